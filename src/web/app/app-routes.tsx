/**
 * The route table (site-and-portals.md §2.1) on the web side. Every page is its own chunk; `Layout` shows a
 * loading state while one loads.
 *
 * The public pages are documents of their own, static HTML with islands (docs/decisions/0004): the server-side
 * render renders them, while the single-page app reaches them with a page load, as any link from one to the other
 * is an ordinary link. So are `/epk/{slug}` and `/verify/{id}`, which the server renders per request with their data.
 */
import { lazy, useEffect, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Layout } from './layout';

const HomePage = lazy(() => import('@web/routes/home'));
const SubsidiariesPage = lazy(() => import('@web/routes/subsidiaries'));
const SchedulePage = lazy(() => import('@web/routes/schedule'));
const RosterPage = lazy(() => import('@web/routes/roster'));
const ContactPage = lazy(() => import('@web/routes/contact'));
const ArtistIntakePage = lazy(() => import('@web/routes/artist-intake'));
const TouringServicesPage = lazy(() => import('@web/routes/touring-services'));
const ArtistDevelopmentPage = lazy(() => import('@web/routes/artist-development'));
const PortalPage = lazy(() => import('@web/routes/portal'));
const PortalForgotPasswordPage = lazy(() => import('@web/routes/portal-forgot-password'));
const PortalResetPasswordPage = lazy(() => import('@web/routes/portal-reset-password'));
const PortalResetErrorPage = lazy(() => import('@web/routes/portal-reset-error'));
const ProgramAuthPage = lazy(() => import('@web/routes/program-auth'));
const ProgramAuthCallbackPage = lazy(() => import('@web/routes/program-auth-callback'));
const ProgramForgotPasswordPage = lazy(() => import('@web/routes/program-forgot-password'));
const ProgramResetPasswordPage = lazy(() => import('@web/routes/program-reset-password'));
const ProgramResetErrorPage = lazy(() => import('@web/routes/program-reset-error'));
const AgentPortalPage = lazy(() => import('@web/routes/agent-portal'));
const LearningPage = lazy(() => import('@web/routes/learning'));
const LearningVisitorPage = lazy(() => import('@web/features/course/components/learning-visitor'));
const LearningModulePage = lazy(() => import('@web/routes/learning-module'));
const ProgramDashboardPage = lazy(() => import('@web/routes/program-dashboard'));
const ProgramModulePage = lazy(() => import('@web/routes/program-module'));
const ArtistDirectoryPage = lazy(() => import('@web/routes/artist-directory'));
const CertificatesPage = lazy(() => import('@web/routes/certificates'));
const CertificatePage = lazy(() => import('@web/routes/certificate'));
const VerifyPage = lazy(() => import('@web/routes/verify'));
const UnsubscribePage = lazy(() => import('@web/routes/unsubscribe'));
const AdminPage = lazy(() => import('@web/routes/admin'));
const FileManagerPage = lazy(() => import('@web/routes/file-manager'));
const AccountPage = lazy(() => import('@web/routes/account'));
const TracksPage = lazy(() => import('@web/routes/tracks'));
const TrackPage = lazy(() => import('@web/routes/track'));
const FeedbackPage = lazy(() => import('@web/routes/feedback'));
const PressKitPage = lazy(() => import('@web/routes/press-kit'));
const EpkPage = lazy(() => import('@web/routes/epk'));
const NotFoundPage = lazy(() => import('@web/routes/not-found'));

/** In the single-page app, the route of a public page: the browser loads it from the server. */
function DocumentLoad() {
  useEffect(() => window.location.replace(window.location.href), []);
  return null;
}

/**
 * The routes. `documents`: `render` renders the public pages (the server-side render), `load` loads them from the
 * server (the single-page app).
 */
export function AppRoutes({ documents }: { documents: 'render' | 'load' }) {
  const publicPage = (page: ReactElement) => (documents === 'render' ? page : <DocumentLoad />);
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={publicPage(<HomePage />)} />
        <Route path="subsidiaries" element={publicPage(<SubsidiariesPage />)} />
        <Route path="schedule" element={publicPage(<SchedulePage />)} />
        <Route path="roster" element={publicPage(<RosterPage />)} />
        <Route path="contact" element={publicPage(<ContactPage />)} />
        <Route path="artist-intake" element={publicPage(<ArtistIntakePage />)} />
        <Route path="touring-services" element={publicPage(<TouringServicesPage />)} />
        <Route path="artist-development" element={publicPage(<ArtistDevelopmentPage />)} />
        <Route path="portal" element={<PortalPage />} />
        <Route path="portal/forgot-password" element={<PortalForgotPasswordPage />} />
        <Route path="portal/reset-password" element={<PortalResetPasswordPage />} />
        <Route path="portal/reset-error" element={<PortalResetErrorPage />} />
        <Route path="program-auth" element={<ProgramAuthPage />} />
        <Route path="program-auth/callback" element={<ProgramAuthCallbackPage />} />
        <Route path="program-auth/forgot-password" element={<ProgramForgotPasswordPage />} />
        <Route
          path="program-forgot-password"
          element={<Navigate to="/program-auth/forgot-password" replace />}
        />
        <Route path="program-reset-password" element={<ProgramResetPasswordPage />} />
        <Route path="program-reset-error" element={<ProgramResetErrorPage />} />
        <Route path="agent-portal/*" element={<AgentPortalPage />} />
        {/* A visitor's /learning is a page of islands; with a session the server sends the app, which renders this. */}
        <Route
          path="learning"
          element={documents === 'render' ? <LearningVisitorPage /> : <LearningPage />}
        />
        <Route path="learning/module/:moduleId" element={<LearningModulePage />} />
        <Route path="program-dashboard" element={<ProgramDashboardPage />} />
        <Route path="program-module/:moduleId" element={<ProgramModulePage />} />
        <Route path="artist-directory" element={<ArtistDirectoryPage />} />
        <Route path="certificates" element={<CertificatesPage />} />
        <Route path="certificates/:certificateId" element={<CertificatePage />} />
        <Route path="verify/:certificateId" element={publicPage(<VerifyPage />)} />
        <Route path="unsubscribe" element={<UnsubscribePage />} />
        <Route path="admin" element={<AdminPage />} />
        <Route path="file-manager" element={<FileManagerPage />} />
        <Route path="account" element={<AccountPage />} />
        <Route path="tracks" element={<TracksPage />} />
        <Route path="tracks/:trackId" element={<TrackPage />} />
        <Route path="feedback" element={<FeedbackPage />} />
        <Route path="press-kit" element={<PressKitPage />} />
        <Route path="epk/:slug" element={publicPage(<EpkPage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
