/**
 * The signed-in artist portal (site-and-portals.md §2.5): a greeting by stage name, else name, else email; a
 * sign-out button; and five cards opening the external forms and the booking page in a new tab.
 */
import { ExternalLink, Loader2, LogOut } from 'lucide-react';
import type { SessionInfo } from '@shared/auth/session';
import { greetingName } from '@shared/auth/session';
import { accountFormMessages, artistPortalMessages, sessionMessages } from '@shared/messages/auth';
import { NewTabHint } from '@web/components/new-tab-hint';
import { Button } from '@web/components/ui/button';
import { portalLinks, type PortalLink } from '../utils/portal-links';

export interface ArtistDashboardProps {
  session: SessionInfo;
  onSignOut: () => void;
  signingOut: boolean;
}

/** The greeting, the sign-out button and the link cards. */
export function ArtistDashboard({ session, onSignOut, signingOut }: ArtistDashboardProps) {
  return (
    <div className="animate-page-fade-in mx-auto max-w-6xl px-4 pt-16 pb-20 sm:px-6 sm:pt-20">
      <header className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">
            {artistPortalMessages.title}
          </p>
          <h1 className="mt-3 text-4xl font-black tracking-tight break-words sm:text-5xl">
            {artistPortalMessages.welcome(greetingName(session))}
          </h1>
          <p className="mt-3 text-muted-foreground">
            {accountFormMessages.signedInAs}{' '}
            <span className="font-medium text-foreground">{session.user.email}</span>
          </p>
        </div>
        <Button
          type="button"
          variant="outline"
          onClick={onSignOut}
          disabled={signingOut}
          className="self-start"
        >
          {signingOut ? <Loader2 className="animate-spin" aria-hidden /> : <LogOut aria-hidden />}
          {signingOut ? sessionMessages.signingOut : accountFormMessages.signOut}
        </Button>
      </header>

      <section aria-labelledby="portal-links-heading" className="mt-12">
        <h2 id="portal-links-heading" className="text-2xl font-bold">
          {artistPortalMessages.toolsTitle}
        </h2>
        <p className="mt-2 text-muted-foreground">{artistPortalMessages.toolsLead}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {portalLinks.map((link) => (
            <li key={link.id} className="flex">
              <PortalLinkCard link={link} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** One link card: the whole card is the link, opening a new tab. */
function PortalLinkCard({ link }: { link: PortalLink }) {
  const Icon = link.icon;
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      className="group flex w-full flex-col gap-3 rounded-xl border bg-card p-6 text-card-foreground shadow-sm transition-colors hover:border-primary/60 hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <span className="flex items-center justify-between">
        <span className="flex size-11 items-center justify-center rounded-full bg-muted text-foreground">
          <Icon className="size-5" aria-hidden />
        </span>
        <ExternalLink
          className="size-4 text-muted-foreground transition-colors group-hover:text-foreground"
          aria-hidden
        />
      </span>
      <span className="text-lg font-bold">{link.title}</span>
      <span className="text-sm text-muted-foreground">{link.description}</span>
      <NewTabHint />
    </a>
  );
}
