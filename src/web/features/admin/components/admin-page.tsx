/**
 * /admin (training-program.md §2 item 6, §6 "Admin", §8 "Admin"; issue "Staff operations" item 1): the header and
 * its tabs — Inbox (every submission of the public forms, per kind, with its status, notes and history; the tab
 * shows how many items are new), Modules (each module's texts, video and worksheet), File Manager (the two buckets:
 * upload, open, rename, delete; files by the names they were uploaded with), Quizzes (create 'Module {n} Quiz', add,
 * edit, move and delete questions; docs/decisions/0017), Users (every account, filtered, searched
 * and paginated on the server, and a person's page with their progress and the help staff give: `&person=<id>`),
 * Allow-lists (approved artists and agents: add, enable, disable, history), Audit log (every recorded staff action),
 * Emails (queued, sent and failed emails, Retry on a failed one; the tab shows how many failed), Insights (the
 * program as a whole: funnel, where learners stop, quiz items, video engagement, cohorts; issue 37) and Settings
 * (how this installation is configured, read-only and without a secret, each setting with where it is changed; issue
 * 38 item 8; docs/decisions/0011). The tab is kept in the address (`?tab=`; none for Modules, the default, so every
 * earlier address still opens the same tab), so a reload or a shared link opens it again; the
 * Inbox, Users, Allow-lists, Audit log and Insights keep their list, filter and open item there too (utils/*-view.ts),
 * cleared when another tab is chosen. The Insights tab is loaded only when opened (its chart library stays out of
 * the main bundle).
 * Each tab loads its own data, with its own loading, empty and failure states.
 */
import {
  ChartColumn,
  FolderOpen,
  HelpCircle,
  Inbox,
  LayoutList,
  ListChecks,
  Mail,
  ScrollText,
  Settings,
  Users,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { adminMessages as m } from '@shared/messages/admin';
import { allowListMessages } from '@shared/messages/allow-lists';
import { auditMessages } from '@shared/messages/audit';
import { emailMessages } from '@shared/messages/emails';
import { inboxMessages } from '@shared/messages/inbox';
import { insightsMessages } from '@shared/messages/insights';
import { Loading } from '@web/components/loading';
import { PageHeader } from '@web/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useEmailCounts } from '../api/email-counts';
import { useInboxCounts } from '../api/inbox-counts';
import { ALLOW_LIST_VIEW_PARAMS } from '../utils/allow-list-view';
import { AUDIT_VIEW_PARAMS } from '../utils/audit-view';
import { INBOX_VIEW_PARAMS } from '../utils/inbox-view';
import { INSIGHTS_VIEW_PARAMS } from '../utils/insights-view';
import { PEOPLE_VIEW_PARAMS } from '../utils/people-view';
import { withFailedCount } from '../utils/failed-count-name';
import { withNewCount } from '../utils/new-count-name';
import { AllowListsTab } from './allow-lists-tab';
import { AuditTab } from './audit-tab';
import { EmailsTab } from './emails-tab';
import { FileManagerTab } from './file-manager-tab';
import { NewCountBadge } from './inbox-new-badge';
import { InboxTab } from './inbox-tab';
import { ModulesTab } from './modules-tab';
import { QuizzesTab } from './quizzes-tab';
import { SettingsTab } from './settings-tab';
import { UsersTab } from './users-tab';

/** The Insights tab and its chart library, fetched when the tab is first opened. */
const InsightsTab = lazy(() => import('./insights-tab'));

const TABS = [
  { value: 'inbox', label: inboxMessages.tab, icon: Inbox },
  { value: 'modules', label: m.tabs.modules, icon: LayoutList },
  { value: 'files', label: m.tabs.files, icon: FolderOpen },
  { value: 'quizzes', label: m.tabs.quizzes, icon: HelpCircle },
  { value: 'users', label: m.tabs.users, icon: Users },
  { value: 'allow-lists', label: allowListMessages.tab, icon: ListChecks },
  { value: 'audit', label: auditMessages.tab, icon: ScrollText },
  { value: 'emails', label: emailMessages.tab, icon: Mail },
  { value: 'insights', label: insightsMessages.tab, icon: ChartColumn },
  { value: 'settings', label: m.tabs.settings, icon: Settings },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value);

export function AdminPage() {
  const [params, setParams] = useSearchParams();
  // The new inbox items, on the Inbox tab whichever tab is open.
  const newItems = useInboxCounts().data?.total ?? 0;
  // The failed emails, on the Emails tab whichever tab is open.
  const failedEmails = useEmailCounts().data?.failed ?? 0;
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'modules';
  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of [
          ...INBOX_VIEW_PARAMS,
          ...PEOPLE_VIEW_PARAMS,
          ...ALLOW_LIST_VIEW_PARAMS,
          ...AUDIT_VIEW_PARAMS,
          ...INSIGHTS_VIEW_PARAMS,
        ])
          next.delete(name);
        if (value === 'modules') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
      <PageHeader
        title={m.title}
        subtitle={m.subtitle}
        back={{ to: '/program-dashboard', label: m.backToDashboard }}
      />
      <Tabs value={tab} onValueChange={choose}>
        <TabsList aria-label={m.title}>
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger
              key={value}
              value={value}
              aria-label={
                value === 'inbox'
                  ? withNewCount(label, newItems)
                  : value === 'emails'
                    ? withFailedCount(label, failedEmails)
                    : undefined
              }
            >
              <Icon aria-hidden />
              {label}
              {value === 'inbox' && <NewCountBadge count={newItems} />}
              {value === 'emails' && <NewCountBadge count={failedEmails} />}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="inbox">
          <InboxTab />
        </TabsContent>
        <TabsContent value="modules">
          <ModulesTab />
        </TabsContent>
        <TabsContent value="files">
          <FileManagerTab />
        </TabsContent>
        <TabsContent value="quizzes">
          <QuizzesTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="allow-lists">
          <AllowListsTab />
        </TabsContent>
        <TabsContent value="audit">
          <AuditTab />
        </TabsContent>
        <TabsContent value="emails">
          <EmailsTab />
        </TabsContent>
        <TabsContent value="insights">
          <Suspense fallback={<Loading label={insightsMessages.loadingTab} />}>
            <InsightsTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
