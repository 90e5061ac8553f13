/**
 * The frame of a detail view opened from an admin list (an inbox item, an allow-list entry, a person): 'Back' to the
 * list with its filter, then the item — or its loading state, "does not exist" for an id the server does not know
 * (404, or 400 for one that cannot be an id), or the load failure with 'Try again'.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadFailure } from '@web/components/load-failure';
import { Loading } from '@web/components/loading';
import { buttonVariants } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';

export interface DetailFrameProps<T> {
  /** The item's query. */
  query: UseQueryResult<T>;
  /** The address of the list, and what is called as the admin goes back to it. */
  backHref: string;
  onBack: () => void;
  messages: { back: string; loading: string; notFound: string; loadFailure: string };
  /** The item, once loaded. */
  children: (data: T) => ReactNode;
}

export function DetailFrame<T>({ query, backHref, onBack, messages, children }: DetailFrameProps<T>) {
  const missing =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  return (
    <div className="space-y-4">
      <Link to={backHref} onClick={onBack} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        <ArrowLeft aria-hidden />
        {messages.back}
      </Link>
      {query.isPending ? (
        <Loading label={messages.loading} />
      ) : missing ? (
        <p role="alert" className="font-medium text-error">
          {messages.notFound}
        </p>
      ) : query.isError ? (
        <LoadFailure
          text={messages.loadFailure}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        children(query.data)
      )}
    </div>
  );
}

export interface DetailArticleProps {
  /** The `<h3>`'s id; a new id (another item opened) moves the focus to it, where keyboard and screen reader users start. */
  headingId: string;
  title: ReactNode;
  /** `break-all` for an email, else `break-words`. */
  breakClass?: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** What stands by the heading (badges, actions). */
  aside: ReactNode;
  children: ReactNode;
}

/** The item of a detail view: its header, then `children`. */
export function DetailArticle(props: DetailArticleProps) {
  const { headingId } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [headingId]);
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-6 rounded-xl border bg-card p-4 text-card-foreground sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h3
            id={headingId}
            ref={heading}
            tabIndex={-1}
            className={`text-xl font-bold ${props.breakClass ?? 'break-words'} focus-visible:outline-none`}
          >
            {props.title}
          </h3>
          {props.subtitle}
        </div>
        {props.aside}
      </header>
      {props.children}
    </article>
  );
}
