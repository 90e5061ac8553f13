/**
 * /account (issue "One course, one record per learner, and completion that means something" item 6;
 * docs/decisions/0015): the account's details (the name certificates print, the stage name, the email) and the
 * password change, for any signed-in account with access.
 */
import { KeyRound, UserRound } from 'lucide-react';
import { accountPageMessages as m } from '@shared/messages/account';
import { LoadFailure } from '@web/components/load-failure';
import { Loading } from '@web/components/loading';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { useSession } from '@web/lib/auth/api/get-session';
import { useAccount } from '../api/get-account';
import { AccountDetailsForm } from './account-details-form';
import { PasswordChangeForm } from './password-change-form';

/** The page's content for a signed-in account with access: its heading, then both forms once the account loads. */
export function AccountPage() {
  const query = useAccount();
  // Learners (artist access) earn certificates; agents, and staff who are not learners, do not.
  const learner = useSession().data?.access.artist ?? true;
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">{m.title}</h1>
        <p className="text-muted-foreground">{m.lead}</p>
      </div>
      {query.isPending && <Loading label={m.loading} />}
      {query.isError && (
        <LoadFailure text={m.loadFailure} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {query.data && (
        <>
          <Card role="region" aria-labelledby="account-details-title">
            <CardHeader>
              <h2 id="account-details-title" className="flex items-center gap-2 text-xl font-bold">
                <UserRound aria-hidden className="size-5 text-primary" />
                {m.detailsTitle}
              </h2>
            </CardHeader>
            <CardContent>
              <AccountDetailsForm account={query.data} learner={learner} />
            </CardContent>
          </Card>
          <Card role="region" aria-labelledby="account-password-title">
            <CardHeader>
              <h2 id="account-password-title" className="flex items-center gap-2 text-xl font-bold">
                <KeyRound aria-hidden className="size-5 text-primary" />
                {m.passwordTitle}
              </h2>
              <p className="text-sm text-muted-foreground">{m.passwordLead}</p>
            </CardHeader>
            <CardContent>
              <PasswordChangeForm email={query.data.email} />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
