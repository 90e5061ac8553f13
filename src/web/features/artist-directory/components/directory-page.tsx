/**
 * /artist-directory (training-program.md §2 item 8): Back to Dashboard, the member's own profile, and the grid of
 * public profiles.
 */
import { directoryMessages as m } from '@shared/messages/directory';
import { BackLink } from '@web/components/back-link';
import { DirectoryGrid } from './directory-grid';
import { OwnProfileCard } from './own-profile-card';

export function DirectoryPage() {
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
      <div className="space-y-3">
        <BackLink to="/program-dashboard" variant="ghost" size="sm">
          {m.backToDashboard}
        </BackLink>
        <h1 className="text-3xl font-bold">{m.title}</h1>
        <p className="text-muted-foreground">{m.lead}</p>
      </div>
      <OwnProfileCard />
      <section aria-labelledby="directory-grid-title" className="space-y-4">
        <h2 id="directory-grid-title" className="text-2xl font-bold">
          {m.title}
        </h2>
        <DirectoryGrid />
      </section>
    </div>
  );
}
