/** Saving the own profile (training-program.md §7 "insert or update own", §8 'Profile updated successfully'). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ownArtistProfileSchema,
  type ArtistProfileBody,
  type OwnArtistProfile,
} from '@shared/schemas/artist-profile';
import { answerOf, api } from '@web/lib/api-client';
import { ownProfileQueryKey } from './get-own-profile';
import { directoryQueryKey } from './list-profiles';

/**
 * `PUT /api/directory/profile` with the whole profile.
 *
 * @throws {ApiError} 400 `validation_failed` with field messages, 401/403, or status 0.
 */
async function saveOwnProfile(body: ArtistProfileBody): Promise<OwnArtistProfile> {
  return answerOf(api.PUT('/directory/profile', { body }), ownArtistProfileSchema);
}

/** The save mutation: the own profile takes the answer, and the directory reloads (the profile may have moved). */
export function useSaveOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOwnProfile,
    onSuccess: (answer) => {
      queryClient.setQueryData(ownProfileQueryKey, answer);
      void queryClient.invalidateQueries({ queryKey: directoryQueryKey });
    },
  });
}
