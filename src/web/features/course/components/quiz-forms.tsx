/**
 * The two presentations' quiz forms (training-program.md §4 "Learning area quiz" and "Members program quiz"): the
 * learning area's, every question at once with Submit enabled once all are answered, and the members program's,
 * one question at a time with Previous and Next (Next once the question is answered) and Submit on the last. Both
 * send through the one quiz form hook.
 */
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { programQuizMessages as pq } from '@shared/messages/program';
import type { QuizQuestion } from '@shared/schemas/learning';
import { Button } from '@web/components/ui/button';
import { useQuizForm, type QuizFormOptions } from '../hooks/use-quiz-form';
import { QUIZ_TEXTS as TEXTS, type QuizPresentation } from '../utils/quiz-texts';
import { QuestionFieldset } from './quiz-question-fieldset';

/** Called with a scored attempt's answer and the option keys sent. */
export type OnScored = QuizFormOptions['onScored'];

/** What each form needs. */
export interface QuizFormProps {
  moduleId: string;
  questions: QuizQuestion[];
  presentation: QuizPresentation;
  onScored: OnScored;
}

/** The learning area's presentation: every question at once. */
export function AllQuestionsForm({ moduleId, questions, presentation, onScored }: QuizFormProps) {
  const { register, errorOf, allAnswered, submitting, submitRef, onSubmit } = useQuizForm({
    moduleId,
    questions,
    failure: TEXTS[presentation].failure,
    onScored,
  });
  return (
    <form onSubmit={onSubmit()} noValidate className="space-y-6">
      {questions.map((question, index) => (
        <QuestionFieldset
          key={question.id}
          question={question}
          legend={<span className="font-medium">{`${index + 1}. ${question.question}`}</span>}
          registration={register(question.id)}
          error={errorOf(question.id)}
        />
      ))}
      <Button ref={submitRef} type="submit" disabled={!allAnswered || submitting}>
        {TEXTS[presentation].submit}
      </Button>
    </form>
  );
}

/** The members program's presentation: one question at a time with Previous and Next, Submit on the last. */
export function StepperForm({ moduleId, questions, presentation, onScored }: QuizFormProps) {
  const { register, errorOf, answers, allAnswered, submitting, submitRef, onSubmit } = useQuizForm({
    moduleId,
    questions,
    failure: TEXTS[presentation].failure,
    onScored,
  });
  const [index, setIndex] = useState(0);
  const questionGroup = useRef<HTMLFieldSetElement>(null);
  const moved = useRef(false);
  const current = questions[index]!;
  const last = index === questions.length - 1;

  // Moving to another question takes focus to its chosen (else first) option, so the question is read out with it
  // (not on the first render).
  useEffect(() => {
    if (!moved.current) return;
    questionGroup.current?.querySelector<HTMLInputElement>('input:checked, input')?.focus();
  }, [index]);
  const go = (next: number) => {
    moved.current = true;
    setIndex(next);
  };

  // Enter in a radio group submits a form: only the last question's Submit may send it, with every answer.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!last || !allAnswered) {
      event.preventDefault();
      return;
    }
    onSubmit()(event);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {questions.map((question, n) => (
        <QuestionFieldset
          key={question.id}
          question={question}
          hidden={n !== index}
          fieldsetRef={n === index ? questionGroup : undefined}
          legend={
            <>
              <span className="block text-sm font-medium text-muted-foreground">
                {pq.questionOf(n + 1, questions.length)}
              </span>
              <span className="block text-lg font-semibold">{question.question}</span>
            </>
          }
          registration={register(question.id)}
          error={errorOf(question.id)}
        />
      ))}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button type="button" variant="outline" onClick={() => go(index - 1)} disabled={index === 0}>
          <ArrowLeft aria-hidden />
          {pq.previous}
        </Button>
        {last ? (
          <Button ref={submitRef} type="submit" disabled={!allAnswered || submitting}>
            {TEXTS[presentation].submit}
          </Button>
        ) : (
          <Button type="button" onClick={() => go(index + 1)} disabled={!answers[current.id]}>
            {pq.next}
            <ArrowRight aria-hidden />
          </Button>
        )}
      </div>
    </form>
  );
}
