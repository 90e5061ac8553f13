import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

describe('GET /readyz', () => {
  it('answers 503 once the database stops answering, while /healthz stays 200', async () => {
    const t = await createTestApp();
    expect((await t.app.request('/readyz')).status).toBe(200);
    await t.database.close();
    const res = await t.app.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable' });
    expect((await t.app.request('/healthz')).status).toBe(200);
    await t.close();
  });
});
