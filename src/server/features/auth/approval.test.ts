import { describe, expect, it } from 'vitest';
import { allow, send, uniqueEmail, useAccountSuite } from '../../test/accounts';

const suite = useAccountSuite();

describe('is_artist_approved / is_agent_approved', () => {
  it('answer true only for an enabled entry on the right list, whatever the case of the email', async () => {
    const { t } = suite;
    const artist = uniqueEmail('artist');
    const disabled = uniqueEmail('disabled');
    await allow(t, 'artist', artist);
    await allow(t, 'artist', disabled, false);
    const ask = async (rpc: string, email: string) => {
      const response = await send(t, 'POST', `/api/rpc/${rpc}`, { p_email: email });
      expect(response.status).toBe(200);
      return (await response.json()).approved;
    };
    expect(await ask('is_artist_approved', artist.toUpperCase())).toBe(true);
    expect(await ask('is_artist_approved', disabled)).toBe(false);
    expect(await ask('is_artist_approved', uniqueEmail('nobody'))).toBe(false);
    expect(await ask('is_agent_approved', artist)).toBe(false);
  });

  it('refuse a missing or malformed p_email with field errors', async () => {
    const response = await send(suite.t, 'POST', '/api/rpc/is_agent_approved', { email: 'a@b.co' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      p_email: 'Please enter your email address',
      email: 'Unknown field.',
    });
  });
});
