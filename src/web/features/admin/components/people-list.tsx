/**
 * The Users tab's table (issue "Staff operations" item 4): every account matching the filter, newest first — the
 * person (their name, a link to their page, with email and stage name), their access (admin, the allow-lists, a
 * disabled account), when they enrolled, the modules completed, their last activity and their certificate (a link to
 * its public page) — with 'Load more' for the next keyset page, and loading, empty and failure states.
 */
import { Link } from 'react-router';
import { peopleMessages as m } from '@shared/messages/people';
import type { PeopleFilter } from '@shared/schemas/people';
import { KeysetListSection } from '@web/components/keyset-list-section';
import { useReturnFocus } from '@web/lib/use-return-focus';
import { formatDateTime, formatDay } from '@web/lib/format-date';
import { textLinkVariants } from '@web/components/ui/text-link';
import { usePeopleList } from '../api/people-list';
import { PersonBadges } from './person-badges';

export interface PeopleListProps {
  filter: PeopleFilter;
  q: string;
  /** The signed-in admin's account id (their row says "You"). */
  me: string | null;
  /** The address of a person's page. */
  hrefOf: (userId: string) => string;
  /** A person whose link takes the focus once shown (the one whose page was just closed). */
  focusPerson: string | null;
  onFocused: () => void;
}

const LINK = textLinkVariants({ variant: 'row', className: 'break-words' });

export function PeopleList({ filter, q, me, hrefOf, focusPerson, onFocused }: PeopleListProps) {
  const list = usePeopleList(filter, q);
  const people = list.data?.pages.flatMap((page) => page.people) ?? [];

  const linkRef = useReturnFocus(focusPerson, list.data, onFocused);

  return (
    <KeysetListSection
      headingId="people-list-heading"
      title={m.listTitle}
      query={list}
      count={people.length}
      texts={m}
      empty={q || filter !== 'all' ? m.emptyFiltered : m.empty}
    >
      <div className="overflow-x-auto rounded-lg border">
        <table aria-labelledby="people-list-heading" className="w-full text-left text-sm">
          <thead className="bg-muted/50">
            <tr>
              {Object.values(m.columns).map((column) => (
                <th key={column} scope="col" className="p-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {people.map((person) => {
              const name = person.name || person.email;
              return (
                <tr key={person.userId} className="align-top">
                  <th scope="row" className="p-3 font-normal">
                    <span className="grid gap-0.5">
                      <Link ref={linkRef(person.userId)} to={hrefOf(person.userId)} className={LINK}>
                        {name}
                      </Link>
                      {person.name && <span className="break-all text-muted-foreground">{person.email}</span>}
                      {person.stageName && (
                        <span className="text-muted-foreground">{m.stageName(person.stageName)}</span>
                      )}
                    </span>
                  </th>
                  <td className="p-3">
                    <PersonBadges person={person} isYou={person.userId === me} />
                  </td>
                  <td className="p-3 whitespace-nowrap">
                    {person.enrolledAt ? (
                      <time dateTime={person.enrolledAt}>{formatDay(person.enrolledAt)}</time>
                    ) : (
                      <span className="text-muted-foreground">{m.notEnrolled}</span>
                    )}
                  </td>
                  <td className="p-3 whitespace-nowrap">
                    {person.enrolledAt ? m.modulesDone(person.modulesCompleted, person.modulesTotal) : '—'}
                  </td>
                  <td className="p-3 whitespace-nowrap">
                    {person.lastActivityAt ? (
                      <time dateTime={person.lastActivityAt}>{formatDateTime(person.lastActivityAt)}</time>
                    ) : (
                      <span className="text-muted-foreground">{m.never}</span>
                    )}
                  </td>
                  <td className="p-3 whitespace-nowrap">
                    {person.certificateId ? (
                      <Link
                        to={`/verify/${encodeURIComponent(person.certificateId)}`}
                        aria-label={m.viewCertificateOf(name)}
                        className={LINK}
                      >
                        {m.viewCertificate}
                      </Link>
                    ) : (
                      <span className="text-muted-foreground">{m.none}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </KeysetListSection>
  );
}
