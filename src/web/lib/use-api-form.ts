/**
 * The one form hook of the web app (site-and-portals.md §4 "Contact form", "Intake and touring forms", "Adding a
 * resource", "Reset flow"; §5; §8; training-program.md §5, §8): react-hook-form validated by a zod schema (the
 * shared one, or one built on it), one request at a time through a mutation of the API client (JSON or a multipart
 * upload alike), then the outcome. The public forms report it as a toast, the account forms as a message under the
 * form (`message`), some both. A success clears the form unless it keeps its input; a failure keeps the input and
 * shows the server's field messages on the fields. Focus moves once the form is enabled again: to the first field
 * the server rejected, else the submit button, or wherever the form asks after a success.
 *
 * A public form also works without JavaScript (docs/decisions/0001 "Forms without JavaScript"): it posts natively to
 * its page, and the server renders the page again with the form's state. Given that state (`initialState`), the form
 * starts from its values, shows its field messages from the first render (the server's HTML and the hydration
 * alike; a field's message goes when the field changes, until the form is submitted here), and returns its
 * form-level message; a state that says the submission was received is the form's to show (its confirmation). A
 * filled honeypot field (`HONEYPOT_FIELD`) is sent along, so the server treats a submission sent by script as it
 * treats a posted one.
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
import { API_ERROR_CODES } from '@shared/api-error';
import type { ToastText } from '@shared/messages/toast-text';
import type { PublicFormState } from '@shared/public-form-state';
import { FORM_ERROR_KEY, HONEYPOT_FIELD, LIST_VALUE_SEPARATOR } from '@shared/public-forms';
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
  /**
   * The state the server rendered the page with (a public form posted without JavaScript): its values are the
   * form's starting values (a list field's values joined by `LIST_VALUE_SEPARATOR`; unknown names ignored), its
   * field messages show on the fields from the first render, its `form` message is returned as `formError`.
   */
  initialState?: PublicFormState;
}

/** The form's starting values: `empty` with the state's values of its own fields (lists split). */
function startingValues<TInput extends FieldValues>(
  empty: TInput,
  state: PublicFormState | undefined,
): TInput {
  if (!state) return empty;
  const values: Record<string, unknown> = { ...empty };
  for (const [name, blank] of Object.entries(empty)) {
    const sent = state.values[name];
    if (sent === undefined) continue;
    values[name] = Array.isArray(blank) ? (sent === '' ? [] : sent.split(LIST_VALUE_SEPARATOR)) : sent;
  }
  return values as TInput;
}

/**
 * Wires a form to its schema and mutation (see the module comment).
 *
 * @returns `form` (react-hook-form), `submitting`, `prerenderPass` (true on the server and during hydration),
 *   `submitRef` for the submit button, `onSubmit(onInvalid?)` for the form's `onSubmit`, `message` (the outcome
 *   for under the form, or null), `focusWhenEnabled`, `focusField`, and for a public form `defaults` and
 *   `formError` (see `initialState`; the form shows its confirmation itself when the state says `submitted`).
 */
