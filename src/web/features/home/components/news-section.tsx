import { homeMessages } from '@shared/messages/site';
import { news } from '@content/news';
import { NewsCard } from './news-card';
import { NewsStructuredData } from './news-structured-data';
import { SectionHeading } from './section-heading';

/**
 * News (site-and-portals.md §2.4 item 6): the three articles in a grid of 1, 2 and 3 columns by screen size,
 * plus their structured data (an ItemList of NewsArticle).
 */
export function NewsSection() {
  return (
    <section aria-labelledby="news-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24">
      <SectionHeading id="news-title" eyebrow={homeMessages.newsEyebrow}>
        {homeMessages.newsTitle}
      </SectionHeading>
      <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {news.map((article) => (
          <li key={article.id}>
            <NewsCard article={article} />
          </li>
        ))}
      </ul>
      <NewsStructuredData />
    </section>
  );
}
