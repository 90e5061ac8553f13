/**
 * The program landing page `/artist-development` (training-program.md §2 "Members program area" items 1-2; the
 * nav's ARTIST DEVELOPMENT): hero with APPLY NOW and LEARN MORE, Program Overview, the six modules, the learning
 * goals and student benefits, and the closing call to action with the Application Details. Each APPLY NOW is an
 * island that opens the application dialog, whose code loads on first use; without JavaScript it leads to the
 * `#apply` section with the same form, an island too (docs/decisions/0001 "Forms without JavaScript").
 */
import { ApplicationSection } from '@web/features/program-landing/components/application-section';
import { ProgramCallToAction } from '@web/features/program-landing/components/program-call-to-action';
import { ProgramHero } from '@web/features/program-landing/components/program-hero';
import { ProgramModules } from '@web/features/program-landing/components/program-modules';
import { ProgramOutcomes } from '@web/features/program-landing/components/program-outcomes';
import { ProgramOverview } from '@web/features/program-landing/components/program-overview';
import { Island } from '@web/lib/island';

const OVERVIEW_ID = 'program-overview';
const OVERVIEW_HEADING_ID = 'program-overview-heading';

/** `/artist-development` (§2 item 1). */
export default function ArtistDevelopmentPage() {
  return (
    <div className="animate-page-fade-in">
      <ProgramHero overviewId={OVERVIEW_ID} overviewHeadingId={OVERVIEW_HEADING_ID} />
      <div className="mx-auto flex max-w-7xl flex-col gap-20 px-4 pb-20 sm:px-6">
        <ProgramOverview id={OVERVIEW_ID} headingId={OVERVIEW_HEADING_ID} />
        <ProgramModules />
        <ProgramOutcomes />
        <ProgramCallToAction />
        <Island name="program-application" component={ApplicationSection} props={{}} when="interaction" />
      </div>
    </div>
  );
}
