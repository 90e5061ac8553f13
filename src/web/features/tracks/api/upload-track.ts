/**
 * Uploading a new track (docs/decisions/0022): `POST /api/tracks` as multipart (title, notes, file), with the
 * upload's progress and cancel; the server checks the audio by its content and answers version 1.
 */
import { useQueryClient } from '@tanstack/react-query';
import { trackAnswerSchema, type TrackAnswer } from '@shared/schemas/tracks';
import { sendForm, type FormRequestOptions } from '@web/lib/api-client';
import { useUploadMutation } from '@web/lib/use-upload-mutation';
import { trackQueryKeys } from './track-query-keys';

/** What the upload form sends. */
interface TrackUploadInput {
  title: string;
  notes: string;
  file: File;
}

/**
 * Uploads a track.
 *
 * @throws {ApiError} 400 `validation_failed` (`fields.title`, `fields.notes`, `fields.file`), 413, 415 (with
 *   `fields.file`), 401/403, status 0 on a network failure, or `aborted` when `options.signal` aborts.
 */
async function uploadTrack(
  { title, notes, file }: TrackUploadInput,
  options: Omit<FormRequestOptions<TrackAnswer>, 'schema'> = {},
): Promise<TrackAnswer> {
  const body = new FormData();
  body.set('title', title);
  body.set('notes', notes);
  body.set('file', file, file.name);
  return sendForm('post', '/tracks', {}, body, { ...options, schema: trackAnswerSchema });
}

/** The upload mutation, with progress and `cancel()`; afterwards the list reloads and the track is cached. */
export function useUploadTrack() {
  const queryClient = useQueryClient();
  return useUploadMutation({
    send: uploadTrack,
    onSuccess: (answer) => {
      queryClient.setQueryData(trackQueryKeys.track(answer.track.id), answer);
      return queryClient.invalidateQueries({ queryKey: trackQueryKeys.list });
    },
  });
}
