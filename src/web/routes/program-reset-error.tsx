/** Placeholder while the page is built. */
export default function ProgramResetErrorPage() {
  return null;
}
