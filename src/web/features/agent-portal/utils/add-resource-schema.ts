/**
 * The Add Resource form's schema (site-and-portals.md §5 "Resources"; training-program.md §5): the shared text
 * fields the server applies to the same request (`resourceFieldsSchema`), plus the chosen file, checked by type and
 * size with the shared `resourceFileProblem` before anything is uploaded.
 */
import { z } from 'zod/mini';
import { resourceFieldsSchema, resourceFileProblem } from '@shared/schemas/department-resource';
import type { AddResourceInput } from '../api/add-resource';

/** The file input's value, as the form holds it, becomes the chosen file (or null), refused with the §5 message. */
const chosenFile = z.pipe(
  z.custom<FileList | null>(),
  z.transform((files: FileList | null, ctx) => {
    const file = files?.[0] ?? null;
    const problem = file && resourceFileProblem(file);
    if (!problem) return file;
    ctx.issues.push({ code: 'custom', input: files, message: problem });
    return z.NEVER;
  }),
);

/** The values of the form's controls. */
export interface AddResourceFormValues {
  title: string;
  url: string;
  file: FileList | null;
}

/**
 * What the form holds: the fields as typed and the file input's list; it sends the cleaned fields and the file.
 * Typed by the controls' values: the shared fields also take null or a missing key, which a form never holds.
 */
export const addResourceFormSchema = z.strictObject({
  title: resourceFieldsSchema.shape.title,
  url: resourceFieldsSchema.shape.url,
  file: chosenFile,
}) as z.ZodMiniType<AddResourceInput, AddResourceFormValues>;