export function useApiForm<TInput extends FieldValues, TOutput, TData = unknown>(
  options: ApiFormOptions<TInput, TOutput, TData>,
) {
  const { mutation, hidden = false, revalidateOnChange = true, initialState } = options;
  // Before hydration the form cannot send JSON (a public form posts natively then; others keep their button off).
  const prerenderPass = useIsPrerenderPass();
  /** The state's field messages on the form's fields, as react-hook-form holds them; undefined when none. */
  function initialFieldErrors(state: PublicFormState | undefined): FieldErrors<TInput> | undefined {
    if (!state) return undefined;
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, text] of Object.entries(state.errors)) {
      const field = options.serverFields?.[name] ?? name;
      if (options.fields.includes(field as Path<TInput>) && !(field in errors))
        errors[field] = { type: 'server', message: text };
    }
    return Object.keys(errors).length > 0 ? (errors as FieldErrors<TInput>) : undefined;
  }

  /**
   * The state's message about the submission as a whole: its `form` message, else the first message of a name that
   * is none of the form's fields (a field the server does not know), so no refusal goes unseen.
   */
  function initialFormError(state: PublicFormState | undefined): string | null {
    if (!state) return null;
    const isField = (name: string) =>
      options.fields.includes((options.serverFields?.[name] ?? name) as Path<TInput>);
    const stray = Object.entries(state.errors).find(([name]) => name !== FORM_ERROR_KEY && !isField(name));
    return state.errors[FORM_ERROR_KEY] ?? stray?.[1] ?? null;
  }

  // What the server rendered: read once, as the first render showed it.
  const [initial] = useState(() => ({
    values: startingValues(options.empty, initialState),
    errors: initialFieldErrors(initialState),
  }));
  const [defaults, setDefaults] = useState<TInput>(initial.values);
  const [formError, setFormError] = useState<string | null>(() => initialFormError(initialState));
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(options.schema),
    defaultValues: initial.values as DefaultValues<TInput>,
    reValidateMode: revalidateOnChange ? 'onChange' : 'onSubmit',
    // The server's messages are there from the first render; focus is not moved to them on hydration (which
    // happens when the visitor reaches the form), and an invalid submit moves it itself (`onSubmit`).
    ...(initial.errors && { errors: initial.errors, shouldFocusError: false }),
  });
  const [message, setMessage] = useState<FormOutcomeMessage | null>(null);
  const honeypot = useRef('');
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

  // Without the check as the input changes, a change still clears the message of the field it changed; so does it
  // for the server's messages of the first render, until the form is submitted here.
  const clearsOnChange = !revalidateOnChange || initial.errors !== undefined;
  useEffect(() => {
    if (!clearsOnChange) return;
    return form.subscribe({
      formState: { values: true },
      callback: ({ name, type }) => {
        const field = name as Path<TInput> | undefined;
        if (revalidateOnChange && form.formState.isSubmitted) return;
        if (type === 'change' && field && form.getFieldState(field).error) form.clearErrors(field);
      },
    });
  }, [form, revalidateOnChange, clearsOnChange]);

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
    // Refused as sent from another address: the server says which, and where the site is; a retry cannot help.
    const otherAddress = error instanceof ApiError && error.code === API_ERROR_CODES.crossSiteRequest;
    if (failure) toast.error(failure.title, { description: otherAddress ? error.message : failure.text });
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
    // A filled honeypot goes along, for the server to treat as it treats a posted one (http/honeypot.ts).
    const body = honeypot.current ? ({ ...values, [HONEYPOT_FIELD]: honeypot.current } as TOutput) : values;
    mutation.mutate(body, {
      onSuccess: (data) => {
        if (options.success) toast.success(options.success.title, { description: options.success.text });
        const text = options.message?.success;
        if (text !== undefined) setMessage({ tone: 'success', text });
        if (!options.keepValues) {
          form.reset(options.empty);
          setDefaults(options.empty);
        }
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
    (onInvalid?: (errors: FieldErrors<TInput>) => void) => (event: FormEvent<HTMLFormElement>) => {
      const trap = event.currentTarget.elements.namedItem(HONEYPOT_FIELD);
      honeypot.current = trap instanceof HTMLInputElement ? trap.value : '';
      setFormError(null);
      void form.handleSubmit(onValid, (invalid) => {
        // react-hook-form moves focus itself unless the server's messages came with the first render.
        if (initial.errors) {
          const first = options.fields.find((field) => form.getFieldState(field).error);
          if (first) focusField(first);
        }
        onInvalid?.(invalid);
      })(event);
    };

  return {
    form,
    submitting,
    prerenderPass,
    submitRef,
    onSubmit,
    message,
    focusWhenEnabled,
    focusField,
    /** The values the form started from (the server's, or `empty`), for the controls' `defaultValue`. */
    defaults,
    /** The server's message about the submission as a whole (rate limit, refusal), until the next submit. */
    formError,
  };
}
