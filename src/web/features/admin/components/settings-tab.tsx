/**
 * The Settings tab of /admin (training-program.md §2 item 6 "Settings"; issue 38 item 8; docs/decisions/0011): how
 * this installation is configured, read-only — site name, public address, the addresses the site sends from and to,
 * email delivery, database, file storage, rate-limit counters, the certificates' credential issuer and its current
 * key, and the versions — each with where it is changed. The server answers named fields without a secret
 * (`GET /api/admin/settings`); this tab only shows them.
 */
import { adminSettingsMessages as m, settingRows } from '@shared/messages/admin-settings';
import { LoadFailure } from '@web/components/load-failure';
import { Loading } from '@web/components/loading';
import { useSystemSettings } from '../api/system-settings';

export function SettingsTab() {
  const settings = useSystemSettings();
  return (
    <section aria-labelledby="admin-settings-heading" className="space-y-4">
      <div>
        <h2 id="admin-settings-heading" className="text-xl font-semibold">
          {m.heading}
        </h2>
        <p className="text-muted-foreground">{m.description}</p>
      </div>
      {settings.isError ? (
        <LoadFailure
          text={m.loadFailure}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : !settings.data ? (
        <Loading label={m.loading} />
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full border-collapse text-sm">
            <caption className="px-3 py-2 text-left font-medium">{m.caption}</caption>
            <thead className="bg-muted/50">
              <tr>
                <th scope="col" className="border-b px-3 py-2 text-left font-semibold">
                  {m.columns.setting}
                </th>
                <th scope="col" className="border-b px-3 py-2 text-left font-semibold">
                  {m.columns.value}
                </th>
                <th scope="col" className="border-b px-3 py-2 text-left font-semibold">
                  {m.columns.changedWith}
                </th>
              </tr>
            </thead>
            <tbody>
              {settingRows(settings.data).map((row) => (
                <tr key={row.key} className="border-b last:border-b-0">
                  <th scope="row" className="px-3 py-2 text-left align-top font-medium">
                    {row.label}
                  </th>
                  <td className="px-3 py-2 align-top break-words">{row.value}</td>
                  <td className="px-3 py-2 align-top text-muted-foreground">
                    <code className="font-mono text-xs">{row.changedWith}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
