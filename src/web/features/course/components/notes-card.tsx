/**
 * Your Notes (training-program.md §2 item 5 "Your Notes with Save Notes", §8 'Failed to save notes'; issue
 * "Members program" item 6): the notes editor of {@link useAutosavedText} — Save Notes and autosave, a visible and
 * announced status ('Saved', 'Saving...', 'Unsaved changes', 'Failed to save notes'), the characters counter and the
 * size message, the warning before leaving with unsaved changes. Beyond the spec, for a module with a video: 'Insert
 * video time' writes the player's time as `[mm:ss]` where the caret is, and every time in the notes is listed as a
 * button that plays the video from there; only then does the hint name 'Insert video time' (issue 38 item 4).
 */
import { useQueryClient } from '@tanstack/react-query';
import { Clock, Save } from 'lucide-react';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { NOTES_MAX_LENGTH } from '@shared/limits/learning';
import { courseMessages } from '@shared/messages/learning';
import { programModuleMessages as m, programPageMessages } from '@shared/messages/program';
import { notesBodySchema, type NotesAnswer } from '@shared/schemas/learning';
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
import { useLeaveGuard } from '@web/lib/use-leave-guard';
import { cn } from '@web/lib/utils';
import { cacheSavedNotes, saveNotes } from '../api/save-notes';
import { useAutosavedText } from '../hooks/use-autosaved-text';
import type { AutosaveStatus } from '../utils/autosave-status';
import { AutosaveStatusLine } from './autosave-status-line';
import { findVideoTimes, insertVideoTime } from '../utils/video-timestamps';

const t = programPageMessages.notes;

/** What each autosave status says. */
const STATUS_TEXTS: Record<AutosaveStatus, string> = {
  ...courseMessages.autosave,
  failed: m.notesFailure,
};

/** The message of the notes schema for `text`, or null when the server would take it. */
function notesProblem(text: string): string | null {
  const result = notesBodySchema.safeParse({ notes: text });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

export interface NotesCardProps {
  moduleId: string;
  /** The notes as last saved. */
  notes: string;
  /**
   * The video's controls, for a module with a video: its current time in seconds, and a seek that plays from a
   * time. Without it, the time buttons are not shown.
   */
  video?: { currentTime: () => number; playFrom: (seconds: number) => void };
}

export function NotesCard({ moduleId, notes, video }: NotesCardProps) {
  const queryClient = useQueryClient();
  const send = useCallback(
    (text: string, options: { keepalive?: boolean }) => saveNotes(moduleId, text, options),
    [moduleId],
  );
  const onSaved = useCallback(
    (text: string, answer: NotesAnswer) => cacheSavedNotes(queryClient, moduleId, text, answer),
    [queryClient, moduleId],
  );
  const editor = useAutosavedText({ initialText: notes, problemOf: notesProblem, send, onSaved });
  useLeaveGuard(editor.dirty || editor.status === 'saving', m.notesLeaveWarning);
  const textarea = useRef<HTMLTextAreaElement>(null);
  /** Where the caret goes once an inserted time is on screen. */
  const caretAfterInsert = useRef<number | null>(null);
  const times = video ? findVideoTimes(editor.text) : [];

  useLayoutEffect(() => {
    const caret = caretAfterInsert.current;
    if (caret === null || !textarea.current) return;
    caretAfterInsert.current = null;
    textarea.current.focus();
    textarea.current.setSelectionRange(caret, caret);
  }, [editor.text]);

  const insertTime = () => {
    if (!video) return;
    const area = textarea.current;
    const end = editor.text.length;
    const { text, caret } = insertVideoTime(
      editor.text,
      area?.selectionStart ?? end,
      area?.selectionEnd ?? end,
      video.currentTime(),
    );
    caretAfterInsert.current = caret;
    editor.setText(text);
  };

  return (
    <Card id="notes" className="scroll-mt-24">
      <CardHeader>
        <CardTitle>{m.notesTitle}</CardTitle>
        <CardDescription id="notes-hint">{video ? `${t.hint} ${t.videoHint}` : t.hint}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Label htmlFor="module-notes" className="sr-only">
          {t.label}
        </Label>
        <Textarea
          ref={textarea}
          id="module-notes"
          rows={10}
          value={editor.text}
          onChange={(event) => editor.setText(event.target.value)}
          aria-invalid={editor.problem !== null || undefined}
          aria-describedby={cn('notes-hint notes-counter', editor.problem && 'notes-problem')}
        />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p
            id="notes-counter"
            className={cn('tabular-nums', editor.problem ? 'text-error' : 'text-muted-foreground')}
          >
            {courseMessages.counter(editor.text.length, NOTES_MAX_LENGTH)}
          </p>
          <AutosaveStatusLine status={editor.status} texts={STATUS_TEXTS} />
        </div>
        {editor.problem && (
          <p id="notes-problem" role="alert" className="text-sm font-medium text-error">
            {editor.problem}
          </p>
        )}
        {times.length > 0 && (
          <div className="space-y-2">
            <h4 id="notes-times" className="text-sm font-semibold">
              {t.timestampsTitle}
            </h4>
            <ul aria-labelledby="notes-times" className="flex flex-wrap gap-2">
              {times.map(({ label, seconds }) => (
                <li key={seconds}>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={t.seekTo(label)}
                    onClick={() => video?.playFrom(seconds)}
                  >
                    <Clock aria-hidden />
                    {label}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
      <CardFooter className="flex-wrap gap-3">
        <Button
          type="button"
          onClick={() => void editor.save()}
          disabled={!editor.dirty || editor.status === 'saving' || editor.problem !== null}
        >
          <Save aria-hidden />
          {m.saveNotes}
        </Button>
        {video && (
          <Button type="button" variant="outline" onClick={insertTime}>
            <Clock aria-hidden />
            {m.insertTime}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
