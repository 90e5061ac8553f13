/**
 * Staff's People (issue "Staff operations" item 4; training-program.md §7 "select all profiles by created_at
 * descending (admin)"): every account with its access, enrolment, progress and certificate; a person's page with
 * their facts per module (issue "One course" item 2), quiz attempts, worksheet answers and uploads; and the help
 * staff give: reset a quiz round, open a locked module early, grant or revoke admin, disable the account.
 */
import { z } from 'zod/mini';
import { STAFF_PAGE_SIZE, STAFF_SEARCH_MAX } from '../limits/staff';
import { staffRequestMessages as m } from '../messages/staff';
import { pageLimitParam } from './cursor';
import { resourceCursorSchema } from './departments';
import { moduleFactsSchema, moduleLockSchema } from './learning';
import { trackRequestMessages } from '../messages/tracks';
import { STAFF_ACTION_KINDS } from './staff-actions';
import { storableText } from './text';
import { uuid } from './uuid';

/** Which accounts the list shows. */
export const PEOPLE_FILTERS = ['all', 'learners', 'artists', 'agents', 'admins', 'disabled'] as const;
export type PeopleFilter = (typeof PEOPLE_FILTERS)[number];

/** `GET /api/admin/people?q=&filter=&cursor=&limit=`: newest accounts first. */
export const peopleQuerySchema = z.strictObject({
  q: z.optional(
    z.pipe(
      z.string().check(z.maxLength(STAFF_SEARCH_MAX, m.searchTooLong), storableText()),
      z.transform((v: string) => v.trim()),
    ),
  ),
  filter: z._default(z.enum(PEOPLE_FILTERS, { error: m.unknownFilter }), 'all'),
  cursor: z.optional(resourceCursorSchema),
  limit: pageLimitParam(STAFF_PAGE_SIZE, m),
});
export type PeopleQuery = z.output<typeof peopleQuerySchema>;

/** `:userId` of the person routes (account ids are UUIDs). */
export const personParamsSchema = z.strictObject({ userId: uuid(m.invalidUserId) });

/** `:userId/modules/:moduleId` of the help routes. */
export const personModuleParamsSchema = z.strictObject({
  userId: uuid(m.invalidUserId),
  moduleId: uuid(m.invalidModuleId),
});

/**
 * `PUT /api/admin/people/:userId/admin`: the admin role, and the mentor role too when `mentor` is sent (each change
 * recorded; `PUT …/mentor` sets the mentor role alone).
 */
export const personAdminBodySchema = z.strictObject({
  admin: z.boolean({ error: m.adminRequired }),
  mentor: z.optional(z.boolean({ error: trackRequestMessages.mentorRequired })),
});

/** `PUT /api/admin/people/:userId/disabled`. */
export const personDisabledBodySchema = z.strictObject({
  disabled: z.boolean({ error: m.disabledRequired }),
});

/** An entry's state on an allow-list: enabled, disabled, or not on it (null). */
const listState = z.nullable(z.enum(['enabled', 'disabled']));

/** A row of the People list. */
const personSummarySchema = z.object({
  userId: z.string(),
  email: z.string(),
  /** The name on the account or the members-program profile; '' when none was given. */
  name: z.string(),
  stageName: z.nullable(z.string()),
  /** The agency or company an agent or mentor gave (docs/decisions/0022); null when none. */
  organisation: z.nullable(z.string()),
  admin: z.boolean(),
  /** Has the mentor role: gives feedback on learners' tracks (docs/decisions/0022). */
  mentor: z.boolean(),
  artist: listState,
  agent: listState,
  /** ISO date-times; null when not enrolled / disabled / never active. */
  enrolledAt: z.nullable(z.string()),
  disabledAt: z.nullable(z.string()),
  modulesCompleted: z.number(),
  modulesTotal: z.number(),
  /** The learner's latest step in the course, else their latest sign-in. */
  lastActivityAt: z.nullable(z.string()),
  /** The program certificate's public id (for /verify), or null. */
  certificateId: z.nullable(z.string()),
  createdAt: z.string(),
});
export type PersonSummary = z.output<typeof personSummarySchema>;

/** `GET /api/admin/people`: one page, newest accounts first. */
export const peoplePageSchema = z.object({
  people: z.array(personSummarySchema),
  nextCursor: z.nullable(z.string()),
});
export type PeoplePage = z.output<typeof peoplePageSchema>;

/** A quiz attempt as staff see it. */
const personAttemptSchema = z.object({
  attemptNumber: z.number(),
  /** Percent 0-100. */
  score: z.number(),
  passed: z.boolean(),
  /** ISO date-time. */
  completedAt: z.string(),
});

/** One module of a person's page. */
const personModuleSchema = z.object({
  moduleId: z.string(),
  /** 1-based position in the course. */
  number: z.number(),
  monthNumber: z.number(),
  title: z.string(),
  facts: moduleFactsSchema,
  /** The video's length in seconds (the 90 % a completion needs is of this); null without a video. */
  videoSeconds: z.nullable(z.number()),
  /** Why it is locked for the learner now; null when open. */
  lock: z.nullable(moduleLockSchema),
  /** When staff opened it early; null otherwise. */
  unlockedAt: z.nullable(z.string()),
  quiz: z.nullable(
    z.object({
      passingScore: z.number(),
      /** Attempts per round. */
      maxAttempts: z.number(),
      attemptsLeft: z.number(),
      /** When the next round opens, while cooling off. */
      retryAt: z.nullable(z.string()),
      /** When staff last reset the round. */
      roundResetAt: z.nullable(z.string()),
      /** Newest first. */
      attempts: z.array(personAttemptSchema),
    }),
  ),
  /** The worksheet's prompts with the learner's answers ('' when unanswered). */
  worksheet: z.array(z.object({ prompt: z.string(), answer: z.string() })),
  /** The filled worksheet the learner uploaded (download: `GET …/modules/:moduleId/worksheet-upload`). */
  upload: z.nullable(z.object({ name: z.string(), bytes: z.number() })),
});
export type PersonModule = z.output<typeof personModuleSchema>;

/** A recorded staff action on the person (newest first). */
const personActionSchema = z.object({
  id: z.string(),
  kind: z.enum(STAFF_ACTION_KINDS),
  /** The admin's email; null for the command line. */
  actor: z.nullable(z.string()),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

/** The person's program certificate as staff see it, with its Open Badges credential's revocation. */
const personCertificateSchema = z.object({
  certificateId: z.string(),
  /** ISO date-time. */
  issuedAt: z.string(),
  /** Whether a signed credential was issued with it (only such a certificate can be revoked). */
  credential: z.boolean(),
  /** ISO date-time the credential was revoked, and why (staff only); null while it stands. */
  revokedAt: z.nullable(z.string()),
  revokedReason: z.nullable(z.string()),
});
export type PersonCertificate = z.output<typeof personCertificateSchema>;

/** `GET /api/admin/people/:userId`, and the answer of every help action. */
export const personDetailSchema = z.object({
  person: personSummarySchema,
  /**
   * Whether the person can sign in: their email is enabled on an allow-list (approved artists or approved agents)
   * and the account is not disabled. Roles admit no one: a mentor or an admin signs in through a portal whose
   * allow-list has their email, like everyone (docs/decisions/0022).
   */
  canSignIn: z.boolean(),
  /** The course's modules in order; empty when not enrolled. */
  modules: z.array(personModuleSchema),
  history: z.array(personActionSchema),
  /** The program certificate and its credential's state (for revoking it); null when none was issued. */
  certificate: z.nullable(personCertificateSchema),
});
export type PersonDetail = z.output<typeof personDetailSchema>;
