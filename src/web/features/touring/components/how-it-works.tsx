/** The 4-step 'How It Works' list of the touring page (site-and-portals.md §2.11). */
import { publicPageMessages } from '@shared/messages/site';

const steps = publicPageMessages.touring.steps;

/** Four numbered steps from inquiry to first show. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-heading">
      <h2 id="how-it-works-heading" className="text-center text-3xl font-black tracking-tight">
        {publicPageMessages.touring.howItWorksTitle}
      </h2>
      <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li
            key={step.title}
            className="relative rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
          >
            <span
              className="flex size-10 items-center justify-center rounded-full bg-accent text-lg font-black text-accent-foreground"
              aria-hidden
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-bold">
              <span className="sr-only">{publicPageMessages.touring.step(index + 1)}</span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
