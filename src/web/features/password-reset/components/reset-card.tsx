/**
 * The frame of every reset screen (site-and-portals.md §2.14): a centred card with an icon, the page heading and
 * a short description, laid out like the other account pages (`AuthCard`). Unlike that card, the heading can take
 * focus, so a screen that replaces another in place (form -> 'Check Your Email' -> form) announces itself.
 */
import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';

export interface ResetCardProps {
  icon: LucideIcon;
  /** The page's `<h1>`. */
  title: string;
  description?: ReactNode;
  /** Move focus to the heading when the card appears (a screen that replaced another one in place). */
  focusHeading?: boolean;
  /** Colours the icon: `success` green, `error` red, else the brand colour. */
  tone?: 'default' | 'success' | 'error';
  children?: ReactNode;
}

const toneClasses = {
  default: 'bg-primary/10 text-primary',
  success: 'bg-success/10 text-success',
  error: 'bg-error/10 text-error',
} as const;

/** One reset screen: icon, `<h1>`, description and content, in a card centred on the page (§2.14). */
export function ResetCard({
  icon: Icon,
  title,
  description,
  focusHeading = false,
  tone = 'default',
  children,
}: ResetCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  return (
    <div className="animate-page-fade-in mx-auto w-full max-w-md px-4 py-16 sm:py-20">
      <Card className="w-full">
        <CardHeader className="items-center text-center">
          <span
            className={cn('mb-2 flex size-12 items-center justify-center rounded-full', toneClasses[tone])}
          >
            <Icon className="size-6" aria-hidden />
          </span>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-black leading-tight tracking-tight focus:outline-none"
          >
            {title}
          </h1>
          {description && <CardDescription className="text-base">{description}</CardDescription>}
        </CardHeader>
        {children && <CardContent className="grid gap-4">{children}</CardContent>}
      </Card>
    </div>
  );
}
