/**
 * The item analysis's own filters (issue 37 item 3): one quiz (by month) or every quiz, and each learner's first
 * attempt or every attempt.
 */
import { insightsMessages as m } from '@shared/messages/insights';
import { ITEM_ROUNDS, type ItemRound } from '@shared/schemas/insights';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { useAdminQuizzes } from '../api/quizzes';

export interface InsightsItemControlsProps {
  quizId: string | null;
  round: ItemRound;
  onQuizChange: (quizId: string | null) => void;
  onRoundChange: (round: ItemRound) => void;
}

export function InsightsItemControls({
  quizId,
  round,
  onQuizChange,
  onRoundChange,
}: InsightsItemControlsProps) {
  const quizzes = useAdminQuizzes().data ?? [];
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="grid w-full gap-2 sm:w-72">
        <Label htmlFor="insights-quiz">{m.filters.quiz}</Label>
        <Select
          id="insights-quiz"
          value={quizId ?? ''}
          onChange={(event) => onQuizChange(event.target.value || null)}
        >
          <option value="">{m.filters.allQuizzes}</option>
          {quizzes.map((quiz) => (
            <option key={quiz.id} value={quiz.id}>
              {quiz.title}
            </option>
          ))}
          {quizId && !quizzes.some((quiz) => quiz.id === quizId) && <option value={quizId}>{quizId}</option>}
        </Select>
      </div>
      <div className="grid w-full gap-2 sm:w-56">
        <Label htmlFor="insights-round">{m.filters.round}</Label>
        <Select
          id="insights-round"
          value={round}
          onChange={(event) => onRoundChange(event.target.value === 'all' ? 'all' : 'first')}
        >
          {ITEM_ROUNDS.map((each) => (
            <option key={each} value={each}>
              {m.filters.rounds[each]}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
