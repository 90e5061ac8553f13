/**
 * The touring services page (site-and-portals.md §2.11, page title 'Touring Services'): hero with 'Start My Tour
 * Plan', an intro, four service cards, the 4-step 'How It Works' list and the form 'Let's Plan Your Tour'.
 */
import { HowItWorks } from '@web/features/touring/components/how-it-works';
import { StartTourPlanButton } from '@web/features/touring/components/start-tour-plan-button';
import { TouringForm } from '@web/features/touring/components/touring-form';
import { TouringServicesList } from '@web/features/touring/components/touring-services-list';

const FORM_ID = 'tour-plan-form';
const FORM_HEADING_ID = 'tour-plan-form-heading';

/** `/touring-services` (§2.11). */
export default function TouringServicesPage() {
  return (
    <div className="animate-page-fade-in">
      <section className="mx-auto max-w-3xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-20">
        <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">Touring</p>
        <h1 className="mt-3 text-4xl font-black tracking-tight sm:text-5xl">Touring Services</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Take your music from the playlist to the stage. We plan the route, book the rooms and fill them.
        </p>
        <div className="mt-8">
          <StartTourPlanButton targetId={FORM_ID} headingId={FORM_HEADING_ID} />
        </div>
      </section>

      <div className="mx-auto flex max-w-7xl flex-col gap-20 px-4 pb-20 sm:px-6">
        <section aria-labelledby="touring-intro-heading" className="mx-auto max-w-3xl text-center">
          <h2 id="touring-intro-heading" className="text-3xl font-black tracking-tight">
            Touring built for independent artists
          </h2>
          <p className="mt-4 text-muted-foreground">
            Live shows are where listeners become fans, but booking a run on your own means hundreds of
            emails, guesswork on routing and money left on the table. Our touring team has routed club runs,
            festival summers and first headline tours across North America, Europe and Africa. Tell us where
            you want to go, and we build a plan that fits your audience and your budget.
          </p>
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
            Let&apos;s Plan Your Tour
          </h2>
          <p className="mt-2 mb-6 text-muted-foreground">
            Tell us about your project. The more we know, the better the first plan we send you.
          </p>
          <TouringForm headingId={FORM_HEADING_ID} />
        </section>
      </div>
    </div>
  );
}
