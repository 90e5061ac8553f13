/**
 * The signed-out cards of the artist portal, the program and the agent portal (site-and-portals.md §2.5, §2.13,
 * §5 "Sign-in", "Sign-up"; training-program.md §2 item 3), found as a user finds them, and the link of the
 * account confirmation email (site-and-portals.md §2.14 "Program callback").
 */
import { expect, type Page } from '@playwright/test';
import { waitForEmail } from './outbox';

/** The subject of the account confirmation email. */
const CONFIRM_SUBJECT = 'Confirm your GBF Music Group account';

/** What tells the cards apart: the card's `<h1>` and the footer button that switches to create account. */
export interface AuthCardNames {
  heading: string;
  toSignUp: string;
}

/** The controls of a signed-out card, inside the page's `<main>`. */
export function authCard(page: Page, { heading, toSignUp }: AuthCardNames) {
  const main = page.getByRole('main');
  return {
    main,
    heading: main.getByRole('heading', { level: 1, name: heading }),
    email: main.getByRole('textbox', { name: 'Email' }),
    password: main.getByRole('textbox', { name: 'Password', exact: true }),
    confirmPassword: main.getByRole('textbox', { name: 'Confirm Password', exact: true }),
    signIn: main.getByRole('button', { name: 'Sign In', exact: true }),
    createAccount: main.getByRole('button', { name: 'Create Account', exact: true }),
    toSignUp: main.getByRole('button', { name: toSignUp, exact: true }),
    toSignIn: main.getByRole('button', { name: 'Sign in', exact: true }),
    alert: main.getByRole('alert'),
    status: main.getByRole('status'),
  };
}

export type AuthCard = ReturnType<typeof authCard>;

/** Fills in the email and password of `card` and presses 'Sign In'. */
export async function signInWith(card: AuthCard, email: string, password: string): Promise<void> {
  await card.email.fill(email);
  await card.password.fill(password);
  await card.signIn.click();
}

/** The confirmation link of the first confirmation email to `email` not in `ignore`. */
export async function confirmationLink(email: string, ignore: readonly string[] = []): Promise<URL> {
  const message = await waitForEmail({ subject: CONFIRM_SUBJECT, to: email, ignore });
  const href = /https?:\/\/\S+\/program-auth\/callback\?\S+/.exec(message.text)?.[0];
  expect(href, `a confirmation link in:\n${message.text}`).toBeTruthy();
  return new URL(href!);
}
