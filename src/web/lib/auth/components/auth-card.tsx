/**
 * The centred card every account page uses (site-and-portals.md §2.5, §2.14; training-program.md §2 item 3): an
 * optional icon, the page's heading (`<h1>`), a description, the body and an optional footer.
 */
import type * as React from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';

export interface AuthCardProps {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** A decorative icon above the title. */
  icon?: React.ReactNode;
  /** Under the body, e.g. the sign-in / create-account toggle. */
  footer?: React.ReactNode;
  /** Id of the heading, for `aria-labelledby`. */
  titleId?: string;
  className?: string;
  children?: React.ReactNode;
}

/** An account page's card: centred, at most 28rem wide, the title as the page heading. */
export function AuthCard({ title, description, icon, footer, titleId, className, children }: AuthCardProps) {
  return (
    <div className="animate-page-fade-in mx-auto w-full max-w-md px-4 py-16 sm:py-20">
      <Card className={cn('w-full', className)}>
        <CardHeader className="items-center text-center">
          {icon && (
            <div
              aria-hidden
              className="mb-2 flex size-12 items-center justify-center rounded-full bg-muted text-foreground [&_svg]:size-6"
            >
              {icon}
            </div>
          )}
          <h1 id={titleId} className="text-2xl font-black leading-tight tracking-tight">
            {title}
          </h1>
          {description && <CardDescription className="text-base">{description}</CardDescription>}
        </CardHeader>
        {children !== undefined && <CardContent>{children}</CardContent>}
        {footer && <CardFooter className="flex-col gap-3 text-center text-sm">{footer}</CardFooter>}
      </Card>
    </div>
  );
}
