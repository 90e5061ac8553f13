/**
 * The module's worksheet, in either view (training-program.md §2 item 5 "Module Assignment & Worksheet ... a Mark
 * Complete button", §4 "Worksheet Mark Complete sets worksheet_downloaded and raises the percentage to at least 50";
 * issue "One course": answered in the app). Each prompt has its answer field, saved as the learner types (saving /
 * saved / failed shown per answer, nothing typed is lost); the blank worksheet file to download; the upload of the
 * learner's filled worksheet (and the one uploaded before); and Mark Complete, which saves what is not saved yet and then
 * records the `worksheet` step. The server accepts it once every prompt has an answer, or a filled file is uploaded
 * and at least one prompt has an answer, else the card says 'Answer every worksheet prompt first, or upload your
 * filled worksheet and answer at least one prompt' and keeps the button.
 * The members program's last module adds the certificate image and 'Complete all modules to earn your official
 * Artist Development Certificate'.
 */
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle, ClipboardList, Download, Loader2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@web/lib/toast';
import { API_ERROR_CODES } from '@shared/api-error';
import { WORKSHEET_ANSWER_MAX_LENGTH } from '@shared/limits/learning';
import { courseMessages, learningRequestMessages } from '@shared/messages/learning';
import { programModuleMessages as m, programPageMessages } from '@shared/messages/program';
import { worksheetAnswerBodySchema, type ModuleState, type ModuleWorksheet } from '@shared/schemas/learning';
import { DoneNote } from '@web/components/done-note';
import { Button } from '@web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api-client';
import { useLeaveGuard } from '@web/lib/use-leave-guard';
import { cn } from '@web/lib/utils';
import { useRecordProgress } from '../api/record-progress';
import { cacheWorksheetAnswer, saveWorksheetAnswer } from '../api/save-worksheet-answer';
import { useAutosavedText } from '../hooks/use-autosaved-text';
import type { AutosaveStatus } from '../utils/autosave-status';
import { AutosaveStatusLine } from './autosave-status-line';
import { CertificateImage } from './certificate-image';
import { WorksheetUpload } from './worksheet-upload';

const w = courseMessages.worksheet;

/** What each autosave status says. */
const STATUS_TEXTS: Record<AutosaveStatus, string> = {
  ...courseMessages.autosave,
  failed: w.saveFailure,
};

/** The message of the answer schema for `text`, or null when the server would take it. */
function answerProblem(text: string): string | null {
  const result = worksheetAnswerBodySchema.safeParse({ answer: text });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

interface WorksheetAnswerProps {
  moduleId: string;
  index: number;
  prompt: string;
  /** The answer as last saved. */
  answer: string;
  /** Registers the answer's save (null when it goes away), for Mark Complete. */
  register: (index: number, save: (() => Promise<boolean>) | null) => void;
  /** Whether the answer has changes not saved yet. */
  onPendingChange: (index: number, pending: boolean) => void;
}

/** One prompt and its answer field, autosaved. */
function WorksheetAnswer({
  moduleId,
  index,
  prompt,
  answer,
  register,
  onPendingChange,
}: WorksheetAnswerProps) {
  const queryClient = useQueryClient();
  const send = useCallback(
    (text: string, options: { keepalive?: boolean }) => saveWorksheetAnswer(moduleId, index, text, options),
    [moduleId, index],
  );
  const onSaved = useCallback(
    (text: string, state: ModuleState) => cacheWorksheetAnswer(queryClient, moduleId, index, text, state),
    [queryClient, moduleId, index],
  );
  const editor = useAutosavedText({ initialText: answer, problemOf: answerProblem, send, onSaved });
  const { save } = editor;
  const pending = editor.dirty || editor.status === 'saving';
  useEffect(() => {
    register(index, save);
    return () => register(index, null);
  }, [register, index, save]);
  useEffect(() => onPendingChange(index, pending), [onPendingChange, index, pending]);

  const id = `worksheet-answer-${index}`;
  return (
    <li className="space-y-2">
      <Label htmlFor={id} className="block leading-snug font-medium">
        {prompt}
      </Label>
      <Textarea
        id={id}
        rows={4}
        value={editor.text}
        onChange={(event) => editor.setText(event.target.value)}
        aria-invalid={editor.problem !== null || undefined}
        aria-describedby={cn(`${id}-counter`, editor.problem && `${id}-problem`)}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p
          id={`${id}-counter`}
          className={cn('tabular-nums', editor.problem ? 'text-error' : 'text-muted-foreground')}
        >
          {courseMessages.counter(editor.text.length, WORKSHEET_ANSWER_MAX_LENGTH)}
        </p>
        <AutosaveStatusLine status={editor.status} texts={STATUS_TEXTS} />
      </div>
      {editor.problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-error">
          {editor.problem}
        </p>
      )}
    </li>
  );
}

