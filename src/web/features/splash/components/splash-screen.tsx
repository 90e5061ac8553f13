/**
 * The splash screen (site-and-portals.md §2.3; decision docs/decisions/0002-splash-screen.md): a full-screen
 * dialog over the home page with the group name, the subtitle, the tagline and ENTER SITE, on eight backgrounds
 * that cross-fade in order (`SPLASH.rotationMs`, `SPLASH.fadeMs`). Shown until the visitor enters, once per
 * browser session.
 *
 * An island of the home page (docs/decisions/0004, "Islands"): the overlay, its rotation (CSS) and the page's
 * scroll lock (CSS) need no script; ENTER SITE, Escape and the focus trap work once it hydrates, on the page's
 * first interaction, which it then replays.
 */
import { useCallback, useEffect, useRef } from 'react';
import { splashMessages } from '@shared/messages/site';
import { Button } from '@web/components/ui/button';
import { site } from '@web/lib/site';
import { SplashBackground } from './splash-background';
import {
  markSplashEntered,
  SPLASH_ENTERED_ATTRIBUTE,
  SPLASH_HIDE_SCRIPT,
  useSplashEntered,
} from '../utils/splash-storage';
import { useIsPrerenderPass } from '@web/lib/use-is-prerender-pass';

/** Without scripts ENTER SITE could not work, so visitors without JavaScript never see the splash. */
const NO_SCRIPT_STYLE = '[data-splash]{display:none!important}';

/** Moves focus to the page content once the splash is gone (the layout's `<main id="main">`). */
function focusMain(): void {
  document.getElementById('main')?.focus({ preventScroll: true });
}

function SplashOverlay() {
  const dialogRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const leavingRef = useRef(false);

  const enter = useCallback(() => {
    leavingRef.current = true;
    markSplashEntered();
    focusMain();
  }, []);

  // While open: focus ENTER SITE, keep focus inside the dialog, Escape enters, the page behind does not scroll.
  useEffect(() => {
    const dialog = dialogRef.current;
    const button = buttonRef.current;
    if (!dialog || !button || document.documentElement.hasAttribute(SPLASH_ENTERED_ATTRIBUTE)) return;
    leavingRef.current = false;
    button.focus({ preventScroll: true });
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        enter();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        button.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!leavingRef.current && !dialog.contains(event.target as Node)) button.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = previousOverflow;
    };
  }, [enter]);

  return (
    <div
      ref={dialogRef}
      data-splash=""
      role="dialog"
      aria-modal="true"
      aria-labelledby="splash-title"
      aria-describedby="splash-tagline"
      className="fixed inset-0 z-50 isolate flex items-center justify-center overflow-y-auto px-6 py-12 text-center text-white [[data-splash-entered]_&]:hidden"
    >
      <SplashBackground />
      <div className="max-w-3xl">
        <p id="splash-title" className="text-5xl font-black tracking-tight text-balance sm:text-7xl">
          {site.brandName}
        </p>
        <p className="mt-4 text-sm font-medium tracking-[0.3em] text-white/85 uppercase sm:text-base">
          {site.subtitle}
        </p>
        <span className="mx-auto mt-8 block h-px w-24 bg-white/50" aria-hidden />
        <p id="splash-tagline" className="mt-8 text-lg font-bold tracking-[0.25em] text-balance sm:text-2xl">
          {splashMessages.tagline}
        </p>
        <Button
          ref={buttonRef}
          type="button"
          size="lg"
          onClick={enter}
          className="mt-10 rounded-full bg-white px-10 tracking-[0.2em] text-black hover:bg-white/85 focus-visible:ring-white focus-visible:ring-offset-black"
        >
          {splashMessages.enter}
        </Button>
      </div>
    </div>
  );
}

/**
 * The splash overlay plus, right before it in the prerendered HTML, the inline script that hides it before the
 * first paint for visitors who already entered in this session (and a no-script style). Renders nothing once this
 * session has entered.
 */
export function SplashScreen() {
  const entered = useSplashEntered();
  const prerenderPass = useIsPrerenderPass();
  if (entered) return null;
  return (
    <>
      {prerenderPass && (
        <>
          {/* Before the overlay: it runs before the overlay is parsed, so no frame can show it. */}
          <script dangerouslySetInnerHTML={{ __html: SPLASH_HIDE_SCRIPT }} />
          <noscript>
            <style>{NO_SCRIPT_STYLE}</style>
          </noscript>
        </>
      )}
      <SplashOverlay />
    </>
  );
}
