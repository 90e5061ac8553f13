/**
 * One module of a person's page (issue "Staff operations" item 4; the facts of the one-course issue): its number,
 * month and title; a badge: Completed, why it is locked ("Locked until …", "Opens after module N"), In progress or
 * Open (issue 38 item 4), with 'Open early' while locked and when staff opened it early; the facts (started, lesson read, the video credited as minutes of its length with a
 * percent, worksheet done, best quiz score, completed); the quiz: its rules, the attempts left in the round or when the
 * next round opens, every attempt (number, score, passed, date) and 'Reset quiz round'; the worksheet's prompts with
 * the learner's answers; and the worksheet they uploaded, to download. Opening early and resetting ask first.
 */
import { Download, LockOpen, RotateCcw } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { personMessages as m } from '@shared/messages/people';
import type { PersonModule } from '@shared/schemas/people';
import { formatFileSize } from '@shared/storage/file-size';
import { ConfirmButton } from '@web/components/confirm-button';
import { Badge } from '@web/components/ui/badge';
import { formatDateTime } from '@web/lib/format-date';
import { textLinkVariants } from '@web/components/ui/text-link';
import { worksheetUploadHref } from '../api/person';
import { useResetQuizRound } from '../api/person-quiz-reset';
import { useUnlockModule } from '../api/person-unlock';
import { canResetRound, lockText, moduleBadgeText, videoCreditText } from '../utils/person-module';

export interface PersonModuleCardProps {
  userId: string;
  /** Who the confirmations name: the learner's email. */
  email: string;
  module: PersonModule;
}

const failed = (error: Error) => {
  toast.error(m.actionFailed, { description: error.message });
};

/** A fact's date, or "Not yet". */
function When({ iso }: { iso: string | null }) {
  return iso ? (
    <time dateTime={iso}>{formatDateTime(iso)}</time>
  ) : (
    <span className="text-muted-foreground">{m.notYet}</span>
  );
}

