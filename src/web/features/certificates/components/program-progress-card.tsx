/**
 * The Program Progress card of /certificates (training-program.md §2 item 9, §4 "Certificate"): modules completed,
 * total modules, the completion percentage with its bar, and 'Complete N more modules ...' below 100 %, else the
 * congratulations.
 */
import { PartyPopper } from 'lucide-react';
import { certificateMessages as m } from '@shared/messages/certificates';
import type { ProgramProgressSummary } from '@shared/schemas/certificates';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';

export function ProgramProgressCard({ progress }: { progress: ProgramProgressSummary }) {
  const remaining = progress.totalModules - progress.completedModules;
  const figures: [string, string][] = [
    [m.modulesCompleted, String(progress.completedModules)],
    [m.totalModules, String(progress.totalModules)],
    [m.completion, `${progress.completionPercentage}%`],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.progressTitle}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-3 gap-4 text-center">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-md bg-muted p-3">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
        <Progress value={progress.completionPercentage} aria-label={m.completion} />
        {remaining > 0 ? (
          <p className="text-sm text-muted-foreground">{m.remaining(remaining)}</p>
        ) : (
          <p className="flex items-center gap-2 font-semibold text-success">
            <PartyPopper aria-hidden className="size-5" />
            {m.congratulations}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
