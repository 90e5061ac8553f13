import { homeMessages } from '@shared/messages/site';
import { releases } from '@content/releases';
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from '@web/components/ui/carousel';
import { ReleaseCard } from './release-card';
import { SectionHeading } from './section-heading';

/**
 * Latest Releases (site-and-portals.md §2.4 item 3, §9): a carousel of the five releases, 1 slide per view on
 * small screens, 2 on medium and 4 on large; the arrows (next to the heading) only from `md` up. On phones the
 * carousel is swiped; arrow keys work at every size.
 */
export function ReleasesSection() {
  return (
    <section aria-labelledby="releases-title" className="border-y border-border/60 bg-muted/40">
      <Carousel
        opts={{ align: 'start' }}
        aria-label={homeMessages.releasesLabel}
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24"
      >
        <div className="flex items-end justify-between gap-4">
          <SectionHeading id="releases-title" eyebrow={homeMessages.releasesEyebrow}>
            {homeMessages.releasesTitle}
          </SectionHeading>
          <div className="hidden gap-2 md:flex">
            <CarouselPrevious
              className="static hidden translate-none md:inline-flex"
              aria-label={homeMessages.previousReleases}
            />
            <CarouselNext
              className="static hidden translate-none md:inline-flex"
              aria-label={homeMessages.nextReleases}
            />
          </div>
        </div>
        <CarouselContent className="mt-10">
          {releases.map((release, index) => (
            <CarouselItem
              key={release.title}
              className="basis-full md:basis-1/2 lg:basis-1/4"
              aria-label={homeMessages.slidePosition(index + 1, releases.length)}
            >
              <ReleaseCard release={release} />
            </CarouselItem>
          ))}
        </CarouselContent>
      </Carousel>
    </section>
  );
}
