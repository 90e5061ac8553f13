/**
 * Staff's decision on an application (issue "Staff operations" item 2): `POST /api/admin/inbox/:kind/:id/approve`
 * or `/decline` (no body) answers the item with the decision, who made it and when, and its status `done`.
 * Approving puts the email on the artist list and emails an invitation; declining emails a courteous answer. The
 * same decision again answers the item unchanged; the other one afterwards answers 409 (`application_decided`) with
 * the message to show.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  inboxItemSchema,
  type ApplicationDecision,
  type InboxApplicationKind,
  type InboxItem,
} from '@shared/schemas/inbox';
import { answerOf, api, ApiError } from '@web/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { refreshInbox } from './inbox-item';

/** The route of each decision. */
const DECISION_ROUTES = {
  approved: '/admin/inbox/{kind}/{id}/approve',
  declined: '/admin/inbox/{kind}/{id}/decline',
} as const satisfies Record<ApplicationDecision, string>;

/**
 * Records `decision` on application `id` of `kind`.
 *
 * @throws {ApiError} 409 (`application_decided`) when the other decision was made, 404 when there is no such
 *   application, 400 for a malformed id or a kind that is no application, 401/403, or status 0.
 */
async function decideInboxApplication(
  kind: InboxApplicationKind,
  id: string,
  decision: ApplicationDecision,
): Promise<InboxItem> {
  return answerOf(api.POST(DECISION_ROUTES[decision], { params: { path: { kind, id } } }), inboxItemSchema);
}

/**
 * After a refusal because someone else decided first (409): the item, its kind's lists and the counts reload, so the
 * detail shows the decision that stands.
 */
function reloadAfterConflict(queryClient: QueryClient, kind: InboxApplicationKind, id: string) {
  return Promise.all(
    [adminQueryKeys.inboxItem(kind, id), adminQueryKeys.inboxLists(kind), adminQueryKeys.inboxCounts].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * The decision mutation of application `id` of `kind`: afterwards the item shows the answer and its kind's lists
 * and the counts refresh (as after a status change); a 409 reloads them instead.
 */
export function useDecideInboxApplication(kind: InboxApplicationKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ApplicationDecision) => decideInboxApplication(kind, id, decision),
    onSuccess: (answer) => refreshInbox(queryClient, answer),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void reloadAfterConflict(queryClient, kind, id);
    },
  });
}
