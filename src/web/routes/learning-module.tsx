/**
 * A module of the learning area, `/learning/module/{moduleId}` (training-program.md §2 "Learning area": "Not signed
 * in: redirect to /portal"; site-and-portals.md §2.1): behind the session gate for approved artists. A signed-out
 * visitor is sent to /portal with this page stored as the return path, and comes back here after signing in. The
 * modules themselves are not built yet (issue "Learning area"), so every module id is a missing module: 'Module not
 * found' with a back button.
 */
import { ArrowLeft, SearchX } from 'lucide-react';
import { useNavigate } from 'react-router';
import { LOGIN_PATHS } from '@shared/auth/portals';
import { learningModuleMessages as m } from '@shared/messages/learning';
import { Button } from '@web/components/ui/button';
import { AuthCard } from '@web/lib/auth/components/auth-card';
import { SessionGate } from '@web/lib/auth/components/session-gate';

/** 'Module not found' and a button back to the previous page of the site (else home). */
function ModuleNotFound() {
  const navigate = useNavigate();
  const goBack = () => {
    const state = window.history.state as { idx?: number } | null;
    void ((state?.idx ?? 0) > 0 ? navigate(-1) : navigate('/'));
  };
  return (
    <AuthCard icon={<SearchX />} title={m.notFound.title} description={m.notFound.text}>
      <Button type="button" variant="outline" className="w-full" onClick={goBack}>
        <ArrowLeft aria-hidden />
        {m.back}
      </Button>
    </AuthCard>
  );
}

/** `/learning/module/:moduleId`. */
export default function LearningModulePage() {
  return (
    <SessionGate need="artist" title={m.notFound.title} signIn={{ redirectTo: LOGIN_PATHS.artist }}>
      {() => <ModuleNotFound />}
    </SessionGate>
  );
}
