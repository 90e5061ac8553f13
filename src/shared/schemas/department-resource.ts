/**
 * Adding a department resource (site-and-portals.md §2.13, §4 "Adding a resource", §5 "Resources";
 * training-program.md §5 upload rules): the form fields, the check of a chosen file and the title a resource gets.
 * The limits live in `limits/departments.ts`, the messages in `messages/departments.ts`.
 */
import { z } from 'zod/mini';
import {
  RESOURCE_EXTENSIONS,
  RESOURCE_MAX_FILE_BYTES,
  RESOURCE_TITLE_MAX,
  RESOURCE_URL_MAX,
} from '../limits/departments';
import { resourceFileMessages, resourceMessages } from '../messages/departments';
import { optionalText } from './text';

/** The text fields of `POST /api/departments/:slug/resources` (multipart; the file travels beside them). */
export const resourceFieldsSchema = z.strictObject({
  title: optionalText({ label: 'Title', max: RESOURCE_TITLE_MAX }),
  url: z.pipe(
    optionalText({ label: 'URL', max: RESOURCE_URL_MAX }),
    z.union([z.null(), z.string().check(z.regex(/^https?:\/\/[^\s]+$/i, resourceFileMessages.invalidUrl))]),
  ),
});
export type ResourceFields = z.output<typeof resourceFieldsSchema>;

/** The lower-cased extension of a file name, or '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Bidirectional controls (they can make `exe.pdf` read as `fdp.exe`), angle brackets and control characters. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE_IN_TITLE = /[\u0000-\u001F\u007F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069<>]/g;

/** The title a file name gives (§5): the name with bidi controls, angle brackets and control characters removed. */
function titleFromFileName(fileName: string): string {
  return fileName.normalize('NFC').replace(UNSAFE_IN_TITLE, '').trim().slice(0, RESOURCE_TITLE_MAX);
}

/**
 * The title a resource gets (§5): the given one, else the file name, else 'New Resource'. The only place this
 * default is decided: the server applies it to every add, the add form to prefill the title from a chosen file.
 */
export function resourceTitle(title: string | null, fileName: string | null): string {
  return title || (fileName && titleFromFileName(fileName)) || resourceMessages.defaultTitle;
}

/**
 * What is wrong with a chosen file before it is uploaded (training-program.md §5): its type by name, then its size.
 * The server checks both again, and the content too.
 *
 * @returns the message to show, or null when the file may be sent.
 */
export function resourceFileProblem(file: { name: string; size: number }): string | null {
  if (!(RESOURCE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) {
    return resourceFileMessages.invalidType;
  }
  return file.size <= RESOURCE_MAX_FILE_BYTES ? null : resourceFileMessages.tooLarge;
}
