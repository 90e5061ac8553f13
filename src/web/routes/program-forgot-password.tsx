/** Placeholder while the page is built. */
export default function ProgramForgotPasswordPage() {
  return null;
}
