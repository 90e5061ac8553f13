/** The shape of every toast text in `messages/` (site-and-portals.md §8: "Toasts are shown as title / text"). */

/** A toast as the spec writes it: title / text. */
export interface ToastText {
  title: string;
  text: string;
}
