/**
 * The footer of the artist portal's and the program's sign-in cards (site-and-portals.md §2.5 "Artist portal
 * login"; training-program.md §2 item 3, §4 "Other"): 'Don't have an account yet? Create an account' in sign-in
 * mode, 'Already have an account? Sign in' in sign-up mode.
 */
import { accountFormMessages } from '@shared/messages/auth';
import { Button } from '@web/components/ui/button';
import type { CredentialsMode } from './credentials-form';

export interface CredentialsModeSwitchProps {
  mode: CredentialsMode;
  /** Switches to the other mode. */
  onSwitch: () => void;
  /** E.g. while a request is pending. */
  disabled?: boolean;
}

/** The question and the button that switches between sign in and create account (site-and-portals.md §2.5). */
const m = accountFormMessages.switchMode;

export function CredentialsModeSwitch({ mode, onSwitch, disabled }: CredentialsModeSwitchProps) {
  const signingUp = mode === 'sign-up';
  return (
    <p className="text-muted-foreground">
      {signingUp ? m.haveAccount : m.noAccount}{' '}
      <Button
        type="button"
        variant="link"
        className="h-auto p-0 align-baseline"
        onClick={onSwitch}
        disabled={disabled}
      >
        {signingUp ? m.signIn : m.createAccount}
      </Button>
    </p>
  );
}
