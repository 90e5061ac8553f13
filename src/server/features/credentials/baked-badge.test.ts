import extractChunks from 'png-chunks-extract';
import encodeChunks from 'png-chunks-encode';
import { decodeSync, encodeSync } from 'png-chunk-itxt';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { badgeImage } from './badge-image';
import { BakedBadgeError, bakeBadge, readBakedCredential } from './baked-badge';

/** A credential shaped like ours, with text in several scripts and an emoji. */
const credential = {
  '@context': [
    'https://www.w3.org/ns/credentials/v2',
    'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
  ],
  id: 'urn:uuid:0b1c2d3e-4f50-4617-8283-949596979899',
  type: ['VerifiableCredential', 'OpenBadgeCredential'],
  issuer: { id: 'https://example.test/issuer', type: ['Profile'], name: 'GBF Music Group' },
  validFrom: '2026-11-23T10:00:00Z',
  name: 'Music Industry Essentials',
  credentialSubject: {
    type: ['AchievementSubject'],
    name: 'Zoë Ñandú 🎵 — 山田 «ü»',
    achievement: {
      id: 'https://example.test/achievements/mie',
      type: ['Achievement'],
      name: 'Music Industry Essentials',
    },
  },
  proof: { type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022', proofValue: 'z3FXQ…' },
};

const credentialChunks = (png: Buffer) =>
  extractChunks(png).filter((c) => c.name === 'iTXt' && decodeSync(c.data).keyword === 'openbadgecredential');

/** `png` with an extra chunk of `name` and `data` just before IEND. */
function withChunk(png: Buffer, name: string, data: Uint8Array): Buffer {
  const chunks = extractChunks(png);
  chunks.splice(chunks.length - 1, 0, { name, data });
  return Buffer.from(encodeChunks(chunks));
}

let badge: Buffer;
beforeAll(async () => {
  badge = await badgeImage({
    recipientName: 'Zoë Ñandú 🎵',
    achievementName: 'Music Industry Essentials',
    issuedOn: '2026-11-23T10:00:00Z',
    brandName: 'GBF Music Group',
  });
});

describe('badgeImage', () => {
  it('draws a 512×512 PNG under 60 KB', async () => {
    const meta = await sharp(badge).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 512, height: 512, hasAlpha: true });
    expect(badge.length).toBeLessThan(60_000);
    expect(readBakedCredential(badge)).toBeNull();
  });

  it('escapes markup and drops what XML forbids in the texts', async () => {
    const png = await badgeImage({
      recipientName: '</text><script>alert(1)</script> & "Ω"\u0000\u001F',
      achievementName:
        'A very long achievement name that has to wrap over several lines and be shortened at the end',
      issuedOn: new Date('2027-01-01T00:00:00Z'),
      brandName: `Label's <Records> & Co`,
    });
    expect(await sharp(png).metadata()).toMatchObject({ width: 512, height: 512 });
  });

  it('refuses a date that does not parse', async () => {
    await expect(
      badgeImage({ recipientName: 'A', achievementName: 'B', issuedOn: 'not a date', brandName: 'C' }),
    ).rejects.toThrow(RangeError);
  });
});

describe('bakeBadge and readBakedCredential', () => {
  it('reads back the credential baked with non-ASCII text, in one uncompressed iTXt chunk before IEND', () => {
    const baked = bakeBadge(badge, credential);
    expect(readBakedCredential(baked)).toEqual(credential);

    const chunks = extractChunks(baked);
    expect(chunks.at(-1)!.name).toBe('IEND');
    const chunk = decodeSync(chunks.at(-2)!.data);
    expect(chunk).toEqual({
      keyword: 'openbadgecredential',
      compressionFlag: false,
      compressionMethod: 0,
      languageTag: '',
      translatedKeyword: '',
      text: JSON.stringify(credential),
    });
    // The text is UTF-8 in the file itself.
    expect(baked.includes(Buffer.from('Zoë Ñandú 🎵', 'utf8'))).toBe(true);
  });

  it('keeps one credential chunk when baked twice, the last credential', () => {
    const again = { ...credential, id: 'urn:uuid:ffffffff-4f50-4617-8283-949596979899' };
    const twice = bakeBadge(bakeBadge(badge, credential), again);
    expect(credentialChunks(twice)).toHaveLength(1);
    expect(readBakedCredential(twice)).toEqual(again);
  });

  it('leaves a PNG that sharp reads, with the same size and pixels', async () => {
    const baked = bakeBadge(badge, credential);
    expect(await sharp(baked).metadata()).toMatchObject({ format: 'png', width: 512, height: 512 });
    const [before, after] = await Promise.all([badge, baked].map((png) => sharp(png).raw().toBuffer()));
    expect(after!.equals(before!)).toBe(true);
    // Every chunk but the credential is kept as it was.
    expect(extractChunks(baked).filter((c) => c.name !== 'iTXt')).toEqual(extractChunks(badge));
  });

  it('reads null from a PNG without a credential, other iTXt chunks aside', async () => {
    const plain = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    expect(readBakedCredential(plain)).toBeNull();
    const other = encodeSync({
      keyword: 'Comment',
      compressionFlag: false,
      compressionMethod: 0,
      languageTag: '',
      translatedKeyword: '',
      text: '{"not":"a credential"}',
    });
    const commented = withChunk(plain, 'iTXt', other);
    expect(readBakedCredential(commented)).toBeNull();
    // Baking keeps the other iTXt chunk.
    expect(extractChunks(bakeBadge(commented, credential)).filter((c) => c.name === 'iTXt')).toHaveLength(2);
  });

  it('throws not_png for a file that is not a PNG, or a broken one', () => {
    const notPng = [
      Buffer.from('GIF89a not a png at all'),
      Buffer.alloc(0),
      badge.subarray(0, badge.length - 20), // cut before IEND
      Buffer.concat([badge.subarray(0, 8), Buffer.from([0xff, 0xff, 0xff, 0xf0]), Buffer.from('IHDR')]), // huge length
    ];
    const corrupt = Buffer.from(badge);
    corrupt[40] = corrupt[40]! ^ 0xff; // a byte of a chunk's data: its CRC no longer matches
    notPng.push(corrupt);
    for (const file of notPng) {
      for (const call of [() => readBakedCredential(file), () => bakeBadge(file, credential)]) {
        expect(call).toThrow(BakedBadgeError);
        expect(call).toThrow(expect.objectContaining({ code: 'not_png' }));
      }
    }
  });

  it('throws credential_not_json for a credential chunk whose text is not a JSON object', () => {
    const baked = (text: string, compressionFlag = false) =>
      withChunk(
        badge,
        'iTXt',
        encodeSync({
          keyword: 'openbadgecredential',
          compressionFlag,
          compressionMethod: 0,
          languageTag: '',
          translatedKeyword: '',
          text,
        }),
      );
    for (const text of ['eyJhbGciOiJFZERTQSJ9.eyJpZCI6IngifQ.c2ln', '{"broken": ', '[1, 2]', '42']) {
      expect(() => readBakedCredential(baked(text))).toThrow(
        expect.objectContaining({ name: 'BakedBadgeError', code: 'credential_not_json' }),
      );
    }
    expect(() => readBakedCredential(baked('eyJhbGciOiJFZERTQSJ9.eyJpZCI6IngifQ.c2ln'))).toThrow(
      /compact JWS/,
    );
    // A compressed chunk another baker wrote is still read.
    expect(readBakedCredential(baked(JSON.stringify(credential), true))).toEqual(credential);
  });
});
