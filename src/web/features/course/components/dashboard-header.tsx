/**
 * The dashboard's header (training-program.md §2 item 4): the greeting with the stage name, else the name, else
 * 'Artist' ("Welcome" on the first visit, "Welcome back" once a module was opened), and the email; buttons to the learning area (the same course's other view, /learning), the artist
 * directory, certificates, file manager and admin (shown to everyone, §6: /admin itself refuses non-admins) and
 * Sign Out, which leads back to /program-auth. §8 'Failed to
 * load profile' with 'Try again' when the profile cannot be read.
 */
import { Award, FolderOpen, GraduationCap, Loader2, LogOut, Shield, Users } from 'lucide-react';
import { Link } from 'react-router';
import { programDashboardMessages as m, programPageMessages } from '@shared/messages/program';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { LoadFailure } from '@web/components/load-failure';
import type { GateAccount } from '@web/lib/auth/components/session-gate';
import { useProgramDashboard } from '../api/get-program-dashboard';
import { greetingNameOf } from '../utils/greeting';
import { learningPaths } from '../utils/learning-paths';
import { programPaths } from '../utils/program-paths';

const LINKS = [
  { to: learningPaths.course, label: m.buttons.learning, icon: GraduationCap },
  { to: programPaths.directory, label: m.buttons.directory, icon: Users },
  { to: programPaths.certificates, label: m.buttons.certificates, icon: Award },
  { to: programPaths.fileManager, label: m.buttons.fileManager, icon: FolderOpen },
  { to: programPaths.admin, label: m.buttons.admin, icon: Shield },
] as const;

export function DashboardHeader({ account }: { account: GateAccount }) {
  const profile = useProgramDashboard((dashboard) => dashboard.profile);
  // "Welcome back" once the learner has been into a module; "Welcome" on the first visit.
  const returning = useProgramDashboard((dashboard) => dashboard.course.lastModuleId !== null).data ?? true;
  const welcome = returning ? m.welcome : m.welcomeFirst;
  return (
    <header className="flex flex-col gap-6 border-b pb-8 lg:flex-row lg:items-end lg:justify-between">
      <div className="min-w-0 space-y-2">
        {profile.data ? (
          <>
            <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">
              {welcome(greetingNameOf(profile.data))}
            </h1>
            <p className="break-all text-muted-foreground">{profile.data.email}</p>
          </>
        ) : profile.isError ? (
          <>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{m.welcome(m.fallbackName)}</h1>
            <LoadFailure
              text={m.profileFailure}
              onRetry={() => void profile.refetch()}
              retrying={profile.isFetching}
            />
          </>
        ) : (
          <>
            <h1 className="sr-only">{m.loading}</h1>
            <Skeleton className="h-10 w-72 max-w-full" />
            <Skeleton className="h-5 w-56 max-w-full" />
          </>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <nav aria-label={programPageMessages.dashboard.navigationLabel}>
          <ul className="flex flex-wrap gap-2">
            {LINKS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Button asChild variant="outline" size="sm">
                  <Link to={to}>
                    <Icon aria-hidden />
                    {label}
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        </nav>
        <Button type="button" size="sm" onClick={account.signOut} disabled={account.signingOut}>
          {account.signingOut ? <Loader2 className="animate-spin" aria-hidden /> : <LogOut aria-hidden />}
          {m.buttons.signOut}
        </Button>
      </div>
    </header>
  );
}
