/** One subsidiary label as a card (site-and-portals.md §2.6). */
import { ExternalLink } from 'lucide-react';
import { publicPageMessages } from '@shared/messages/site';
import type { Subsidiary } from '@content/subsidiaries';
import { NewTabHint } from '@web/components/new-tab-hint';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { site } from '@web/lib/site';

/** A label's banner, name, founding year, focus line, description, three highlight tags and a visit link. */
export function SubsidiaryCard({ subsidiary }: { subsidiary: Subsidiary }) {
  const { id, name, established, focus, description, highlights, socialKey, image } = subsidiary;
  const headingId = `subsidiary-${id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt=""
        className="aspect-[16/7] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-4 p-6">
        <div>
          <p className="text-xs font-semibold tracking-widest text-muted-foreground uppercase">
            {`Est. ${established}`}
          </p>
          <h2 id={headingId} className="mt-1 text-2xl font-black tracking-tight">
            {name}
          </h2>
          <p className="mt-2 font-semibold">{focus}</p>
        </div>
        <p className="text-muted-foreground">{description}</p>
        <ul className="flex flex-wrap gap-2" aria-label={`${name} highlights`}>
          {highlights.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">{tag}</Badge>
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-2">
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <a href={site.urls.social[socialKey]} target="_blank" rel="noopener noreferrer">
              {publicPageMessages.subsidiaries.visit(name)}
              <ExternalLink aria-hidden />
              <NewTabHint />
            </a>
          </Button>
        </div>
      </div>
    </article>
  );
}
