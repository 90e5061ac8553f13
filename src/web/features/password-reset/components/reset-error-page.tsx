/**
 * The reset-error screen of the artist portal, the agent portal and the program (site-and-portals.md §2.14, §8
 * "Reset-error reasons"): why the link could not be used (`missing_token`, `session_expired`, else `invalid`) and a
 * way to request a new link, or to go back to sign in.
 */
import { LinkIcon, RotateCcw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { RESET_PATHS, type ResetPortal } from '@shared/auth/portals';
import { resetErrorHeadings, resetMessages, resetPageMessages } from '@shared/messages/auth';
import { Button } from '@web/components/ui/button';
import { parseResetErrorReason } from '../utils/reset-errors';
import { ResetCard } from './reset-card';

/** `/portal/reset-error`, `/agent-portal/reset-error` and `/program-reset-error`, each `?reason=…` (§2.1). */
export function ResetErrorPage({ portal }: { portal: ResetPortal }) {
  const [search] = useSearchParams();
  const reason = parseResetErrorReason(search.get('reason'));
  const paths = RESET_PATHS[portal];
  return (
    <ResetCard
      icon={LinkIcon}
      tone="error"
      title={resetErrorHeadings[reason]}
      description={resetMessages.errorReasons[reason]}
    >
      <p className="text-center text-sm text-muted-foreground">{resetPageMessages.requestNewHint}</p>
      <Button asChild size="lg" className="w-full">
        <Link to={paths.forgot}>
          <RotateCcw aria-hidden />
          {resetPageMessages.requestNew}
        </Link>
      </Button>
      <Button asChild variant="outline" className="w-full">
        <Link to={paths.login}>{resetMessages.backToLogin}</Link>
      </Button>
    </ResetCard>
  );
}
