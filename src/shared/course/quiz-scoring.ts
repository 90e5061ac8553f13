/**
 * Quiz scoring, the one engine of both areas (training-program.md §5 "Quiz scoring", §9): a question earns its
 * points only when the chosen option key equals the correct key; the score is earned over total points as a whole
 * percent, rounded; a pass is a score at or above the passing score. Pure: the server runs it on the answers it
 * receives and stores the result; the browser never sees the correct keys before an attempt is scored.
 */

/** A question as scoring needs it. */
export interface ScoredQuestion {
  id: string;
  /** The key of the right option, e.g. `b`. */
  correctAnswer: string;
  /** At least 1. */
  points: number;
}

/** The result of scoring one attempt. */
export interface QuizScore {
  /** Sum of the points of the questions answered right. */
  earnedPoints: number;
  /** Sum of the points of every question. */
  totalPoints: number;
  /** `earnedPoints / totalPoints` as a whole percent (0-100), rounded half up; 0 when there are no points. */
  score: number;
  /** Question id -> whether the chosen key was the right one (an unanswered question is wrong). */
  correct: Record<string, boolean>;
}

/**
 * Scores `answers` (question id -> chosen option key) against `questions`. Answers naming questions not in the
 * list are ignored here (the server refuses them before scoring); an unanswered question earns nothing.
 */
export function scoreQuiz(
  questions: readonly ScoredQuestion[],
  answers: Readonly<Record<string, string>>,
): QuizScore {
  let earnedPoints = 0;
  let totalPoints = 0;
  const correct: Record<string, boolean> = {};
  for (const question of questions) {
    totalPoints += question.points;
    const right = Object.hasOwn(answers, question.id) && answers[question.id] === question.correctAnswer;
    correct[question.id] = right;
    if (right) earnedPoints += question.points;
  }
  const score = totalPoints === 0 ? 0 : Math.round((earnedPoints / totalPoints) * 100);
  return { earnedPoints, totalPoints, score, correct };
}

/** Whether `score` (percent) passes a quiz whose passing score is `passingScore` (percent): at or above it. */
export function isPassingScore(score: number, passingScore: number): boolean {
  return score >= passingScore;
}
