/**
 * The public press kit, `/epk/{slug}` (item 1): no sign-in. Static HTML the server renders per request with the kit
 * (server/features/press-kits/page.ts, with the kit's title and link-preview tags in the head; docs/decisions/0004).
 * Its only islands are the header's and "Leave feedback" under each track, for a signed-in viewer; each track's
 * player is the browser's own audio control, which needs no script. The kit's learner (and staff) may see it
 * before it is published, marked as a private preview.
 */
import { epkPageMessages as m } from '@shared/messages/press-kit-pages';
import type { Epk } from '@shared/schemas/press-kits';
import { EpkView } from './epk-view';

export interface EpkPageProps {
  kit: Epk;
}

/** The page at `/epk/{slug}` showing `kit`. */
export function EpkPage({ kit }: EpkPageProps) {
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      {!kit.isPublished && (
        <p role="status" className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
          {m.privatePreview}
        </p>
      )}
      <EpkView kit={kit} headingLevel={1} eagerPhoto feedbackLinks />
    </div>
  );
}
