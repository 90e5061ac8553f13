/**
 * The behaviour every public form shares (site-and-portals.md §4 "Contact form", "Intake and touring forms";
 * §8): react-hook-form validated by the shared zod schema, one request at a time, the success toast and a
 * cleared form, or the failure toast with the input kept and the server's field errors shown on the fields.
 * Focus moves once the form is enabled again: to the first field the server rejected, else the submit button,
 * or wherever the form asks after a success.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import type * as z from 'zod/v4/core';
import type { ToastText } from '@shared/messages';
import { ApiError } from './api-client';
import { useIsPrerenderPass } from './use-is-prerender-pass';

/** Options of {@link useApiForm}. */
export interface ApiFormOptions<TInput extends FieldValues, TOutput> {
  /** The shared zod schema: the form holds its input, the request sends its output. */
  schema: z.$ZodType<TOutput, TInput>;
  /** An empty form; also what the form resets to after a success. */
  empty: TInput;
  /** The mutation that sends the validated values. */
  mutation: UseMutationResult<unknown, Error, TOutput>;
  /** Fields in form order; the first one the server rejects takes focus. */
  fields: readonly Path<TInput>[];
  success: ToastText;
  /** The failure toast for an error. */
  failure: (error: Error) => ToastText;
  /** Runs after a success (the form is already cleared); may ask for focus with `focusWhenEnabled`. */
  onSuccess?: (focusWhenEnabled: (focus: () => void) => void) => void;
  /** Moves focus to a field; react-hook-form's `setFocus` by default. */
  focusField?: (field: Path<TInput>) => void;
  /** True while the form is not shown (a confirmation replaces it); focus waits until it is shown again. */
  hidden?: boolean;
}

export function useApiForm<TInput extends FieldValues, TOutput>(options: ApiFormOptions<TInput, TOutput>) {
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
      onSuccess: () => {
        toast.success(options.success.title, { description: options.success.text });
        form.reset(options.empty);
        options.onSuccess?.(focusWhenEnabled);
      },
      onError: (error) => {
        const failure = options.failure(error);
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
