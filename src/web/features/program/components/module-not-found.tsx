/**
 * 'Module not found' (training-program.md §2 item 5, §8 "Module") for an unknown module id or an address whose id
 * cannot be one, with a button back to the dashboard.
 */
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { programModuleMessages as m } from '@shared/messages/program';
import { Button } from '@web/components/ui/button';
import { AuthCard } from '@web/lib/auth/components/auth-card';
import { programPaths } from '../utils/program-paths';

export function ModuleNotFound() {
  return (
    <AuthCard icon={<SearchX />} title={m.notFound}>
      <Button asChild variant="outline" className="w-full">
        <Link to={programPaths.dashboard}>
          <ArrowLeft aria-hidden />
          {m.back}
        </Link>
      </Button>
    </AuthCard>
  );
}
