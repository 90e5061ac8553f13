/**
 * The artist directory API (training-program.md §2 item 8, §6, §7 "artist_profiles"; docs/decisions/0013): a
 * guarded sub-app at `/directory` for approved artists (401 / 403).
 *
 * | route | answer |
 * |---|---|
 * | GET /directory?cursor=&limit= | `{ profiles, nextCursor }`: public profiles by stage name |
 * | GET /directory/profile | `{ profile }`: the caller's, null before it is made |
 * | PUT /directory/profile | `{ profile }`: made or replaced; 400 with field messages |
 */
import { DIRECTORY_BODY_MAX_BYTES } from '@shared/limits/directory';
import {
  artistProfileBodySchema,
  directoryPageSchema,
  directoryQuerySchema,
  ownArtistProfileSchema,
} from '@shared/schemas/artist-profile';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { operation, validJson, validQuery } from '../../http/contract';
import { getOwnProfile, listPublicProfiles, saveOwnProfile } from './service';

/** `/directory` (approved artists only). */
export function directoryRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'artist');
  const { db } = deps.database;

  app.get(
    '/',
    operation({
      operationId: 'listDirectoryProfiles',
      summary:
        'The artist directory: public profiles by stage name, a page at a time (training-program.md §6).',
      tag: 'directory',
      answers: { 200: { description: 'A page of profiles.', schema: directoryPageSchema } },
    }),
    ...validQuery(directoryQuerySchema),
    async (c) => c.json(await listPublicProfiles(db, c.req.valid('query'))),
  );

  app.get(
    '/profile',
    operation({
      operationId: 'getOwnArtistProfile',
      summary:
        'The caller’s directory profile, null before it is made (training-program.md §7 "artist_profiles").',
      tag: 'directory',
      answers: { 200: { description: 'The caller’s profile, or null.', schema: ownArtistProfileSchema } },
    }),
    async (c) => c.json({ profile: await getOwnProfile(db, c.get('user').id) }),
  );

  app.put(
    '/profile',
    operation({
      operationId: 'saveOwnArtistProfile',
      summary: 'Makes or replaces the caller’s directory profile (training-program.md §7 "artist_profiles").',
      tag: 'directory',
      answers: { 200: { description: 'The saved profile.', schema: ownArtistProfileSchema } },
    }),
    ...validJson(artistProfileBodySchema, DIRECTORY_BODY_MAX_BYTES),
    async (c) => c.json({ profile: await saveOwnProfile(db, c.get('user').id, c.req.valid('json')) }),
  );
  return app;
}
