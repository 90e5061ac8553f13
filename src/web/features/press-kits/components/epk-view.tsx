/**
 * A press kit as its public page shows it (item 1), used by the page itself and by the editor's live preview, so
 * the preview is exactly the page: the photo (its stored widths as `srcset`, in a box of fixed proportions so
 * nothing moves as it loads), the stage name, genres and location, the short and long bio, the upcoming release,
 * the featured tracks with the browser's own players (on the page, with "Leave feedback" for a signed-in viewer who
 * may comment, an island of the public page: item 4), achievements, links (new tab), the verified certificate linking to its public check, and the PDF. Text
 * is always text: a kit never carries markup.
 */
import { BadgeCheck, Download, ExternalLink, MapPin } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { epkPageMessages as m } from '@shared/messages/press-kit-pages';
import type { Epk } from '@shared/schemas/press-kits';
import { NewTabHint } from '@web/components/new-tab-hint';
import { Badge } from '@web/components/ui/badge';
import { buttonVariants } from '@web/components/ui/button';
import { formatLongDay } from '@web/lib/format-date';
import { Island } from '@web/lib/island';
import { cn } from '@web/lib/utils';
import { photoSrcSet } from '../utils/format-duration';
import { LeaveFeedbackLink } from './leave-feedback-link';
import { TrackPlayer } from './track-player';

export interface EpkViewProps {
  kit: Epk;
  /** The heading level of the stage name: 1 on the public page, 2 in the editor's preview. */
  headingLevel: 1 | 2;
  /** The photo is the page's largest image: fetched first on the public page, lazily in the preview. */
  eagerPhoto?: boolean;
  /**
   * Whether each featured track offers "Leave feedback" to a signed-in viewer who may comment on it (an agent, a
   * mentor, an admin): on the public page, not in the editor's preview.
   */
  feedbackLinks?: boolean;
}

/** Paragraphs of a multi-line text. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .filter((part) => part.trim() !== '')
        .map((part, index) => (
          <p key={index} className="whitespace-pre-line">
            {part}
          </p>
        ))}
    </>
  );
}

/** The kit's page content. */
export function EpkView({ kit, headingLevel, eagerPhoto = false, feedbackLinks = false }: EpkViewProps) {
  const prefix = useId();
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Section = headingLevel === 1 ? 'h2' : 'h3';
  const name = kit.stageName || m.unnamed;
  const sectionId = (part: string) => `${prefix}-${part}`;
  const section = (part: string, title: string, body: ReactNode) => (
    <section aria-labelledby={sectionId(part)} className="space-y-3">
      <Section id={sectionId(part)} className="text-xl font-bold">
        {title}
      </Section>
      {body}
    </section>
  );
  const hasContent =
    kit.shortBio || kit.longBio || kit.releasePlan || kit.featuredTracks.length || kit.achievements.length;

  return (
    <article className="space-y-8" aria-labelledby={sectionId('name')}>
      <div className="grid items-start gap-6 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        {kit.photo && kit.photo.sizes.length > 0 && (
          <div className="aspect-square w-full max-w-56 overflow-hidden rounded-xl bg-muted">
            <img
              src={kit.photo.sizes[Math.min(1, kit.photo.sizes.length - 1)]!.url}
              srcSet={photoSrcSet(kit.photo.sizes)}
              sizes="(min-width: 640px) 14rem, 100vw"
              alt={m.photoAlt(name)}
              width={224}
              height={224}
              loading={eagerPhoto ? 'eager' : 'lazy'}
              fetchPriority={eagerPhoto ? 'high' : undefined}
              decoding="async"
              className="size-full object-cover"
            />
          </div>
        )}
        <div className="min-w-0 space-y-3">
          <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">
            {m.pressKit}
          </p>
          <Title
            id={sectionId('name')}
            className="text-3xl font-black tracking-tight break-words sm:text-4xl"
          >
            {name}
          </Title>
          {kit.location && (
            <p className="flex items-center gap-1 text-muted-foreground">
              <MapPin aria-hidden className="size-4 shrink-0" />
              <span className="sr-only">{m.location}: </span>
              {kit.location}
            </p>
          )}
          {kit.genres.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={m.genres}>
              {kit.genres.map((genre) => (
                <li key={genre}>
                  <Badge variant="secondary">{genre}</Badge>
                </li>
              ))}
            </ul>
          )}
          {kit.shortBio && <p className="text-lg break-words">{kit.shortBio}</p>}
          <a
            href={kit.pdfUrl}
            download
            className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'w-fit')}
          >
            <Download aria-hidden />
            {m.downloadPdf}
          </a>
        </div>
      </div>

      {!hasContent && <p className="text-muted-foreground">{m.empty}</p>}

      {kit.longBio &&
        section(
          'bio',
          m.biography,
          <div className="space-y-3 break-words">
            <Paragraphs text={kit.longBio} />
          </div>,
        )}

      {kit.featuredTracks.length > 0 &&
        section(
          'tracks',
          m.tracks,
          <ul className="grid gap-3">
            {kit.featuredTracks.map((track) => (
              <li key={track.id}>
                <TrackPlayer track={track} id={`${prefix}-track-${track.id}`}>
                  {feedbackLinks && (
                    // An island of the public page: hydrated only for a signed-in visitor (docs/decisions/0004).
                    <Island
                      name="leave-feedback"
                      component={LeaveFeedbackLink}
                      props={{ trackId: track.id, title: track.title, kitPublished: kit.isPublished }}
                      when="signed-in"
                    />
                  )}
                </TrackPlayer>
              </li>
            ))}
          </ul>,
        )}

      {kit.releasePlan &&
        section(
          'release',
          m.releasePlan,
          <div className="space-y-3 break-words">
            <Paragraphs text={kit.releasePlan} />
          </div>,
        )}

      {kit.achievements.length > 0 &&
        section(
          'achievements',
          m.achievements,
          <ul className="list-disc space-y-1 pl-5 break-words">
            {kit.achievements.map((achievement, index) => (
              <li key={index}>{achievement}</li>
            ))}
          </ul>,
        )}

      {kit.links.length > 0 &&
        section(
          'links',
          m.links,
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {kit.links.map((link, index) => (
              <li key={index}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {link.label}
                  <ExternalLink aria-hidden className="size-3" />
                  <NewTabHint />
                </a>
              </li>
            ))}
          </ul>,
        )}

      {kit.certificate &&
        section(
          'certificate',
          m.certificate,
          <div className="flex flex-wrap items-center gap-3 rounded-lg border p-4">
            <BadgeCheck aria-hidden className="size-6 shrink-0 text-primary" />
            <p className="min-w-0 flex-1">
              {m.certificateLine(kit.certificate.programName, formatLongDay(kit.certificate.completionDate))}
            </p>
            <a
              href={`/verify/${encodeURIComponent(kit.certificate.certificateId)}`}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              {m.verify}
            </a>
          </div>,
        )}
    </article>
  );
}
