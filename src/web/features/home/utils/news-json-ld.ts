/**
 * Structured data of the home page news (site-and-portals.md §2.4 item 6: "emits structured data describing the
 * list as news articles published by the group"): a schema.org ItemList of NewsArticle items, each published
 * and authored by the group as an Organization.
 */
import type { NewsArticle } from '@content/news';

/**
 * Builds the ItemList.
 *
 * @param articles - the news, in display order (positions start at 1).
 * @param brandName - the group's name, publisher and author of every article.
 * @returns a plain JSON-serialisable object.
 */
export function buildNewsJsonLd(articles: readonly NewsArticle[], brandName: string) {
  const organization = { '@type': 'Organization', name: brandName } as const;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Latest News',
    itemListElement: articles.map((article, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'NewsArticle',
        '@id': `#news-${article.id}`,
        headline: article.title,
        datePublished: article.date,
        articleSection: article.category,
        description: article.excerpt,
        image: article.image,
        publisher: organization,
        author: organization,
      },
    })),
  };
}

/**
 * Serialises JSON-LD for an inline `<script>`: `<`, `>`, `&` and the JavaScript line separators are escaped as
 * `\uXXXX`, so no text in the data can close the script element or start a comment.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
