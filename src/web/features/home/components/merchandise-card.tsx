import { homeMessages } from '@shared/messages/site';
import { MERCHANDISE_IMAGE_SIZE, type MerchandiseItem } from '@content/merchandise';
import { NewTabHint } from '@web/components/new-tab-hint';
import { site } from '@web/lib/site';

/** One product of the store carousel (site-and-portals.md §2.4 item 4): image and name, linking to the shop. */
export function MerchandiseCard({ item }: { item: MerchandiseItem }) {
  return (
    <a
      href={site.urls.shop}
      target="_blank"
      rel="noopener noreferrer"
      className="group block rounded-xl focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <span className="block overflow-hidden rounded-xl border border-border/60 bg-muted">
        <img
          src={item.image}
          alt={homeMessages.productAlt(item.name)}
          width={MERCHANDISE_IMAGE_SIZE.width}
          height={MERCHANDISE_IMAGE_SIZE.height}
          decoding="async"
          loading="lazy"
          className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
        />
      </span>
      <span className="mt-3 block text-sm font-semibold leading-snug group-hover:underline group-hover:underline-offset-4">
        {item.name}
      </span>
      <NewTabHint />
    </a>
  );
}
