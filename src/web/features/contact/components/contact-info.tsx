/** Contact information of the contact page (site-and-portals.md §2.9): two addresses and the business hours. */
import { Clock, Inbox, Mail } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { BUSINESS_HOURS } from '@shared/constants';
import { publicPageMessages } from '@shared/messages/site';
import { CopyButton } from '@web/components/copy-button';
import { Island } from '@web/lib/island';
import { site } from '@web/lib/site';

function InfoItem({
  icon: Icon,
  term,
  children,
  action,
}: {
  icon: LucideIcon;
  term: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span
        className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted text-primary"
        aria-hidden
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{term}</p>
        <p className="wrap-anywhere text-muted-foreground">{children}</p>
      </div>
      {action}
    </li>
  );
}

const mailLink = 'underline-offset-4 hover:text-foreground hover:underline';

/** A copy button for `address`: an island of the page (docs/decisions/0004). */
function CopyAddress({ address }: { address: string }) {
  return (
    <Island
      name="copy-button"
      component={CopyButton}
      props={{ text: address, label: publicPageMessages.contact.copyAddress }}
      when="interaction"
      as="span"
    />
  );
}

/** The general-inquiries address, the submissions address and the business hours (§2.9, §9). */
export function ContactInfo() {
  return (
    <section aria-labelledby="contact-info-heading" className="rounded-xl border bg-card p-6 shadow-sm">
      <h2 id="contact-info-heading" className="text-xl font-bold">
        {publicPageMessages.contact.infoTitle}
      </h2>
      <ul className="mt-6 grid gap-5">
        <InfoItem
          icon={Mail}
          term={publicPageMessages.contact.generalInquiries}
          action={<CopyAddress address={site.addresses.general} />}
        >
          <a className={mailLink} href={`mailto:${site.addresses.general}`}>
            {site.addresses.general}
          </a>
        </InfoItem>
        <InfoItem
          icon={Inbox}
          term={publicPageMessages.contact.musicSubmissions}
          action={<CopyAddress address={site.addresses.submissions} />}
        >
          <a className={mailLink} href={`mailto:${site.addresses.submissions}`}>
            {site.addresses.submissions}
          </a>
        </InfoItem>
        <InfoItem icon={Clock} term={publicPageMessages.contact.businessHours}>
          {BUSINESS_HOURS}
        </InfoItem>
      </ul>
    </section>
  );
}
