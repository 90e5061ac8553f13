import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from '@shared/schemas/learning';
import { questionResults } from './quiz-results';

const options = [
  { key: 'a', label: 'Vinyl' },
  { key: 'b', label: 'Tape' },
];
const questions: QuizQuestion[] = [
  { id: 'q1', question: 'First?', options, points: 1 },
  { id: 'q2', question: 'Second?', options, points: 1 },
];
const attempt = {
  attemptNumber: 1,
  score: 50,
  earnedPoints: 1,
  totalPoints: 2,
  passed: false,
  correct: { q1: true, q2: false },
};

describe('questionResults', () => {
  it('says which questions were right and wrong with the labels chosen, without the review', () => {
    expect(questionResults(questions, { q1: 'a', q2: 'a' }, { attempt, review: null })).toEqual([
      { id: 'q1', question: 'First?', chosen: 'Vinyl', correct: true, rightAnswer: null, explanation: null },
      {
        id: 'q2',
        question: 'Second?',
        chosen: 'Vinyl',
        correct: false,
        rightAnswer: null,
        explanation: null,
      },
    ]);
  });

  it('adds the right answer and the explanation from the review', () => {
    const review = [
      { questionId: 'q1', correctAnswer: 'a', explanation: null },
      { questionId: 'q2', correctAnswer: 'b', explanation: 'Tape came later.' },
    ];
    const [first, second] = questionResults(questions, { q1: 'a' }, { attempt, review });
    expect(first).toMatchObject({ rightAnswer: 'Vinyl', explanation: null });
    expect(second).toMatchObject({
      chosen: null,
      correct: false,
      rightAnswer: 'Tape',
      explanation: 'Tape came later.',
    });
  });
});
