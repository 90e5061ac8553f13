/**
 * A person's access as badges (issue "Staff operations" item 4): Admin, Mentor (docs/decisions/0022), Artist and
 * Agent (with "(disabled)" when the allow-list entry is disabled), Account disabled, "No access" when none applies,
 * and "You" for the signed-in admin.
 */
import { peopleMessages } from '@shared/messages/people';
import { personTrackMessages } from '@shared/messages/track-pages';
import type { PersonSummary } from '@shared/schemas/people';
import { Badge } from '@web/components/ui/badge';

const m = peopleMessages.badges;

export interface PersonBadgesProps {
  person: Pick<PersonSummary, 'admin' | 'artist' | 'agent' | 'disabledAt'> &
    Partial<Pick<PersonSummary, 'mentor'>>;
  /** The person is the signed-in admin. */
  isYou?: boolean;
}

export function PersonBadges({ person, isYou = false }: PersonBadgesProps) {
  const none = !person.admin && !person.mentor && !person.artist && !person.agent && !person.disabledAt;
  return (
    <span className="flex flex-wrap gap-1.5">
      {person.disabledAt && <Badge variant="outline">{m.accountDisabled}</Badge>}
      {person.admin && <Badge>{m.admin}</Badge>}
      {person.mentor && <Badge>{personTrackMessages.mentorBadge}</Badge>}
      {person.artist && (
        <Badge variant={person.artist === 'enabled' ? 'secondary' : 'outline'}>
          {person.artist === 'enabled' ? m.artist : m.artistDisabled}
        </Badge>
      )}
      {person.agent && (
        <Badge variant={person.agent === 'enabled' ? 'secondary' : 'outline'}>
          {person.agent === 'enabled' ? m.agent : m.agentDisabled}
        </Badge>
      )}
      {none && <Badge variant="outline">{m.noAccess}</Badge>}
      {isYou && <Badge variant="accent">{m.you}</Badge>}
    </span>
  );
}
