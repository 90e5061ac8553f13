/** The seven learning goals and the six student benefits (training-program.md §2 item 1). */
import { CheckCircle2, Star } from 'lucide-react';
import { programLandingMessages } from '@shared/messages/program';
import { LEARNING_GOALS, STUDENT_BENEFITS } from '../utils/program-content';

export function ProgramOutcomes() {
  return (
    <div className="grid gap-12 lg:grid-cols-2">
      <section aria-labelledby="learning-goals-heading">
        <h2 id="learning-goals-heading" className="text-3xl font-black tracking-tight">
          {programLandingMessages.learnTitle}
        </h2>
        <ul className="mt-6 grid gap-4">
          {LEARNING_GOALS.map((goal) => (
            <li key={goal} className="flex gap-3">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <span>{goal}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="student-benefits-heading">
        <h2 id="student-benefits-heading" className="text-3xl font-black tracking-tight">
          {programLandingMessages.benefitsTitle}
        </h2>
        <ul className="mt-6 grid gap-4">
          {STUDENT_BENEFITS.map((benefit) => (
            <li key={benefit} className="flex gap-3">
              <Star className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
