/**
 * File sizes as the admin area and the file manager show them (training-program.md §9 "File sizes show in Bytes,
 * KB, MB or GB with 2 decimals"; §2 item 7 "'Unknown size' if missing").
 */
import { fileManagerMessages } from '../messages/admin';

const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/**
 * `bytes` in the largest unit (1 KB = 1024 bytes, at most GB) that keeps the number at 1 or more, rounded to 2
 * decimals with trailing zeros dropped: `0 Bytes`, `512 Bytes`, `1.5 KB`, `1.46 MB`, `2048 GB`.
 *
 * @param bytes - a size in bytes; null, undefined, a negative or non-finite number give 'Unknown size'.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0)
    return fileManagerMessages.unknownSize;
  if (bytes === 0) return '0 Bytes';
  const unit = Math.min(UNITS.length - 1, Math.max(0, Math.floor(Math.log(bytes) / Math.log(1024))));
  let value = Number((bytes / 1024 ** unit).toFixed(2));
  // 1023.999 KB rounds to 1024 KB: say 1 MB instead.
  if (value >= 1024 && unit < UNITS.length - 1) return `1 ${UNITS[unit + 1]}`;
  if (unit === 0) value = Math.round(bytes * 100) / 100;
  return `${value} ${UNITS[unit]}`;
}
