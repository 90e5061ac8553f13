/**
 * Uploading a new version of a track (docs/decisions/0022): `POST /api/tracks/:id/versions` as multipart (notes,
 * file), with progress and cancel; earlier versions are never overwritten.
 */
import { useQueryClient } from '@tanstack/react-query';
import { trackAnswerSchema, type TrackAnswer } from '@shared/schemas/tracks';
import { sendForm, type FormRequestOptions } from '@web/lib/api-client';
import { useUploadMutation } from '@web/lib/use-upload-mutation';
import { trackQueryKeys } from './track-query-keys';

/** What the version form sends. */
export interface VersionUploadInput {
  notes: string;
  file: File;
}

/**
 * Uploads a new version of track `id`.
 *
 * @throws {ApiError} 400 (`fields.notes`, `fields.file`), 413, 415 (`fields.file`), 403, 404, status 0, or
 *   `aborted`.
 */
async function uploadVersion(
  id: string,
  { notes, file }: VersionUploadInput,
  options: Omit<FormRequestOptions<TrackAnswer>, 'schema'> = {},
): Promise<TrackAnswer> {
  const body = new FormData();
  body.set('notes', notes);
  body.set('file', file, file.name);
  return sendForm('post', '/tracks/{id}/versions', { path: { id } }, body, {
    ...options,
    schema: trackAnswerSchema,
  });
}

/** The version upload mutation of track `id`; the track query takes the answer, the list reloads. */
export function useUploadVersion(id: string, onUploaded?: (answer: TrackAnswer) => void) {
  const queryClient = useQueryClient();
  return useUploadMutation({
    send: (input: VersionUploadInput, options) => uploadVersion(id, input, options),
    onSuccess: (answer) => {
      queryClient.setQueryData(trackQueryKeys.track(id), answer);
      void queryClient.invalidateQueries({ queryKey: trackQueryKeys.list });
      onUploaded?.(answer);
    },
  });
}
