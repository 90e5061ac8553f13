/**
 * The one upload mutation of the web app (site-and-portals.md §4 "Adding a resource"; training-program.md §2 item
 * 6 admin uploads): a TanStack mutation around a multipart request of the API client ({@link sendForm}), with the
 * upload's progress in percent and `cancel()`, which aborts the request in flight.
 */
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { UploadProgress } from './api-client';

/** What the send function gets: where to report progress, and the signal that cancels it. */
export interface UploadRequestOptions {
  signal: AbortSignal;
  onUploadProgress: (progress: UploadProgress) => void;
}

/** Options of {@link useUploadMutation}. */
export interface UploadMutationOptions<TInput, TData> {
  /** Sends `input` with the given options (e.g. a feature's `addResource`). */
  send: (input: TInput, options: UploadRequestOptions) => Promise<TData>;
  /** Whether `input` carries a file (the progress stays null for a request without one); true by default. */
  hasFile?: (input: TInput) => boolean;
  /** After a success, e.g. reloading the list the file joins. */
  onSuccess?: (data: TData) => unknown;
}

/**
 * @returns `mutation`, `progress` (percent 0-100 while a file goes out, else null) and `cancel()` (true when there
 *   was a request to abort; it then fails with code `aborted`).
 */
export function useUploadMutation<TInput, TData>({
  send,
  hasFile,
  onSuccess,
}: UploadMutationOptions<TInput, TData>) {
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (input: TInput) => {
      const abort = new AbortController();
      controller.current = abort;
      setProgress(hasFile && !hasFile(input) ? null : 0);
      return send(input, {
        signal: abort.signal,
        onUploadProgress: ({ loaded, total }) => setProgress(Math.round((loaded / total) * 100)),
      });
    },
    onSuccess: (data) => onSuccess?.(data),
    onSettled: () => {
      controller.current = null;
      setProgress(null);
    },
  });
  const cancel = (): boolean => {
    if (!controller.current) return false;
    controller.current.abort();
    return true;
  };
  return { mutation, progress, cancel };
}
