/** Screen-reader-only hint for links that open a new tab (WCAG technique G201); part of the link's name. */
export function NewTabHint() {
  return <span className="sr-only"> (opens in a new tab)</span>;
}
