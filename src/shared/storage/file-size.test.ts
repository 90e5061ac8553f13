import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize (§9: Bytes, KB, MB or GB with 2 decimals; §2 item 7: Unknown size)', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [512, '512 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024 - 1, '1 MB'],
    [1024 * 1024, '1 MB'],
    [1_530_000, '1.46 MB'],
    [10 * 1024 * 1024, '10 MB'],
    [500 * 1024 * 1024, '500 MB'],
    [1024 ** 3, '1 GB'],
    [2.25 * 1024 ** 3, '2.25 GB'],
    [2048 * 1024 ** 3, '2048 GB'],
  ])('%d bytes -> %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });

  it.each([null, undefined, -1, Number.NaN, Number.POSITIVE_INFINITY])('%s -> Unknown size', (bytes) => {
    expect(formatFileSize(bytes)).toBe('Unknown size');
  });
});
