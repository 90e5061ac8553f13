/** A link back to a page one level up (the dashboard, the course): a button-styled link with a left arrow. */
import { ArrowLeft } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';

export interface BackLinkProps extends Pick<ComponentProps<typeof Button>, 'variant' | 'size' | 'className'> {
  /** An in-app path. */
  to: string;
  children: ReactNode;
}

export function BackLink({ to, children, variant = 'outline', ...button }: BackLinkProps) {
  return (
    <Button asChild variant={variant} {...button}>
      <Link to={to}>
        <ArrowLeft aria-hidden />
        {children}
      </Link>
    </Button>
  );
}
