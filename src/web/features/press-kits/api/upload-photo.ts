/** The press kit's photo upload, with its progress (item 1: "uploaded, checked by content, resized"). */
import { useQueryClient } from '@tanstack/react-query';
import { ownPressKitAnswerSchema, type OwnPressKit } from '@shared/schemas/press-kits';
import { sendForm } from '@web/lib/api-client';
import { useUploadMutation, type UploadRequestOptions } from '@web/lib/use-upload-mutation';
import { ownPressKitQueryKey } from './get-own-press-kit';

/**
 * `POST /api/press-kit/photo` with the file as multipart `file`; the server keeps it at the page's widths.
 *
 * @throws {ApiError} 400 (not an image, too many pixels), 413 (over 10 MB), 415, 401/403, status 0 or `aborted`.
 */
async function uploadPhoto(file: File, options: UploadRequestOptions): Promise<OwnPressKit> {
  const form = new FormData();
  form.append('file', file);
  const answer = await sendForm('post', '/press-kit/photo', {}, form, {
    schema: ownPressKitAnswerSchema,
    ...options,
  });
  return answer.pressKit;
}

/** The upload mutation with its progress and `cancel()`; the own kit takes the answer. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useUploadMutation({
    send: uploadPhoto,
    onSuccess: (kit) => queryClient.setQueryData(ownPressKitQueryKey, kit),
  });
}
