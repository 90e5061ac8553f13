/**
 * The tracks feature's form schemas: what each form holds (the controls' text and file list) and what it sends. The
 * file is checked in the browser by its extension and size before anything goes out (the server checks the content
 * again); the text fields use the shared rules.
 */
import { z } from 'zod/mini';
import { TRACK_EXTENSIONS, TRACK_MAX_FILE_BYTES } from '@shared/limits/tracks';
import { tracksPageMessages as m } from '@shared/messages/track-pages';
import { trackFieldsSchema, versionFieldsSchema, trackUpdateSchema } from '@shared/schemas/tracks';

/** Why `file` cannot be a track, or null when it may be sent. */
export function trackFileProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!(TRACK_EXTENSIONS as readonly string[]).includes(extension)) return m.fileType;
  if (file.size > TRACK_MAX_FILE_BYTES) return m.fileTooLarge;
  return null;
}

/** The file input's list as the one chosen file, refused with the message of {@link trackFileProblem}. */
const audioFile = z.pipe(
  z.custom<FileList | null>(),
  z.transform((files: FileList | null, ctx) => {
    const file = files?.[0] ?? null;
    const problem = file ? trackFileProblem(file) : m.fileRequired;
    if (!problem) return file!;
    ctx.issues.push({ code: 'custom', input: files, message: problem });
    return z.NEVER;
  }),
);

/** The new version form's controls: notes and the file list. */
export interface VersionUploadFormValues {
  notes: string;
  file: FileList | null;
}

/** The track upload form's controls: a version's, and the title. */
export interface TrackUploadFormValues extends VersionUploadFormValues {
  title: string;
}

/** What a version's upload sends: the notes and the chosen file. */
interface VersionUpload {
  notes: string;
  file: File;
}

/** What both upload forms hold: the shared notes rule and an audio file. */
const versionUploadShape = { ...versionFieldsSchema.shape, file: audioFile };

/** The new version form: the shared notes rule and an audio file. */
export const versionUploadFormSchema = z.strictObject(versionUploadShape) as unknown as z.ZodMiniType<
  VersionUpload,
  VersionUploadFormValues
>;

/** The track upload form: the shared title rule, and a version's notes and file. */
export const trackUploadFormSchema = z.strictObject({
  title: trackFieldsSchema.shape.title,
  ...versionUploadShape,
}) as unknown as z.ZodMiniType<VersionUpload & { title: string }, TrackUploadFormValues>;

/** The track details form's controls. */
export interface TrackDetailsFormValues {
  title: string;
  notes: string;
  allowPeerFeedback: boolean;
}

/** The track details form: the shared update body. */
export const trackDetailsFormSchema = trackUpdateSchema as unknown as z.ZodMiniType<
  { title: string; notes: string; allowPeerFeedback: boolean },
  TrackDetailsFormValues
>;
