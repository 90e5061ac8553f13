/**
 * How to reach support, shown next to a refusal that asks the visitor to contact support (site-and-portals.md §8
 * "Artist sign-in", "Artist sign-up", "Program confirmation errors"; training-program.md §8 "Sign in", "Sign up"):
 * the spec's text stays as it is, and this follows it. The address is the site's general one, the contact page's
 * (site configuration `addresses.general`), as a mailto link: an ordinary link in the tab order, named by the
 * address, inside the message so a screen reader announces it with the text.
 */
import { SUPPORT_CONTACT_LEAD } from '@shared/messages/site';
import { site } from '@web/lib/site';

/** 'Email support at' and the site's general address as a mailto link. */
function SupportContact() {
  const address = site.addresses.general;
  return (
    <span>
      {SUPPORT_CONTACT_LEAD}{' '}
      <a
        href={`mailto:${address}`}
        className="rounded-sm font-medium break-all underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {address}
      </a>
    </span>
  );
}

/** A refusal's text, followed by {@link SupportContact} when `support` (the text asks to contact support). */
export function RefusalText({ text, support }: { text: string; support: boolean }) {
  if (!support) return text;
  return (
    <>
      {text} <SupportContact />
    </>
  );
}
