import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPassingScore, scoreQuiz, type ScoredQuestion } from './quiz-scoring';

const questions: ScoredQuestion[] = [
  { id: 'q1', correctAnswer: 'a', points: 1 },
  { id: 'q2', correctAnswer: 'b', points: 2 },
  { id: 'q3', correctAnswer: 'c', points: 3 },
];

describe('scoreQuiz', () => {
  it('gives a question its points only when the chosen key equals the correct key', () => {
    expect(scoreQuiz(questions, { q1: 'a', q2: 'c', q3: 'c' })).toEqual({
      earnedPoints: 4,
      totalPoints: 6,
      score: 67,
      correct: { q1: true, q2: false, q3: true },
    });
  });

  it('rounds the percentage to a whole number, half up', () => {
    const three = [1, 2, 3].map((n) => ({ id: `q${n}`, correctAnswer: 'a', points: 1 }));
    expect(scoreQuiz(three, { q1: 'a' }).score).toBe(33);
    expect(scoreQuiz(three, { q1: 'a', q2: 'a' }).score).toBe(67);
    const eight = Array.from({ length: 8 }, (_, n) => ({ id: `q${n}`, correctAnswer: 'a', points: 1 }));
    // 5 of 8 is 62.5 %: rounded up.
    expect(scoreQuiz(eight, Object.fromEntries(eight.slice(0, 5).map((q) => [q.id, 'a']))).score).toBe(63);
  });

  it('counts an unanswered question as wrong, and ignores answers to questions not in the quiz', () => {
    expect(scoreQuiz(questions, { q3: 'c', other: 'a' })).toMatchObject({ earnedPoints: 3, score: 50 });
    expect(scoreQuiz(questions, {})).toMatchObject({ earnedPoints: 0, score: 0 });
  });

  it('scores 0 for a quiz without points', () => {
    expect(scoreQuiz([], {})).toEqual({ earnedPoints: 0, totalPoints: 0, score: 0, correct: {} });
  });

  it('keeps the score between 0 and 100 and the earned points within the total, for any quiz', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            correctAnswer: fc.constantFrom('a', 'b', 'c', 'd'),
            points: fc.integer({ min: 1, max: 5 }),
          }),
          {
            maxLength: 20,
          },
        ),
        fc.array(fc.constantFrom('a', 'b', 'c', 'd', undefined), { maxLength: 20 }),
        (specs, picks) => {
          const qs = specs.map((spec, i) => ({ id: `q${i}`, ...spec }));
          const answers: Record<string, string> = {};
          picks.forEach((pick, i) => {
            if (pick !== undefined) answers[`q${i}`] = pick;
          });
          const result = scoreQuiz(qs, answers);
          expect(result.score).toBeGreaterThanOrEqual(0);
          expect(result.score).toBeLessThanOrEqual(100);
          expect(result.earnedPoints).toBeLessThanOrEqual(result.totalPoints);
          const allRight = scoreQuiz(qs, Object.fromEntries(qs.map((q) => [q.id, q.correctAnswer])));
          expect(allRight.score).toBe(qs.length === 0 ? 0 : 100);
        },
      ),
    );
  });
});

describe('isPassingScore', () => {
  it('passes at exactly the passing score and above, not below', () => {
    expect(isPassingScore(70, 70)).toBe(true);
    expect(isPassingScore(71, 70)).toBe(true);
    expect(isPassingScore(69, 70)).toBe(false);
    expect(isPassingScore(0, 0)).toBe(true);
  });
});
