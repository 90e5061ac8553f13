/**
 * The one form hook of the web app (site-and-portals.md §4 "Contact form", "Intake and touring forms", "Adding a
 * resource", "Reset flow"; §5; §8; training-program.md §5, §8): react-hook-form validated by a zod schema (the
 * shared one, or one built on it), one request at a time through a mutation of the API client (JSON or a multipart
 * upload alike), then the outcome. The public forms report it as a toast, the account forms as a message under the
 * form (`message`), some both. A success clears the form unless it keeps its input; a failure keeps the input and
 * shows the server's field messages on the fields. Focus moves once the form is enabled again: to the first field
 * the server rejected, else the submit button, or wherever the form asks after a success.
 *
 * It is the only module that uses react-hook-form: forms take the few helpers they need beyond the returned `form`
 * (`useWatch` and the types) from here.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import type * as z from 'zod/v4/core';
import type { ToastText } from '@shared/messages/toast-text';
import { ApiError } from './api-client';
import { useIsPrerenderPass } from './use-is-prerender-pass';

export { useFieldArray, useWatch } from 'react-hook-form';
export type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';

/** A toast: its title, and its text as the description when there is one (a {@link ToastText} fits). */
export interface FormToast {
  title: ToastText['title'];
  text?: ToastText['text'];
}

/** The outcome of the last request as a message under the form (the account forms show it in a `FormMessage`). */
export interface FormOutcomeMessage {
  tone: 'success' | 'error';
  text: string;
}

/** Options of {@link useApiForm}. */
export interface ApiFormOptions<TInput extends FieldValues, TOutput, TData = unknown> {
  /** The zod schema: the form holds its input, the request sends its output. */
  schema: z.$ZodType<TOutput, TInput>;
  /**
   * What the form opens with: blank fields, or some already filled in (e.g. an email the page knows); also what the
   * form resets to after a success.
   */
  empty: TInput;
  /** The mutation that sends the validated values (its answer is `TData`). */
  mutation: UseMutationResult<TData, Error, TOutput>;
  /** Fields in form order: the server's field messages are shown on these, and the first one it rejects takes focus. */
  fields: readonly Path<TInput>[];
  /**
   * The form field a server field message belongs on where the API names it differently, e.g.
   * `{ newPassword: 'password' }`; other names are taken as they are.
   */
  serverFields?: Readonly<Partial<Record<string, Path<TInput>>>>;
  /** The success toast; left out, a success shows none (e.g. the form says it under itself, or the page moves on). */
  success?: FormToast;
  /**
   * The failure toast for an error. Null when the error is not to be reported at all (e.g. the visitor cancelled,
   * or the page leaves because of it): no toast, no message, no field messages, and focus stays where it is. Left
   * out, failures show no toast but are otherwise reported.
   */
  failure?: (error: Error) => FormToast | null;
  /**
   * The outcome as a message under the form, returned as `message` from the end of a request until the next one
   * starts: `success` after a success, `failure(error)` after a reported failure.
   */
  message?: {
    success?: string;
    failure?: (error: Error) => string;
  };
  /**
   * Keeps the input after a success instead of resetting the form to `empty` (e.g. the page shows the form again
   * with the same email, or hands the values on).
   */
  keepValues?: boolean;
  /**
   * Runs after a success with the answer (the form is already cleared unless `keepValues`); may ask for focus with
   * `focusWhenEnabled`.
   */
  onSuccess?: (data: TData, focusWhenEnabled: (focus: () => void) => void) => void;
  /**
   * Runs after every failure, once it is reported (or found not worth reporting), e.g. to leave a page the failure
   * makes useless.
   */
  onError?: (error: Error) => void;
  /**
   * After a submit the schema checks each field again as it changes, so its message follows the input (default).
   * False: messages appear only when the form is submitted, and a field's message goes as soon as the field changes
   * (the credentials form, which shows nothing while the visitor types).
   */
  revalidateOnChange?: boolean;
  /** Moves focus to a field; react-hook-form's `setFocus` by default. */
  focusField?: (field: Path<TInput>) => void;
  /** True while the form is not shown (a confirmation replaces it); focus waits until it is shown again. */
  hidden?: boolean;
}

/**
 * Wires a form to its schema and mutation (see the module comment).
 *
 * @returns `form` (react-hook-form), `submitting`, `prerenderPass` (submitting stays off until hydration),
 *   `submitRef` for the submit button, `onSubmit(onInvalid?)` for the form's `onSubmit`, `message` (the outcome
 *   for under the form, or null), `focusWhenEnabled` and `focusField`.
 */
export function useApiForm<TInput extends FieldValues, TOutput, TData = unknown>(
  options: ApiFormOptions<TInput, TOutput, TData>,
) {
  const { mutation, hidden = false, revalidateOnChange = true } = options;
  // Before hydration the form cannot send JSON: submitting stays off until the scripts run.
  const prerenderPass = useIsPrerenderPass();
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(options.schema),
    defaultValues: options.empty as DefaultValues<TInput>,
    reValidateMode: revalidateOnChange ? 'onChange' : 'onSubmit',
  });
  const [message, setMessage] = useState<FormOutcomeMessage | null>(null);
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

  // Without the check as the input changes, a change still clears the message of the field it changed.
  useEffect(() => {
    if (revalidateOnChange) return;
    return form.subscribe({
      formState: { values: true },
      callback: ({ name, type }) => {
        const field = name as Path<TInput> | undefined;
        if (type === 'change' && field && form.getFieldState(field).error) form.clearErrors(field);
      },
    });
  }, [form, revalidateOnChange]);

  /** The server's field messages on the form's fields, in form order. */
  const serverFieldErrors = (error: Error): [Path<TInput>, string][] => {
    if (!(error instanceof ApiError)) return [];
    const messages = new Map<Path<TInput>, string>();
    for (const [name, text] of Object.entries(error.fields)) {
      const field = options.serverFields?.[name] ?? (name as Path<TInput>);
      if (!messages.has(field)) messages.set(field, text);
    }
    return options.fields.flatMap((field) => {
      const text = messages.get(field);
      return text ? [[field, text] as [Path<TInput>, string]] : [];
    });
  };

  const reportFailure = (error: Error) => {
    const failure = options.failure ? options.failure(error) : undefined;
    if (failure === null) return;
    if (failure) toast.error(failure.title, { description: failure.text });
    const text = options.message?.failure?.(error);
    if (text !== undefined) setMessage({ tone: 'error', text });
    const rejected = serverFieldErrors(error);
    for (const [field, text] of rejected) form.setError(field, { type: 'server', message: text });
    const first = rejected[0]?.[0];
    focusWhenEnabled(first ? () => focusField(first) : () => submitRef.current?.focus());
  };

  const onValid = (values: TOutput) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setMessage(null);
    mutation.mutate(values, {
      onSuccess: (data) => {
        if (options.success) toast.success(options.success.title, { description: options.success.text });
        const text = options.message?.success;
        if (text !== undefined) setMessage({ tone: 'success', text });
        if (!options.keepValues) form.reset(options.empty);
        options.onSuccess?.(data, focusWhenEnabled);
      },
      onError: (error) => {
        reportFailure(error);
        options.onError?.(error);
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

  return { form, submitting, prerenderPass, submitRef, onSubmit, message, focusWhenEnabled, focusField };
}
