/**
 * Every island of the public pages by name (docs/decisions/0004, "Islands"): how the browser loads its component.
 * Each loader is its own chunk, fetched when its island is needed (entry-islands.ts); a page names its islands
 * with `<Island name=…>` (lib/island.tsx), which renders the same component on the server.
 */
import type { ComponentType } from 'react';

/** Loads an island's component. */
type IslandLoader = () => Promise<ComponentType<Record<string, unknown>>>;

const as = <P>(component: ComponentType<P>) => component as unknown as ComponentType<Record<string, unknown>>;

export const islands: Readonly<Record<string, IslandLoader>> = {
  'theme-toggle': () => import('@web/components/theme/theme-toggle').then((m) => as(m.ThemeToggle)),
  'site-menu': () => import('@web/components/layout/site-menu').then((m) => as(m.SiteMenu)),
  'account-menu': () =>
    import('@web/components/layout/signed-in-account-menu').then((m) => as(m.SignedInAccountMenu)),
  releases: () => import('@web/features/home/components/releases-section').then((m) => as(m.ReleasesSection)),
  store: () => import('@web/features/home/components/store-section').then((m) => as(m.StoreSection)),
  'contact-form': () =>
    import('@web/features/contact/components/contact-form').then((m) => as(m.ContactForm)),
  'artist-intake-form': () =>
    import('@web/features/artist-intake/components/artist-intake-form').then((m) => as(m.ArtistIntakeForm)),
  'touring-form': () =>
    import('@web/features/touring/components/touring-form').then((m) => as(m.TouringForm)),
  'start-tour-plan': () =>
    import('@web/features/touring/components/start-tour-plan-button').then((m) => as(m.StartTourPlanButton)),
  'apply-now': () => import('@web/features/program-landing/components/apply-now').then((m) => as(m.ApplyNow)),
  'program-application': () =>
    import('@web/features/program-landing/components/application-section').then((m) =>
      as(m.ApplicationSection),
    ),
  'learn-more': () =>
    import('@web/features/program-landing/components/learn-more-link').then((m) => as(m.LearnMoreLink)),
  'learning-hero': () =>
    import('@web/features/course/components/learning-visitor').then((m) => as(m.LearningVisitorHero)),
  'learning-courses': () =>
    import('@web/features/course/components/learning-visitor').then((m) => as(m.LearningVisitorCourses)),
  'copy-button': () => import('@web/components/copy-button').then((m) => as(m.CopyButton)),
  'leave-feedback': () =>
    import('@web/features/press-kits/components/leave-feedback-link').then((m) => as(m.LeaveFeedbackLink)),
  'credential-check': () =>
    import('@web/features/certificates/components/credential-check').then((m) => as(m.CredentialCheck)),
  splash: () => import('@web/features/splash/components/splash-screen').then((m) => as(m.SplashScreen)),
};
