/** What the two upload forms of the tracks feature share: the file input's accepted types and look, and cancelling. */
import { TRACK_EXTENSIONS } from '@shared/limits/tracks';
import { tracksPageMessages as m } from '@shared/messages/track-pages';
import { ApiError, CLIENT_ERROR_CODES } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';

/** The file input's accepted types. */
export const TRACK_ACCEPT = TRACK_EXTENSIONS.map((extension) => `.${extension}`).join(',');
/** The file input's look, as the admin upload's. */
export const FILE_INPUT_CLASS =
  'h-auto py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-secondary-foreground';

/**
 * @returns whether `error` is a cancelled upload, toasting 'Upload cancelled.' when it is.
 */
export function wasCancelled(error: Error): boolean {
  const cancelled = error instanceof ApiError && error.code === CLIENT_ERROR_CODES.aborted;
  if (cancelled) toast.info(m.cancelled);
  return cancelled;
}
