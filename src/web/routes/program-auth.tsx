/** Placeholder while the page is built. */
export default function ProgramAuthPage() {
  return null;
}
