/** The allow-list RPCs (§7 "RPC is_artist_approved", "RPC is_agent_approved"). */
import { approvalResponseSchema } from '@shared/schemas/auth';
import { answerOf, api } from '@web/lib/api-client';

/**
 * is_artist_approved: whether `email` may sign up or sign in as an artist.
 *
 * @throws {ApiError} on a server or network failure (the portal shows 'Error checking approval status…').
 */
export async function isArtistApproved(email: string): Promise<boolean> {
  return (
    await answerOf(api.POST('/rpc/is_artist_approved', { body: { p_email: email } }), approvalResponseSchema)
  ).approved;
}

/** is_agent_approved: whether `email` may use the agent portal; false on any error (§7). */
export async function isAgentApproved(email: string): Promise<boolean> {
  try {
    return (
      await answerOf(api.POST('/rpc/is_agent_approved', { body: { p_email: email } }), approvalResponseSchema)
    ).approved;
  } catch {
    return false;
  }
}
