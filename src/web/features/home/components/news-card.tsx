import { NEWS_IMAGE_SIZE, type NewsArticle, type NewsCategory } from '@content/news';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { formatCalendarDay } from '@web/lib/format-date';

const badgeVariant: Record<NewsCategory, 'default' | 'accent' | 'secondary'> = {
  Announcements: 'default',
  Touring: 'accent',
  Releases: 'secondary',
};

/**
 * One news article (site-and-portals.md §2.4 item 6): image, category badge, date, title and excerpt. The date is
 * a `<time>` with the ISO value and a fixed English, UTC rendering (identical on server and client).
 */
export function NewsCard({ article }: { article: NewsArticle }) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <article
        id={`news-${article.id}`}
        aria-labelledby={`news-${article.id}-title`}
        className="flex h-full flex-col"
      >
        <img
          src={article.image}
          alt={article.imageAlt}
          width={NEWS_IMAGE_SIZE.width}
          height={NEWS_IMAGE_SIZE.height}
          decoding="async"
          loading="lazy"
          className="aspect-8/5 w-full bg-muted object-cover"
        />
        <div className="flex flex-1 flex-col gap-3 p-6">
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            <Badge variant={badgeVariant[article.category]}>{article.category}</Badge>
            <time dateTime={article.date}>{formatCalendarDay(article.date)}</time>
          </div>
          <h3 id={`news-${article.id}-title`} className="text-xl leading-snug font-bold text-balance">
            {article.title}
          </h3>
          <p className="text-muted-foreground">{article.excerpt}</p>
        </div>
      </article>
    </Card>
  );
}
