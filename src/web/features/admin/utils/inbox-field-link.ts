/**
 * How the detail of an inbox item opens a field's link (issue "Staff operations" item 1). The server sets `href`
 * only for an `http:`/`https:` address the person gave, or `mailto:`/`tel:` built from their email and phone; the
 * web app checks again and shows anything else as plain text.
 */

/** A field's link: a web address opens in a new tab (without `opener` or referrer), mail and phone in place. */
export interface FieldLink {
  href: string;
  newTab: boolean;
}

/** The link of a field's `href`, or null when it has none or names another scheme (`javascript:`, `data:`…). */
export function fieldLink(href: string | null): FieldLink | null {
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return { href: url.href, newTab: true };
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { href, newTab: false };
  return null;
}
