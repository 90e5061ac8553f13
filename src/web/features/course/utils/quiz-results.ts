/**
 * What an attempt's result lists per question (issue "One course": the learner sees which questions were right and
 * wrong; once the quiz is passed or the round is used up, the right answers and each explanation): the server's
 * `correct` and `review` joined with the questions and the options the learner chose, as labels.
 */
import type { QuizAttemptAnswer, QuizQuestion } from '@shared/schemas/learning';

/** One question of the result. */
export interface QuestionResult {
  id: string;
  question: string;
  /** The label of the option chosen; null when none was. */
  chosen: string | null;
  correct: boolean;
  /** The label of the right option, once the review is given; else null. */
  rightAnswer: string | null;
  /** Why, once the review is given and the question has an explanation; else null. */
  explanation: string | null;
}

/** The label of the option `key` of `question`, or null. */
function labelOf(question: QuizQuestion, key: string | undefined): string | null {
  if (key === undefined) return null;
  return question.options.find((option) => option.key === key)?.label ?? null;
}

/**
 * The result of each question, in the questions' order.
 *
 * @param answers - question id -> the option key the learner sent.
 */
export function questionResults(
  questions: readonly QuizQuestion[],
  answers: Readonly<Record<string, string>>,
  scored: Pick<QuizAttemptAnswer, 'attempt' | 'review'>,
): QuestionResult[] {
  const review = new Map(scored.review?.map((item) => [item.questionId, item]));
  return questions.map((question) => {
    const item = review.get(question.id);
    return {
      id: question.id,
      question: question.question,
      chosen: labelOf(question, answers[question.id]),
      correct: scored.attempt.correct[question.id] === true,
      rightAnswer: item ? labelOf(question, item.correctAnswer) : null,
      explanation: item?.explanation ?? null,
    };
  });
}
