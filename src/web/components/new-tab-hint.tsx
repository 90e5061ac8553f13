/** Screen-reader-only hint for links that open a new tab (WCAG technique G201); part of the link's name. */
import { NEW_TAB_HINT } from '@shared/messages/site';
export function NewTabHint() {
  return <span className="sr-only"> {NEW_TAB_HINT}</span>;
}
