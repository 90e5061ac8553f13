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
  directoryQuerySchema,
  type ArtistProfileBody,
  type DirectoryQuery,
} from '@shared/schemas/artist-profile';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { jsonBody } from '../../http/json-body';
import { validQuery } from '../../http/query';
import { getOwnProfile, listPublicProfiles, saveOwnProfile } from './service';

/** `/directory` (approved artists only). */
export function directoryRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'artist');
  const { db } = deps.database;

  app.get('/', validQuery(directoryQuerySchema), async (c) =>
    c.json(await listPublicProfiles(db, c.get('query') as DirectoryQuery)),
  );
  app.get('/profile', async (c) => c.json({ profile: await getOwnProfile(db, c.get('user').id) }));
  app.put('/profile', ...jsonBody(artistProfileBodySchema, DIRECTORY_BODY_MAX_BYTES), async (c) =>
    c.json({ profile: await saveOwnProfile(db, c.get('user').id, c.get('body') as ArtistProfileBody) }),
  );
  return app;
}
