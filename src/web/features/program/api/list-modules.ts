/** The six program modules (training-program.md §2 item 4, §7 "select program_modules ordered by month_number"). */
import { useQuery } from '@tanstack/react-query';
import { programModuleListSchema, type ProgramModuleSummary } from '@shared/schemas/program';
import { requestJson } from '@web/lib/api-client';

/** Query key of the module list. */
export const programModulesQueryKey = ['program', 'modules'] as const;

/**
 * `GET /api/program/modules`: the modules by month, with what each includes (video, worksheet, lesson text).
 *
 * @throws {ApiError} 401/403 without an approved artist's session, or status 0.
 */
export async function listProgramModules(): Promise<ProgramModuleSummary[]> {
  return (await requestJson('GET', '/api/program/modules', undefined, { schema: programModuleListSchema }))
    .modules;
}

/** The module list query; the list changes only when an admin edits a module. */
export function useProgramModules() {
  return useQuery({ queryKey: programModulesQueryKey, queryFn: listProgramModules, staleTime: 5 * 60_000 });
}
