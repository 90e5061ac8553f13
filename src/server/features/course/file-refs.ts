/**
 * Where a program module's video, captions and worksheet are (training-program.md §3 "Module"; modules.video_url,
 * captions_url, worksheet_url; docs/decisions/0010). The columns hold a file reference, never a public address:
 *
 * - `content/media/<file>` or `content/resources/<file>`: a file of the learning content folder;
 * - `<bucket>/<file>`: a file uploaded to a storage bucket (program-videos, program-worksheets).
 *
 * The learner's browser only ever gets the program's guarded routes, which resolve the reference.
 */
import path from 'node:path';

/** The content folder's sub-folders a module may point into. */
export type ContentFolder = 'media' | 'resources';

/** The reference of `fileName` in a content sub-folder. */
export function contentFileRef(folder: ContentFolder, fileName: string): string {
  return `content/${folder}/${fileName}`;
}

/** A parsed reference. */
export type FileRef =
  | { kind: 'content'; folder: ContentFolder; fileName: string }
  | { kind: 'storage'; bucket: string; fileName: string };

/**
 * Parses a stored reference. File names are reduced to their last path segment, so a reference never leads out of
 * its folder or bucket. Null for an empty or malformed reference.
 */
export function parseFileRef(ref: string | null): FileRef | null {
  if (!ref) return null;
  const parts = ref.split('/');
  if (parts[0] === 'content' && parts.length === 3 && (parts[1] === 'media' || parts[1] === 'resources'))
    return { kind: 'content', folder: parts[1], fileName: path.basename(parts[2]!) };
  if (parts.length === 2 && parts[0] && parts[1])
    return { kind: 'storage', bucket: parts[0], fileName: path.basename(parts[1]) };
  return null;
}
