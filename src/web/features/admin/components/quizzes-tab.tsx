/**
 * The Quizzes tab (training-program.md §2 item 6 "Quizzes", §5 "Admin new quiz question", §7 "Admin": a quiz
 * inserted in quizzes, its questions in quiz_questions, §8 'Quiz created successfully', 'Failed to create quiz',
 * 'Failed to load questions', 'Question added successfully', 'Failed to add question'): choose a module; without a
 * quiz it offers Create Quiz ('Module {n} Quiz' with passing score and maximum attempts), with one it shows the
 * quiz, its questions with the correct answers, and Add Question.
 */
import { useState } from 'react';
import { adminMessages as m, adminQuizMessages as t } from '@shared/messages/admin';
import { programDashboardMessages } from '@shared/messages/program';
import { LoadFailure } from '@web/components/load-failure';
import { Loading } from '@web/components/loading';
import { Badge } from '@web/components/ui/badge';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { useAdminModules } from '../api/modules';
import { useAdminQuizzes } from '../api/quizzes';
import { AddQuestionForm } from './add-question-form';
import { CreateQuizForm } from './create-quiz-form';
import { QuestionList } from './question-list';

export function QuizzesTab() {
  const modules = useAdminModules();
  const quizzes = useAdminQuizzes();
  const [chosen, setChosen] = useState<string | null>(null);

  const failed = modules.isError || quizzes.isError;
  const module = modules.data?.find((each) => each.id === chosen) ?? modules.data?.[0] ?? null;
  const quiz = module ? (quizzes.data?.find((each) => each.moduleId === module.id) ?? null) : null;

  return (
    <section aria-labelledby="admin-quizzes-heading" className="space-y-6">
      <div>
        <h2 id="admin-quizzes-heading" className="text-xl font-semibold">
          {t.heading}
        </h2>
        <p className="text-muted-foreground">{t.description}</p>
      </div>
      {failed ? (
        <LoadFailure
          text={m.loadFailure}
          onRetry={() => {
            if (modules.isError) void modules.refetch();
            if (quizzes.isError) void quizzes.refetch();
          }}
          retrying={modules.isFetching || quizzes.isFetching}
        />
      ) : !modules.data || !quizzes.data ? (
        <Loading label={m.loading} />
      ) : !module ? (
        <p className="text-muted-foreground">{t.noQuiz}</p>
      ) : (
        <>
          <div className="grid max-w-md gap-2">
            <Label htmlFor="admin-quiz-module">{t.module}</Label>
            <Select
              id="admin-quiz-module"
              value={module.id}
              onChange={(event) => setChosen(event.target.value)}
            >
              {modules.data.map((each) => (
                <option key={each.id} value={each.id}>
                  {programDashboardMessages.month(each.monthNumber)}: {each.title}
                </option>
              ))}
            </Select>
          </div>
          {quiz ? (
            <div className="space-y-6">
              <div className="rounded-xl border p-4 sm:p-6">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="text-lg font-semibold">{quiz.title}</h3>
                  <Badge variant="secondary">{quiz.source === 'content' ? t.fromContent : t.fromAdmin}</Badge>
                </div>
                {quiz.description && <p className="mt-1 text-muted-foreground">{quiz.description}</p>}
                <p className="mt-1 text-sm text-muted-foreground">
                  {t.settings(quiz.passingScore, quiz.maxAttempts)}
                </p>
                <QuestionList quizId={quiz.id} />
              </div>
              <AddQuestionForm key={quiz.id} quizId={quiz.id} />
            </div>
          ) : (
            <div className="space-y-4 rounded-xl border p-4 sm:p-6">
              <p className="text-muted-foreground">{t.noQuiz}</p>
              <CreateQuizForm key={module.id} moduleId={module.id} title={t.quizTitle(module.monthNumber)} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
