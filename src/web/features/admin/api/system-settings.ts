/**
 * The Settings tab's data (training-program.md §2 item 6 "Settings"; issue 38 item 8): `GET /api/admin/settings`,
 * how the installation is configured, without a secret.
 */
import { useQuery } from '@tanstack/react-query';
import { systemSettingsSchema, type SystemSettings } from '@shared/schemas/system-settings';
import { answerOf, api } from '@web/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/**
 * The installation's settings.
 *
 * @throws {ApiError} 401/403 without an admin's session, or status 0 on a network failure.
 */
async function getSystemSettings(): Promise<SystemSettings> {
  return answerOf(api.GET('/admin/settings'), systemSettingsSchema);
}

/** The settings query; read once per visit of the tab (they change only with a restart). */
export function useSystemSettings() {
  return useQuery({ queryKey: adminQueryKeys.settings, queryFn: getSystemSettings });
}