export interface WorksheetCardProps {
  moduleId: string;
  /** The view's title: 'Module Assignment & Worksheet' (members) or the learning area's. */
  title: string;
  /** Null for a module without a worksheet (the members program's last module still shows its certificate). */
  worksheet: ModuleWorksheet | null;
  /** The worksheet's Mark Complete was accepted. */
  done: boolean;
  /** The members program's last module: the certificate image and its text are shown. */
  certificate?: boolean;
  /** Said when the step could not be recorded for another reason than the worksheet being incomplete. */
  failureText: string;
}

export function WorksheetCard({
  moduleId,
  title,
  worksheet,
  done,
  certificate = false,
  failureText,
}: WorksheetCardProps) {
  const recordProgress = useRecordProgress(moduleId);
  const savers = useRef(new Map<number, () => Promise<boolean>>());
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  /** The server refused Mark Complete: the worksheet is not answered yet. */
  const [incomplete, setIncomplete] = useState(false);
  const [savingAll, setSavingAll] = useState(false);
  useLeaveGuard(pending.size > 0, w.leaveWarning);

  const register = useCallback((index: number, save: (() => Promise<boolean>) | null) => {
    if (save) savers.current.set(index, save);
    else savers.current.delete(index);
  }, []);
  const onPendingChange = useCallback((index: number, isPending: boolean) => {
    setPending((current) => {
      if (current.has(index) === isPending) return current;
      const next = new Set(current);
      if (isPending) next.add(index);
      else next.delete(index);
      return next;
    });
  }, []);

  const markComplete = async () => {
    setIncomplete(false);
    setSavingAll(true);
    // What was typed and not saved yet goes first: the server judges the answers it has.
    const saved = await Promise.all([...savers.current.values()].map((save) => save()));
    setSavingAll(false);
    if (saved.includes(false)) return; // the failed answer says so under its field
    recordProgress.mutate('worksheet', {
      onError: (error) => {
        if (error instanceof ApiError && error.code === API_ERROR_CODES.worksheetIncomplete)
          setIncomplete(true);
        else toast.error(failureText);
      },
    });
  };
  const busy = savingAll || recordProgress.isPending;
  const prompts = worksheet?.prompts ?? [];

  return (
    <Card id="worksheet" className="scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ClipboardList aria-hidden className="size-5 text-primary" />
          {title}
        </CardTitle>
        {prompts.length > 0 && <CardDescription>{w.hint}</CardDescription>}
      </CardHeader>
      <CardContent className="space-y-6">
        {prompts.length > 0 && (
          <div className="space-y-3">
            <h4 id={`worksheet-prompts-${moduleId}`} className="font-semibold">
              {programPageMessages.module.promptsTitle}
            </h4>
            <ol aria-labelledby={`worksheet-prompts-${moduleId}`} className="list-decimal space-y-6 pl-6">
              {prompts.map((prompt, index) => (
                <WorksheetAnswer
                  key={index}
                  moduleId={moduleId}
                  index={index}
                  prompt={prompt}
                  answer={worksheet?.answers[index] ?? ''}
                  register={register}
                  onPendingChange={onPendingChange}
                />
              ))}
            </ol>
          </div>
        )}
        {worksheet && <WorksheetUpload moduleId={moduleId} upload={worksheet.upload} />}
        {certificate && (
          <figure className="flex flex-col items-center gap-3 rounded-lg bg-muted p-4 text-center">
            <CertificateImage label={programPageMessages.module.certificateAlt} />
            <figcaption className="font-medium">{m.certificateNote}</figcaption>
          </figure>
        )}
      </CardContent>
      {worksheet && (
        <CardFooter className="flex-col items-start gap-3">
          <div className="flex flex-wrap items-center gap-3">
            {worksheet.fileUrl && (
              <Button asChild variant="outline">
                <a href={worksheet.fileUrl} download>
                  <Download aria-hidden />
                  {m.worksheetDownload}
                </a>
              </Button>
            )}
            {done ? (
              <DoneNote>{m.worksheetDone}</DoneNote>
            ) : (
              <Button type="button" disabled={busy} onClick={() => void markComplete()}>
                {busy ? <Loader2 aria-hidden className="animate-spin" /> : <CheckCircle aria-hidden />}
                {m.markWorksheetComplete}
              </Button>
            )}
          </div>
          {incomplete && !done && (
            <p role="alert" className="text-sm font-medium text-error">
              {learningRequestMessages.worksheetIncomplete}
            </p>
          )}
        </CardFooter>
      )}
    </Card>
  );
}
