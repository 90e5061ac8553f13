import { ExternalLink } from 'lucide-react';
import { homeMessages } from '@shared/messages/site';
import { NewTabHint } from '@web/components/new-tab-hint';
import { Button } from '@web/components/ui/button';
import { site } from '@web/lib/site';
import { HeroMosaic } from './hero-mosaic';

/**
 * Hero (site-and-portals.md §2.4 item 1): the artist mosaic with a centred card holding the group name (the
 * page's only `<h1>`), the tagline and the 'Submit Demo to A&R' button to the external demo form (new tab). The
 * card comes first in the markup, so headings and reading order start with it; a scrim keeps the mosaic quiet
 * behind it and blends into the page below.
 */
export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate h-[calc(100svh-4rem)] max-h-[860px] min-h-[560px]"
    >
      <div className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center p-4">
        <div className="pointer-events-auto w-full max-w-xl rounded-2xl border border-border/60 bg-card/90 p-6 text-center text-card-foreground shadow-2xl backdrop-blur-md sm:p-10">
          <h1
            id="hero-title"
            className="text-4xl font-black tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {site.brandName}
          </h1>
          <p className="mx-auto mt-4 max-w-md text-base text-muted-foreground sm:text-lg">
            {homeMessages.tagline}
          </p>
          <Button asChild size="lg" className="mt-8">
            <a href={site.urls.demoForm} target="_blank" rel="noopener noreferrer">
              {homeMessages.submitDemo}
              <ExternalLink aria-hidden />
              <NewTabHint />
            </a>
          </Button>
        </div>
      </div>
      <HeroMosaic />
      <div
        className="pointer-events-none absolute inset-0 bg-linear-to-b from-background/20 via-background/35 to-background"
        aria-hidden
      />
    </section>
  );
}
