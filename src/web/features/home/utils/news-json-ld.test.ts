import { describe, expect, it } from 'vitest';
import { news, type NewsArticle } from '@content/news';
import { buildNewsJsonLd, serializeJsonLd } from './news-json-ld';

describe('news structured data (§2.4 item 6)', () => {
  it('is an ItemList of NewsArticle published and authored by the group', () => {
    const data = buildNewsJsonLd(news, 'GBF Music Group');
    expect(data['@type']).toBe('ItemList');
    expect(data.itemListElement).toHaveLength(news.length);
    data.itemListElement.forEach((entry, index) => {
      const article = news[index]!;
      expect(entry).toMatchObject({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'NewsArticle',
          headline: article.title,
          datePublished: article.date,
          articleSection: article.category,
          description: article.excerpt,
          publisher: { '@type': 'Organization', name: 'GBF Music Group' },
          author: { '@type': 'Organization', name: 'GBF Music Group' },
        },
      });
      expect(entry.item.image).toMatch(/^(\/|https?:)/);
    });
  });

  it('cannot close the script element', () => {
    const hostile: NewsArticle = {
      ...news[0]!,
      title: '</script><script>alert(1)</script>',
      excerpt: 'a & b > c',
    };
    const text = serializeJsonLd(buildNewsJsonLd([hostile], 'X'));
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text).itemListElement[0].item.headline).toBe(hostile.title);
  });
});
