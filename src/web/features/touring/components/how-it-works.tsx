/** The 4-step 'How It Works' list of the touring page (site-and-portals.md §2.11). */
import { TOURING_REPLY_HOURS } from '@shared/constants';
import { publicPageMessages } from '@shared/messages/site';

const steps = [
  {
    title: 'Tell us about your music',
    text: 'Fill in the form below with your links, the regions you want to play and your timing.',
  },
  {
    title: 'Get your tour plan',
    text: `Our touring team reviews your submission and contacts you within ${TOURING_REPLY_HOURS} hours with a first route and budget.`,
  },
  {
    title: 'We book the rooms',
    text: 'We reach out to venues and promoters, negotiate the offers and confirm the dates with you.',
  },
  {
    title: 'Hit the road',
    text: 'Marketing goes live in every market, and we stay on call from the first soundcheck to the last show.',
  },
];

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