export function PersonModuleCard({ userId, email, module }: PersonModuleCardProps) {
  const reset = useResetQuizRound(userId);
  const unlock = useUnlockModule(userId);
  const { facts, quiz } = module;
  const ids = {
    heading: `person-module-${module.moduleId}`,
    quiz: `person-module-${module.moduleId}-quiz`,
    worksheet: `person-module-${module.moduleId}-worksheet`,
  };
  const locked = lockText(module.lock);
  const video = videoCreditText(facts.videoCreditedSeconds, module.videoSeconds);

  const openEarly = () =>
    unlock
      .mutateAsync(module.moduleId)
      .then(() => void toast.success(m.saved.unlocked.title, { description: m.saved.unlocked.text }), failed);
  const resetRound = () =>
    reset
      .mutateAsync(module.moduleId)
      .then(
        () => void toast.success(m.saved.quizReset.title, { description: m.saved.quizReset.text }),
        failed,
      );

  return (
    <article aria-labelledby={ids.heading} className="space-y-4 rounded-lg border p-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h5 id={ids.heading} className="text-base font-semibold break-words">
            {m.moduleHeading(module.number, module.monthNumber, module.title)}
          </h5>
          {module.unlockedAt && (
            <p className="text-sm text-muted-foreground">
              {m.openedEarly(formatDateTime(module.unlockedAt))}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={locked ? 'outline' : module.facts.completedAt !== null ? 'default' : 'secondary'}>
            {moduleBadgeText(module)}
          </Badge>
          {locked && (
            <ConfirmButton
              icon={LockOpen}
              trigger={m.openEarly}
              triggerVariant="outline"
              triggerSize="sm"
              disabled={unlock.isPending}
              title={m.confirmOpenEarly.title}
              description={m.confirmOpenEarly.text(email, module.title)}
              confirm={{ label: m.confirmOpenEarly.confirm }}
              cancelLabel={m.cancel}
              onConfirm={openEarly}
              pending={unlock.isPending}
            />
          )}
        </div>
      </header>

      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {(
          [
            [m.facts.started, <When iso={facts.startedAt} />],
            [m.facts.lessonRead, <When iso={facts.lessonReadAt} />],
            [m.facts.video, video ?? <span className="text-muted-foreground">{m.noVideo}</span>],
            [m.facts.worksheet, <When iso={facts.worksheetDoneAt} />],
            [
              m.facts.bestScore,
              facts.bestQuizScore === null ? (
                <span className="text-muted-foreground">{m.notYet}</span>
              ) : (
                m.percent(facts.bestQuizScore)
              ),
            ],
            [m.facts.completed, <When iso={facts.completedAt} />],
          ] as const
        ).map(([term, value]) => (
          <div key={term} className="grid gap-0.5">
            <dt className="font-medium text-muted-foreground">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      {quiz && (
        <section aria-labelledby={ids.quiz} className="space-y-2">
          <h6 id={ids.quiz} className="font-semibold">
            {m.quizTitle}
          </h6>
          <p className="text-sm text-muted-foreground">{m.quizRules(quiz.passingScore, quiz.maxAttempts)}</p>
          <p className="text-sm">
            {quiz.retryAt
              ? m.retryAt(formatDateTime(quiz.retryAt))
              : m.attemptsLeft(quiz.attemptsLeft, quiz.maxAttempts)}
          </p>
          {quiz.roundResetAt && (
            <p className="text-sm text-muted-foreground">
              {m.roundResetAt(formatDateTime(quiz.roundResetAt))}
            </p>
          )}
          {quiz.attempts.length === 0 ? (
            <p className="text-sm text-muted-foreground">{m.noAttempts}</p>
          ) : (
            <div className="overflow-x-auto rounded-md border">
              <table aria-label={m.attemptsTitle(module.title)} className="w-full text-left text-sm">
                <thead className="bg-muted/50">
                  <tr>
                    {Object.values(m.attemptColumns).map((column) => (
                      <th key={column} scope="col" className="px-3 py-2 font-semibold">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {quiz.attempts.map((attempt) => (
                    <tr key={attempt.attemptNumber}>
                      <td className="px-3 py-2">{attempt.attemptNumber}</td>
                      <td className="px-3 py-2">{m.percent(attempt.score)}</td>
                      <td className="px-3 py-2">{attempt.passed ? m.passed : m.notPassed}</td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        <time dateTime={attempt.completedAt}>{formatDateTime(attempt.completedAt)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {canResetRound(quiz) && (
            <ConfirmButton
              icon={RotateCcw}
              trigger={m.resetRound}
              triggerVariant="outline"
              triggerSize="sm"
              disabled={reset.isPending}
              title={m.confirmReset.title}
              description={m.confirmReset.text(email, module.title)}
              confirm={{ label: m.confirmReset.confirm }}
              cancelLabel={m.cancel}
              onConfirm={resetRound}
              pending={reset.isPending}
            />
          )}
        </section>
      )}

      <section aria-labelledby={ids.worksheet} className="space-y-2">
        <h6 id={ids.worksheet} className="font-semibold">
          {m.worksheetTitle}
        </h6>
        {module.worksheet.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.noWorksheet}</p>
        ) : (
          <dl className="grid gap-2 text-sm">
            {module.worksheet.map(({ prompt, answer }, index) => (
              <div key={index} className="grid gap-0.5">
                <dt className="font-medium text-muted-foreground">{prompt}</dt>
                <dd className="break-words whitespace-pre-wrap">
                  {answer || <span className="text-muted-foreground italic">{m.noAnswer}</span>}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <p className="text-sm">
          <span className="font-medium text-muted-foreground">{m.uploadTitle}: </span>
          {module.upload ? (
            <a
              href={worksheetUploadHref(userId, module.moduleId)}
              download
              className={textLinkVariants({ className: 'inline-flex items-center gap-1 break-all' })}
            >
              <Download aria-hidden className="size-4 shrink-0" />
              {m.download(module.upload.name, formatFileSize(module.upload.bytes))}
            </a>
          ) : (
            <span className="text-muted-foreground">{m.noUpload}</span>
          )}
        </p>
      </section>
    </article>
  );
}
