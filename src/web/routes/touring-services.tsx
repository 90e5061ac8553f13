/**
 * The touring services page (site-and-portals.md §2.11, page title 'Touring Services'): hero with 'Start My Tour
 * Plan', an intro, four service cards, the 4-step 'How It Works' list and the form 'Let's Plan Your Tour'.
 */
import { publicPageMessages } from '@shared/messages/site';
import { HowItWorks } from '@web/features/touring/components/how-it-works';
import { StartTourPlanButton } from '@web/features/touring/components/start-tour-plan-button';
import { TouringForm } from '@web/features/touring/components/touring-form';
import { TouringServicesList } from '@web/features/touring/components/touring-services-list';
import { Island } from '@web/lib/island';
import { PublicPage } from '@web/components/public-page';

const FORM_ID = 'tour-plan-form';
const FORM_HEADING_ID = 'tour-plan-form-heading';

const m = publicPageMessages.touring;

/** `/touring-services` (§2.11). */
export default function TouringServicesPage() {
  return (
    <PublicPage
      intro={m}
      introClassName="pb-12"
      introExtra={
        <div className="mt-8">
          <Island
            name="start-tour-plan"
            component={StartTourPlanButton}
            props={{ targetId: FORM_ID, headingId: FORM_HEADING_ID }}
            when="interaction"
          />
        </div>
      }
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-20 px-4 pb-20 sm:px-6">
        <section aria-labelledby="touring-intro-heading" className="mx-auto max-w-3xl text-center">
          <h2 id="touring-intro-heading" className="text-3xl font-black tracking-tight">
            {m.introTitle}
          </h2>
          <p className="mt-4 text-muted-foreground">{m.introText}</p>
        </section>

        <TouringServicesList />
        <HowItWorks />

        <section
          id={FORM_ID}
          aria-labelledby={FORM_HEADING_ID}
          className="mx-auto w-full max-w-3xl scroll-mt-24 rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
        >
          <h2
            id={FORM_HEADING_ID}
            tabIndex={-1}
            className="text-3xl font-black tracking-tight focus:outline-none"
          >
            {m.formTitle}
          </h2>
          <p className="mt-2 mb-6 text-muted-foreground">{m.formLead}</p>
          <Island
            name="touring-form"
            component={TouringForm}
            props={{ headingId: FORM_HEADING_ID }}
            when="interaction"
          />
        </section>
      </div>
    </PublicPage>
  );
}
