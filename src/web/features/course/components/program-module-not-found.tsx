/**
 * 'Module not found' (training-program.md §2 item 5, §8 "Module") for an unknown module id or an address whose id
 * cannot be one, with a button back to the dashboard.
 */
import { SearchX } from 'lucide-react';
import { courseMessages } from '@shared/messages/learning';
import { programModuleMessages as m } from '@shared/messages/program';
import { BackLink } from '@web/components/back-link';
import { AuthCard } from '@web/lib/auth/components/auth-card';
import { programPaths } from '../utils/program-paths';

export function ProgramModuleNotFound() {
  return (
    <AuthCard icon={<SearchX />} title={courseMessages.modulePage.notFound}>
      <BackLink to={programPaths.dashboard} className="w-full">
        {m.back}
      </BackLink>
    </AuthCard>
  );
}
