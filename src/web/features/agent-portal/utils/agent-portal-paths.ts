/** Paths of the agent portal (site-and-portals.md §2.1, §2.13, §9 "Default agent department: anr"). */
import { LOGIN_PATHS } from '@shared/auth/portals';

/** `/agent-portal`: the sign-in card, or the shell. */
export const AGENT_PORTAL_PATH = LOGIN_PATHS.agent;

/** The department every other portal path leads to (§9). */
export const DEFAULT_DEPARTMENT_SLUG = 'anr';

/** `/agent-portal/department/{slug}`. */
export function departmentPath(slug: string): string {
  return `${AGENT_PORTAL_PATH}/department/${encodeURIComponent(slug)}`;
}

/** `/agent-portal/artists`: the published press kits (issue "Press kits and feedback on tracks" item 4). */
export const ARTISTS_PATH = `${AGENT_PORTAL_PATH}/artists`;
