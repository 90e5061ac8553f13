/**
 * The contact page (site-and-portals.md §2.9): contact information, the contact form and quick actions.
 */
import { publicPageMessages } from '@shared/messages/site';
import { ContactForm } from '@web/features/contact/components/contact-form';
import { ContactInfo } from '@web/features/contact/components/contact-info';
import { QuickActions } from '@web/features/contact/components/quick-actions';
import { Island } from '@web/lib/island';
import { PublicPage } from '@web/components/public-page';

const m = publicPageMessages.contact;

/** `/contact` (§2.9). */
export default function ContactPage() {
  return (
    <PublicPage intro={m}>
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 pb-20 sm:px-6 lg:grid-cols-[5fr_7fr]">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <ContactInfo />
          <QuickActions />
        </div>
        <section
          aria-labelledby="contact-form-heading"
          className="min-w-0 rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
        >
          <h2 id="contact-form-heading" className="mb-2 text-2xl font-bold">
            {m.formTitle}
          </h2>
          <Island name="contact-form" component={ContactForm} props={{}} when="interaction" />
        </section>
      </div>
    </PublicPage>
  );
}
