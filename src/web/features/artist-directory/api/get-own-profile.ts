/** The member's own directory profile (training-program.md §2 item 8, §7 "artist_profiles: select own by user_id"). */
import { useQuery } from '@tanstack/react-query';
import { ownArtistProfileSchema, type OwnArtistProfile } from '@shared/schemas/artist-profile';
import { answerOf, api } from '@web/lib/api-client';

/** Query key of the own profile; saving it updates this entry. */
export const ownProfileQueryKey = ['directory', 'own-profile'] as const;

/**
 * `GET /api/directory/profile`: the profile, or null before it is made.
 *
 * @throws {ApiError} 401/403 without an approved artist's session, or status 0.
 */
async function getOwnProfile(): Promise<OwnArtistProfile> {
  return answerOf(api.GET('/directory/profile'), ownArtistProfileSchema);
}

/** The own profile query. */
export function useOwnProfile() {
  return useQuery({ queryKey: ownProfileQueryKey, queryFn: getOwnProfile });
}
