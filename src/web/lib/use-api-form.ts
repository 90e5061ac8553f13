/**
 * The one form hook of the web app (site-and-portals.md §4 "Contact form", "Intake and touring forms", "Adding a
 * resource"; §8): react-hook-form validated by a zod schema (the shared one, or one built on it), one request at a
 * time through a mutation of the API client (JSON or a multipart upload alike), the success toast and a cleared
 * form, or the failure toast with the input kept and the server's field errors shown on the fields. Focus moves
 * once the form is enabled again: to the first field the server rejected, else the submit button, or wherever the
 * form asks after a success.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import type * as z from 'zod/v4/core';
import type { ToastText } from '@shared/messages/toast-text';
import { ApiError } from './api-client';
import { useIsPrerenderPass } from './use-is-prerender-pass';

/** Options of {@link useApiForm}. */
export interface ApiFormOptions<TInput extends FieldValues, TOutput, TData = unknown> {
  /** The zod schema: the form holds its input, the request sends its output. */
  schema: z.$ZodType<TOutput, TInput>;
  /** An empty form; also what the form resets to after a success. */
  empty: TInput;
  /** The mutation that sends the validated values (its answer is `TData`). */
  mutation: UseMutationResult<TData, Error, TOutput>;
  /** Fields in form order; the first one the server rejects takes focus. */
  fields: readonly Path<TInput>[];
  success: ToastText;
  /** The failure toast for an error; null when there is nothing to report (e.g. the visitor cancelled). */
  failure: (error: Error) => ToastText | null;
  /**
   * Runs after a success with the answer (the form is already cleared); may ask for focus with
   * `focusWhenEnabled`.
   */
  onSuccess?: (data: TData, focusWhenEnabled: (focus: () => void) => void) => void;
  /** Moves focus to a field; react-hook-form's `setFocus` by default. */
  focusField?: (field: Path<TInput>) => void;
  /** True while the form is not shown (a confirmation replaces it); focus waits until it is shown again. */
  hidden?: boolean;
}

/**
 * Wires a form to its schema and mutation (see the module comment).
 *
 * @returns `form` (react-hook-form), `submitting`, `prerenderPass` (submitting stays off until hydration),
 *   `submitRef` for the submit button, `onSubmit(onInvalid?)` for the form's `onSubmit`, `focusWhenEnabled` and
 *   `focusField`.
 */
export function useApiForm<TInput extends FieldValues, TOutput, TData = unknown>(
  options: ApiFormOptions<TInput, TOutput, TData>,
) {
  const { mutation, hidden = false } = options;
  // Before hydration the form cannot send JSON: submitting stays off until the scripts run.
  const prerenderPass = useIsPrerenderPass();
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(options.schema),
    defaultValues: options.empty as DefaultValues<TInput>,
  });
  const submitting = mutation.isPending;
  const inFlight = useRef(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<(() => void) | null>(null);
  const focusWhenEnabled = (focus: () => void) => {
    pendingFocus.current = focus;
  };
  const focusField = options.focusField ?? ((field: Path<TInput>) => form.setFocus(field));

  // Disabled controls cannot take focus, so focus moves only once the form is enabled (and shown) again.
  useEffect(() => {
    const focus = pendingFocus.current;
    if (submitting || hidden || !focus) return;
    pendingFocus.current = null;
    focus();
  }, [submitting, hidden]);

  const onValid = (values: TOutput) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(values, {
      onSuccess: (data) => {
        toast.success(options.success.title, { description: options.success.text });
        form.reset(options.empty);
        options.onSuccess?.(data, focusWhenEnabled);
      },
      onError: (error) => {
        const failure = options.failure(error);
        if (!failure) return;
        toast.error(failure.title, { description: failure.text });
        const serverFields = error instanceof ApiError ? error.fields : {};
        const rejected = options.fields.filter((field) => serverFields[field]);
        for (const field of rejected) form.setError(field, { type: 'server', message: serverFields[field] });
        const first = rejected[0];
        focusWhenEnabled(first ? () => focusField(first) : () => submitRef.current?.focus());
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  /** The form's `onSubmit`; `onInvalid` runs when the schema rejects the input in the browser. */
  const onSubmit =
    (onInvalid?: (errors: FieldErrors<TInput>) => void) => (event: FormEvent<HTMLFormElement>) =>
      void form.handleSubmit(onValid, onInvalid)(event);

  return { form, submitting, prerenderPass, submitRef, onSubmit, focusWhenEnabled, focusField };
}
