/**
 * The application's way in without JavaScript (docs/decisions/0001 "Forms without JavaScript"): a section of the
 * landing page, `#apply`, holding the same application form as the dialog. It is hidden until it is the page's
 * target (APPLY NOW links to `#apply`, and the form posts to `/artist-development#apply`, so the page the server
 * answers with opens on it), and always shown when the server rendered it with a state (the post's errors or its
 * confirmation). With JavaScript, APPLY NOW opens the dialog instead and the section stays hidden.
 *
 * Its props are JSON, so it can be the page's `program-application` island.
 */
import { requiredFieldsNote } from '@shared/messages/forms';
import { applicationFormMessages as t } from '@shared/messages/program';
import type { PublicFormState } from '@shared/public-form-state';
import { cn } from '@web/lib/utils';
import { APPLY_SECTION_ID } from '../utils/apply-section';
import { ApplicationForm } from './application-form';

export interface ApplicationSectionProps {
  /** The state the server rendered the page with (a post without JavaScript), if any. */
  initialState?: PublicFormState;
}

const HEADING_ID = `${APPLY_SECTION_ID}-heading`;

/** The `#apply` section with the application form. */
export function ApplicationSection({ initialState }: ApplicationSectionProps) {
  return (
    <section
      id={APPLY_SECTION_ID}
      aria-labelledby={HEADING_ID}
      className={cn(
        'scroll-mt-24 rounded-2xl border bg-card px-6 py-10 text-card-foreground shadow-sm sm:px-12',
        initialState ? 'block' : 'hidden target:block',
      )}
    >
      <h2 id={HEADING_ID} className="text-2xl font-black tracking-tight sm:text-3xl">
        {t.title}
      </h2>
      <p className="mt-2 mb-8 text-sm text-muted-foreground">
        {t.lead} {requiredFieldsNote.before} <span aria-hidden>*</span>
        <span className="sr-only">{requiredFieldsNote.asterisk}</span> {requiredFieldsNote.after}
      </p>
      <ApplicationForm idPrefix={APPLY_SECTION_ID} initialState={initialState} />
    </section>
  );
}
