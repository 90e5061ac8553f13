/** Texts of the site's shared controls (our wording). Toasts are `{ title, text }`. */
import type { ToastText } from './toast-text';

/** The copy-to-clipboard button beside an email address (site-and-portals.md §2.9). */
export const copyMessages = {
  copied: (text: string): ToastText => ({ title: 'Copied', text: `${text} is on your clipboard.` }),
  failed: (text: string): ToastText => ({
    title: 'Copy failed',
    text: `Select ${text} and copy it instead.`,
  }),
} as const;
