/**
 * The texts of the module quiz's two presentations (training-program.md §8 "Quiz" of both areas): the learning
 * area's and the members program's wording for the same state, result and failures.
 */
import {
  courseMessages,
  learningQuizMessages as lq,
  learningRequestMessages,
} from '@shared/messages/learning';
import { programPageMessages, programQuizMessages as pq } from '@shared/messages/program';
import type { QuizSummary } from '@shared/schemas/learning';
import type { CoursePresentation } from './course-presentation';

/** Which view's presentation of the quiz. */
export type QuizPresentation = CoursePresentation;

/** A toast: its title, and its text when there is one. */
export interface QuizToast {
  title: string;
  text?: string;
}

/** Each presentation's texts (§8 of its area). */
export const QUIZ_TEXTS = {
  learning: {
    title: courseMessages.quiz.title,
    noQuiz: lq.noQuiz,
    passedBadge: lq.passedBadge,
    passingScore: courseMessages.quiz.passingScore,
    bestScore: courseMessages.quiz.bestScore,
    questionCount: lq.questionCount,
    attemptsLeft: (quiz: QuizSummary) => lq.attemptsLeft(quiz.attemptsLeft, quiz.maxAttempts),
    retryAt: lq.retryAt,
    outOfAttempts: learningRequestMessages.noAttemptsLeft,
    start: lq.start,
    retake: courseMessages.quiz.retake,
    submit: courseMessages.quiz.submit,
    loading: lq.loading,
    loadFailure: lq.loadFailure,
    headline: (score: number) => lq.yourScore(score),
    note: (passed: boolean) => (passed ? lq.passedText : lq.retakeHint),
    toast: (score: number, passingScore: number, passed: boolean): QuizToast =>
      passed ? lq.passed(score) : lq.failed(score, passingScore),
    failure: (): QuizToast => lq.submitFailure,
  },
  members: {
    title: courseMessages.quiz.title,
    noQuiz: learningRequestMessages.noQuiz,
    passedBadge: pq.completed,
    passingScore: courseMessages.quiz.passingScore,
    bestScore: courseMessages.quiz.bestScore,
    questionCount: programPageMessages.quiz.questionCount,
    attemptsLeft: (quiz: QuizSummary) => pq.attemptsLeft(quiz.attemptsLeft),
    retryAt: pq.retryAt,
    outOfAttempts: programPageMessages.quiz.outOfAttempts,
    start: pq.start,
    retake: courseMessages.quiz.retake,
    submit: courseMessages.quiz.submit,
    loading: programPageMessages.quiz.loading,
    loadFailure: pq.questionsFailure,
    headline: (score: number, passed: boolean, passingScore: number) =>
      passed ? pq.passed(score) : pq.failed(score, passingScore),
    note: (): string | null => null,
    toast: (score: number, passingScore: number, passed: boolean): QuizToast => ({
      title: passed ? pq.passed(score) : pq.failed(score, passingScore),
    }),
    failure: (error: Error): QuizToast => ({
      title: pq.submitFailure.title,
      text: error.message || pq.submitFailure.text,
    }),
  },
} as const;
