/** Placeholder while the page is built. */
export default function ProgramAuthCallbackPage() {
  return null;
}
