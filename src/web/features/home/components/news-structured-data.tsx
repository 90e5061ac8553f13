import { news } from '@content/news';
import { site } from '@web/lib/site';
import { buildNewsJsonLd, serializeJsonLd } from '../utils/news-json-ld';

const json = serializeJsonLd(buildNewsJsonLd(news, site.brandName));

/** The news ItemList as `application/ld+json` (site-and-portals.md §2.4 item 6); in the prerendered HTML. */
export function NewsStructuredData() {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
