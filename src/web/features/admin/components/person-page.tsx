/**
 * A person's page in the Users tab (issue "Staff operations" item 4), at `/admin?tab=users&person=<account id>`: who
 * they are (name, email, stage name, access badges), when they joined and enrolled, their last activity, the modules
 * completed and their certificate (a link to its public page); a notice when they have the mentor or admin role but
 * cannot sign in, their email being on no enabled allow-list (docs/decisions/0022), with a link to the Allow-lists
 * tab; the staff actions (grant or revoke admin or mentor, disable or enable the account, delete it); their progress
 * per module (person-module-card.tsx); the certificate's state and its revocation (person-certificate.tsx); and the history of staff actions on them. Opened from the list, the name's heading takes the focus; 'Back to the users' returns to the list with its
 * filter.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { peopleMessages, personMessages as m } from '@shared/messages/people';
import type { PersonDetail } from '@shared/schemas/people';
import { formatDateTime, formatDay } from '@web/lib/format-date';
import { textLinkVariants } from '@web/components/ui/text-link';
import { usePerson } from '../api/person';
import { allowListsHref, showsCannotSignIn } from '../utils/person-sign-in';
import { DetailArticle, DetailFrame } from './detail-frame';
import { PersonActions } from './person-actions';
import { PersonBadges } from './person-badges';
import { PersonCertificateCard } from './person-certificate';
import { PersonHistory } from './person-history';
import { PersonModuleCard } from './person-module-card';

export interface PersonPageProps {
  userId: string;
  /** The signed-in admin's account id. */
  me: string | null;
  /** The address of the list. */
  backHref: string;
  /** Called as the admin goes back to the list. */
  onBack: () => void;
}

export function PersonPage({ userId, me, backHref, onBack }: PersonPageProps) {
  return (
    <DetailFrame
      query={usePerson(userId)}
      backHref={backHref}
      onBack={onBack}
      messages={{ back: m.back, loading: m.loading, notFound: m.notFound, loadFailure: m.loadFailure }}
    >
      {(answer) => <PersonView answer={answer} isYou={answer.person.userId === me} />}
    </DetailFrame>
  );
}

const LINK = textLinkVariants();

function PersonView({ answer, isYou }: { answer: PersonDetail; isYou: boolean }) {
  const { person, modules, history } = answer;
  const ids = { heading: `person-${person.userId}`, modules: `person-${person.userId}-modules` };

  const facts: [string, ReactNode][] = [
    [m.email, <span className="break-all">{person.email}</span>],
    ...(person.stageName ? [[m.stageName, person.stageName] as [string, ReactNode]] : []),
    ...(person.organisation ? [[m.organisation, person.organisation] as [string, ReactNode]] : []),
    [m.joined, <time dateTime={person.createdAt}>{formatDay(person.createdAt)}</time>],
    [
      m.enrolled,
      person.enrolledAt ? (
        <time dateTime={person.enrolledAt}>{formatDay(person.enrolledAt)}</time>
      ) : (
        m.notEnrolled
      ),
    ],
    [
      m.lastActivity,
      person.lastActivityAt ? (
        <time dateTime={person.lastActivityAt}>{formatDateTime(person.lastActivityAt)}</time>
      ) : (
        m.never
      ),
    ],
    [m.modulesCompleted, peopleMessages.modulesDone(person.modulesCompleted, person.modulesTotal)],
    [
      m.certificate,
      person.certificateId ? (
        <Link to={`/verify/${encodeURIComponent(person.certificateId)}`} className={LINK}>
          {m.viewCertificate}
        </Link>
      ) : (
        m.noCertificate
      ),
    ],
    ...(person.disabledAt
      ? [
          [
            m.disabledSince,
            <time dateTime={person.disabledAt}>{formatDateTime(person.disabledAt)}</time>,
          ] as [string, ReactNode],
        ]
      : []),
  ];

  return (
    <DetailArticle
      headingId={ids.heading}
      title={person.name || person.email}
      aside={<PersonBadges person={person} isYou={isYou} />}
    >
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(8rem,14rem)_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>

      {showsCannotSignIn(answer) && (
        <p role="note" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          {m.cannotSignIn.text}{' '}
          <Link to={allowListsHref(person.email)} className={LINK}>
            {m.cannotSignIn.link}
          </Link>
        </p>
      )}

      <PersonActions person={person} isYou={isYou} />

      {answer.certificate && (
        <PersonCertificateCard userId={person.userId} certificate={answer.certificate} />
      )}

      <section aria-labelledby={ids.modules} className="space-y-3">
        <h4 id={ids.modules} className="text-lg font-semibold">
          {m.modulesTitle}
        </h4>
        {modules.length === 0 ? (
          <p className="text-muted-foreground">{m.notEnrolledYet}</p>
        ) : (
          <div className="space-y-4">
            {modules.map((module) => (
              <PersonModuleCard
                key={module.moduleId}
                userId={person.userId}
                email={person.email}
                module={module}
              />
            ))}
          </div>
        )}
      </section>

      <PersonHistory userId={person.userId} history={history} />
    </DetailArticle>
  );
}
