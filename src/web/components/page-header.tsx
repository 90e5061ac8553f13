/**
 * The header of a page of the program's tools (/admin, /file-manager): the page's one `<h1>`, its subtitle, and a
 * back link on the right from the small breakpoint up.
 */
import { BackLink } from '@web/components/back-link';

export interface PageHeaderProps {
  title: string;
  subtitle: string;
  /** Where the back link goes (an in-app path) and its text. */
  back: { to: string; label: string };
}

export function PageHeader({ title, subtitle, back }: PageHeaderProps) {
  return (
    <header className="flex flex-col gap-4 border-b pb-8 sm:flex-row sm:items-end sm:justify-between">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-muted-foreground">{subtitle}</p>
      </div>
      <BackLink to={back.to} size="sm">
        {back.label}
      </BackLink>
    </header>
  );
}
