/** Who the dashboard greets (training-program.md §2 item 4, §3 profiles, §7 "select profiles by user_id"). */
import { useQuery } from '@tanstack/react-query';
import { programProfileSchema, type ProgramProfile } from '@shared/schemas/program';
import { requestJson } from '@web/lib/api-client';

/** Query key of the signed-in artist's program profile. */
export const programProfileQueryKey = ['course', 'profile'] as const;

/**
 * `GET /api/program/profile`: name, stage name, email and creation date.
 *
 * @throws {ApiError} 401/403 without an approved artist's session, or status 0.
 */
export async function getProgramProfile(): Promise<ProgramProfile['profile']> {
  return (await requestJson('GET', '/api/program/profile', undefined, { schema: programProfileSchema }))
    .profile;
}

/** The profile query. */
export function useProgramProfile() {
  return useQuery({ queryKey: programProfileQueryKey, queryFn: getProgramProfile });
}
