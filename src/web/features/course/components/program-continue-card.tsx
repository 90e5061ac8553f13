/**
 * "Continue where you left off" on the members dashboard (issue "One course"; issue 38 item 4): the module the artist
 * touched last, or, once that one is completed, the next open one (`continueModule`), saying it follows the completed
 * one; with its title and a link to its page.
 */
import { ArrowRight, History } from 'lucide-react';
import { Link } from 'react-router';
import { programDashboardMessages, programPageMessages } from '@shared/messages/program';
import type { ModuleCard } from '@shared/schemas/learning';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { programPaths } from '../utils/program-paths';

const t = programPageMessages.dashboard;

export function ProgramContinueCard({ module, after }: { module: ModuleCard; after: ModuleCard | null }) {
  return (
    <Card role="region" aria-labelledby="continue-title">
      <CardContent className="flex flex-wrap items-center justify-between gap-4 pt-6">
        <div className="flex min-w-0 items-start gap-3">
          <History aria-hidden className="mt-1 size-5 shrink-0 text-primary" />
          <div className="min-w-0">
            <h2 id="continue-title" className="text-sm font-medium text-muted-foreground">
              {t.continueTitle}
            </h2>
            <p className="font-semibold break-words">
              {programDashboardMessages.month(module.monthNumber)}
              {': '}
              {module.title}
            </p>
            {after && <p className="text-sm text-muted-foreground">{t.continueNext(after.title)}</p>}
          </div>
        </div>
        <Button asChild>
          <Link to={programPaths.module(module.id)} aria-label={t.openModule(t.continueButton, module.title)}>
            {t.continueButton}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
