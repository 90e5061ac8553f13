import { ShoppingBag } from 'lucide-react';
import { homeMessages } from '@shared/messages/site';
import { merchandise } from '@content/merchandise';
import { NewTabHint } from '@web/components/new-tab-hint';
import { Button } from '@web/components/ui/button';
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from '@web/components/ui/carousel';
import { site } from '@web/lib/site';
import { MerchandiseCard } from './merchandise-card';
import { SectionHeading } from './section-heading';

/**
 * Store (site-and-portals.md §2.4 item 4, §9): heading with a 'Shop All' button to the external print-on-demand
 * shop (new tab) and a carousel of the eight products, 2 per view on phones, 3 on medium, 5 on large; arrows from
 * `md` up.
 */
export function StoreSection() {
  return (
    <section aria-labelledby="store-title">
      <Carousel
        opts={{ align: 'start' }}
        aria-label={homeMessages.productsLabel}
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24"
      >
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="store-title" eyebrow={homeMessages.storeEyebrow}>
            {homeMessages.storeTitle}
          </SectionHeading>
          <div className="flex items-center gap-2">
            <Button asChild variant="outline">
              <a href={site.urls.shop} target="_blank" rel="noopener noreferrer">
                <ShoppingBag aria-hidden />
                {homeMessages.shopAll}
                <NewTabHint />
              </a>
            </Button>
            <CarouselPrevious
              className="static hidden translate-none md:inline-flex"
              aria-label={homeMessages.previousProducts}
            />
            <CarouselNext
              className="static hidden translate-none md:inline-flex"
              aria-label={homeMessages.nextProducts}
            />
          </div>
        </div>
        <CarouselContent className="mt-10">
          {merchandise.map((item, index) => (
            <CarouselItem
              key={item.name}
              className="basis-1/2 md:basis-1/3 lg:basis-1/5"
              aria-label={homeMessages.slidePosition(index + 1, merchandise.length)}
            >
              <MerchandiseCard item={item} />
            </CarouselItem>
          ))}
        </CarouselContent>
      </Carousel>
    </section>
  );
}
