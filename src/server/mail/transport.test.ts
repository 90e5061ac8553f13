import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createOutboxTransport, outboxFileName } from './transport';

describe('outbox transport', () => {
  it('names files so that sorting by name sorts by time', () => {
    const names = [
      outboxFileName(new Date('2026-11-21T08:00:00.000Z')),
      outboxFileName(new Date('2026-11-21T08:00:00.000Z')),
      outboxFileName(new Date('2026-11-21T08:00:00.001Z')),
      outboxFileName(new Date('2026-11-21T09:00:00.000Z')),
      outboxFileName(new Date('2027-01-01T00:00:00.000Z')),
    ];
    expect([...names].sort()).toEqual(names);
    expect(names[0]).toMatch(/^20261121T080000000Z-\d{6}-[0-9a-f]{8}\.eml$/);
  });

  it('writes each message as an RFC 5322 file with the headers a mail client needs', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gbf-outbox-'));
    const transport = createOutboxTransport(
      dir,
      'GBF Music Group <no-reply@gbfmusic.example>',
      createLogger('silent'),
    );
    await transport.send({
      to: 'staff@gbfmusic.example',
      kind: 'submission',
      subject: 'Ünïcode subject',
      text: 'Line 1\nhttps://gbf.example/x',
      replyTo: 'ada@example.com',
    });
    const [file] = await fs.readdir(dir);
    const content = await fs.readFile(path.join(dir, file!), 'utf8');
    const [head, body] = content.split('\r\n\r\n');
    expect(head).toMatch(/^From: GBF Music Group <no-reply@gbfmusic\.example>$/m);
    expect(head).toMatch(/^To: staff@gbfmusic\.example$/m);
    expect(head).toMatch(/^Reply-To: ada@example\.com$/m);
    expect(head).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(head).toMatch(/^Date: /m);
    expect(head).toMatch(/^Message-ID: <.+>$/m);
    expect(head).toMatch(/^MIME-Version: 1\.0$/m);
    expect(body).toContain('https://gbf.example/x');
    transport.close();
    await fs.rm(dir, { recursive: true, force: true });
  });
});
