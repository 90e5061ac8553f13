import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  createQuizFormSchema,
  EMPTY_QUESTION_FORM,
  EMPTY_QUIZ_FORM,
  moduleTextsFormSchema,
  questionFormSchema,
  questionFormValues,
  renameFormSchema,
} from './form-schemas';

const filled = {
  ...EMPTY_QUESTION_FORM,
  question: ' Who owns the master? ',
  option0: 'The label',
  option1: 'The artist',
  option2: 'The producer',
  option3: 'It depends',
  correct: '3',
};

/** The first message per field of a failed parse. */
const messages = (result: ReturnType<typeof safeParse>) => {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[String(issue.path[0])] ??= issue.message;
  return first;
};

describe('the admin forms (§5 Admin new quiz question, Rename; §9 Default quiz)', () => {
  it('sends a question with the chosen option’s text as the correct answer and points 1 by default', () => {
    const result = safeParse(questionFormSchema, filled);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      question: 'Who owns the master?',
      options: ['The label', 'The artist', 'The producer', 'It depends'],
      correctAnswer: 'It depends',
      points: 1,
    });
  });

  it('marks every empty field with "Please fill all fields", and points below 1', () => {
    const result = safeParse(questionFormSchema, { ...EMPTY_QUESTION_FORM, points: '0' });
    expect(messages(result)).toEqual({
      question: 'Please fill all fields',
      option0: 'Please fill all fields',
      option1: 'Please fill all fields',
      option2: 'Please fill all fields',
      option3: 'Please fill all fields',
      correct: 'Please fill all fields',
      points: 'Points must be a whole number of at least 1.',
    });
    expect(messages(safeParse(questionFormSchema, { ...filled, points: '' })).points).toBe(
      'Points must be a whole number of at least 1.',
    );
    expect(messages(safeParse(questionFormSchema, { ...filled, option2: 'The label' })).option2).toBe(
      'The four options must all be different.',
    );
  });

  it('creates a quiz with the §9 defaults, and refuses scores outside 0-100 and attempts below 1', () => {
    const result = safeParse(createQuizFormSchema, {
      ...EMPTY_QUIZ_FORM,
      moduleId: '00000000-0000-4000-8000-000000000000',
    });
    expect(result.data).toEqual({
      moduleId: '00000000-0000-4000-8000-000000000000',
      passingScore: 70,
      maxAttempts: 3,
      description: null,
    });
    const bad = safeParse(createQuizFormSchema, {
      ...EMPTY_QUIZ_FORM,
      moduleId: '00000000-0000-4000-8000-000000000000',
      passingScore: '101',
      maxAttempts: '0',
    });
    expect(Object.keys(messages(bad)).sort()).toEqual(['maxAttempts', 'passingScore']);
  });

  it('refuses a new name that is empty or leaves the bucket', () => {
    expect(safeParse(renameFormSchema, { name: ' welcome ' }).data).toEqual({ name: 'welcome' });
    for (const name of ['', '../x', 'a/b', '.env'])
      expect(safeParse(renameFormSchema, { name }).success, name).toBe(false);
  });

  it('opens a question’s edit form with its texts, the correct option chosen, and sends it back unchanged (decision 0017)', () => {
    const question = {
      id: 'q1',
      question: 'Who owns the master?',
      options: ['The label', 'The artist', 'The producer', 'It depends'],
      correctAnswer: 'It depends',
      points: 2,
      orderIndex: 1,
      source: 'content' as const,
      hasAttempts: true,
    };
    const values = questionFormValues(question);
    expect(values).toMatchObject({ option3: 'It depends', correct: '3', points: '2' });
    expect(safeParse(questionFormSchema, values).data).toEqual({
      question: question.question,
      options: question.options,
      correctAnswer: 'It depends',
      points: 2,
    });
  });

  it('sends a module’s texts trimmed, and refuses an empty title with its message', () => {
    const texts = { title: ' Money ', description: 'About money.', introduction: 'Line one.\nLine two.' };
    expect(safeParse(moduleTextsFormSchema, texts).data).toEqual({ ...texts, title: 'Money' });
    expect(messages(safeParse(moduleTextsFormSchema, { ...texts, title: '  ' }))).toEqual({
      title: 'Please enter a title.',
    });
  });
});
