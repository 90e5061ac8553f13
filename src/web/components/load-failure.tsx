/**
 * The one view of a failed load (training-program.md §8 "Dashboard", "Module", "Quiz", "Directory",
 * "Certificates", "Error loading courses"; site-and-portals.md §3 "Session/user"): the text, announced, and 'Try
 * again'. Two variants:
 *
 * - `inline` (default): a part of a page, the text beside a small 'Try again' in a bordered box, the box announced.
 * - `page`: the whole page, a centred card with an optional page heading (`<h1>`), the text announced and a full-width
 *   'Try again'.
 */
import { cva, type VariantProps } from 'class-variance-authority';
import { TriangleAlert } from 'lucide-react';
import { RetryButton } from '@web/components/retry-button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';

/** The frame of each variant. */
const loadFailureVariants = cva('', {
  variants: {
    variant: {
      inline: 'flex flex-wrap items-center gap-3 rounded-md border border-destructive p-4',
      page: 'animate-page-fade-in mx-auto w-full max-w-md px-4 py-16 sm:py-20',
    },
  },
  defaultVariants: { variant: 'inline' },
});

export interface LoadFailureProps extends VariantProps<typeof loadFailureVariants> {
  /** The §8 text, e.g. 'Failed to load modules'. */
  text: string;
  /** The page heading of the `page` variant, e.g. 'Error loading courses'; none in the `inline` one. */
  title?: string;
  /** Reads the data again. */
  onRetry: () => void;
  /** The retry is in flight. */
  retrying: boolean;
  className?: string;
}

/** A failed load with 'Try again' (see the module comment). */
export function LoadFailure({ text, title, onRetry, retrying, variant, className }: LoadFailureProps) {
  if (variant === 'page') {
    return (
      <div className={cn(loadFailureVariants({ variant }), className)}>
        <Card className="w-full">
          <CardHeader className="items-center text-center">
            <div
              aria-hidden
              className="mb-2 flex size-12 items-center justify-center rounded-full bg-muted text-error [&_svg]:size-6"
            >
              <TriangleAlert />
            </div>
            {title && <h1 className="text-2xl font-black leading-tight tracking-tight">{title}</h1>}
            <CardDescription role="alert" className="text-base">
              {text}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <RetryButton onRetry={onRetry} retrying={retrying} className="w-full" />
          </CardContent>
        </Card>
      </div>
    );
  }
  return (
    <div role="alert" className={cn(loadFailureVariants({ variant }), className)}>
      <p className="flex items-center gap-2 font-medium text-error">
        <TriangleAlert aria-hidden className="size-5 shrink-0" />
        {text}
      </p>
      <RetryButton onRetry={onRetry} retrying={retrying} size="sm" />
    </div>
  );
}
