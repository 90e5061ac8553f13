/**
 * The four public forms as the page routes take them (docs/decisions/0001 "Forms without JavaScript"): each form's
 * page and island (`PUBLIC_FORMS`), its rate-limit rule, its shared zod schema, the fields sent once per ticked box,
 * and the service its JSON route calls. One service, two ways in: the page route validates with the same schema and
 * stores with the same function as `POST /api/...`.
 */
import { safeParseAsync } from 'zod/mini';
import type * as z from 'zod/v4/core';
import { PUBLIC_FORMS } from '@shared/public-forms';
import { artistIntakeSchema } from '@shared/schemas/artist-intake';
import { contactSchema } from '@shared/schemas/contact';
import { programApplicationSchema } from '@shared/schemas/program-application';
import { touringInquirySchema } from '@shared/schemas/touring-inquiry';
import type { AppDeps } from '../../deps';
import { fieldErrors } from '../../http/contract';
import { createIntakeApplication } from '../artist-intake/service';
import { createContactMessage } from '../contact/service';
import { createProgramApplication } from '../program-applications/service';
import { createTouringInquiry } from '../touring/service';

/** What the services need. */
type FormDeps = Pick<AppDeps, 'database' | 'env'>;

/** The outcome of one submission: stored (its id), or refused with one message per failing field. */
type FormOutcome = { ok: true; id: string } | { ok: false; errors: Record<string, string> };

/** A public form as its page route takes it. */
export interface PublicFormPage {
  /** The page the form is on, where it posts, e.g. `/contact`. */
  path: string;
  /** The form's island name: the key of its state in the page the server renders. */
  island: string;
  /** The name of its `publicFormRule`, shared with its JSON route so both count against one limit. */
  rule: string;
  /** Fields sent once per ticked box (lists in the schema); every other field is taken once. */
  listFields: readonly string[];
  /**
   * Validates `body` with the form's shared schema and, when valid, stores it with the JSON route's service (the
   * record and its emails in one transaction).
   *
   * @param body - the fields as sent, the honeypot taken out.
   */
  submit(deps: FormDeps, body: unknown): Promise<FormOutcome>;
}

/** A form's page from its schema and service: the types meet here once. */
function formPage<S extends z.$ZodType>(options: {
  form: (typeof PUBLIC_FORMS)[keyof typeof PUBLIC_FORMS];
  rule: string;
  schema: S;
  listFields?: readonly string[];
  create: (deps: FormDeps, input: z.output<S>) => Promise<{ id: string }>;
}): PublicFormPage {
  return {
    path: options.form.path,
    island: options.form.island,
    rule: options.rule,
    listFields: options.listFields ?? [],
    async submit(deps, body) {
      const parsed = await safeParseAsync(options.schema, body);
      if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error.issues) };
      const { id } = await options.create(deps, parsed.data);
      return { ok: true, id };
    },
  };
}

/** The four forms (site-and-portals.md §2.9-§2.11; training-program.md §2 item 2). */
export const PUBLIC_FORM_PAGES: readonly PublicFormPage[] = [
  formPage({
    form: PUBLIC_FORMS.contact,
    rule: 'contact',
    schema: contactSchema,
    create: createContactMessage,
  }),
  formPage({
    form: PUBLIC_FORMS.touring,
    rule: 'touring',
    schema: touringInquirySchema,
    listFields: ['genres', 'services'],
    create: createTouringInquiry,
  }),
  formPage({
    form: PUBLIC_FORMS.artistIntake,
    rule: 'artist-intake',
    schema: artistIntakeSchema,
    create: createIntakeApplication,
  }),
  formPage({
    form: PUBLIC_FORMS.programApplication,
    rule: 'program-application',
    schema: programApplicationSchema,
    listFields: ['musicGenres'],
    create: createProgramApplication,
  }),
];
