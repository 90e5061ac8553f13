/** Placeholder while the page is built. */
export default function ProgramResetPasswordPage() {
  return null;
}
