/**
 * A person's page (issue "Staff operations" item 4): `GET /api/admin/people/:userId`, the account, its progress per
 * module (facts, lock, quiz round and attempts, worksheet answers and upload) and the staff actions on it. Every help
 * action (person-quiz-reset.ts, person-unlock.ts, person-admin.ts, person-disabled.ts) answers the same shape and
 * refreshes the staff screens with {@link refreshPerson}.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { personDetailSchema, type PersonDetail } from '@shared/schemas/people';
import { answerOf, api, apiUrl } from '@web/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/**
 * Account `userId` with its modules and history.
 *
 * @throws {ApiError} 404 (`user_not_found`), 400 for a malformed id, 401/403, or status 0.
 */
async function getPerson(userId: string): Promise<PersonDetail> {
  return answerOf(api.GET('/admin/people/{userId}', { params: { path: { userId } } }), personDetailSchema);
}

/** The person query of `userId`. */
export function usePerson(userId: string) {
  return useQuery({ queryKey: adminQueryKeys.person(userId), queryFn: () => getPerson(userId) });
}

/**
 * After a help action: the person's page shows the server's answer at once; the Users tab's lists, the allow-lists
 * (an account's access) and the audit log reload.
 */
export function refreshPerson(queryClient: QueryClient, answer: PersonDetail): Promise<unknown> {
  queryClient.setQueryData(adminQueryKeys.person(answer.person.userId), answer);
  return Promise.all(
    [adminQueryKeys.peopleLists, adminQueryKeys.allowLists, adminQueryKeys.audit].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** The address staff download a learner's uploaded worksheet of a module from (HTTP Range supported). */
export function worksheetUploadHref(userId: string, moduleId: string): string {
  return apiUrl('/admin/people/{userId}/modules/{moduleId}/worksheet-upload', { path: { userId, moduleId } });
}
