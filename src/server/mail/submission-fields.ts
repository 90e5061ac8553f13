/**
 * What each public form's submission says, field by field, in the form's order and with the form's labels: one list
 * per kind, used by the staff notification each form sends (site-and-portals.md §7; issue "Staff operations" item 2:
 * every field) and by the staff inbox's detail and CSV (item 1). It lives with the mail, not in a feature, because
 * every form feature and the inbox read it (docs/decisions/0024).
 */
import { EXPERIENCE_LEVEL_LABELS, type ExperienceLevel } from '@shared/schemas/program-application';
import type { InboxKind } from '@shared/limits/inbox';
import { TOURING_BUDGET_LABELS, type TOURING_BUDGETS } from '@shared/schemas/touring-inquiry';
import type { contactMessages, enrollmentApplications, touringInquiries } from '../db/schema/index';

/** A submitted field: its label, its value (a list is joined), and how the inbox may link it. */
export type FieldSource = [
  label: string,
  value: string | readonly string[] | null,
  link?: 'web' | 'mailto' | 'tel',
];

type ApplicationRow = Pick<
  typeof enrollmentApplications.$inferSelect,
  | 'firstName'
  | 'lastName'
  | 'stageName'
  | 'email'
  | 'phone'
  | 'musicGenres'
  | 'location'
  | 'experienceLevel'
  | 'goals'
  | 'whyProgram'
  | 'socialMediaLinks'
>;
type ContactRow = Pick<typeof contactMessages.$inferSelect, 'name' | 'email' | 'subject' | 'message'>;
type TouringRow = Pick<
  typeof touringInquiries.$inferSelect,
  | 'stageName'
  | 'contactNameRole'
  | 'email'
  | 'phone'
  | 'genres'
  | 'links'
  | 'regions'
  | 'startDate'
  | 'budget'
  | 'services'
  | 'notes'
>;

/** The fields of a submission of each kind, from its row (or the values about to be stored). */
export const SUBMISSION_FIELDS: Record<InboxKind, (row: object) => FieldSource[]> = {
  'program-applications': (row) => {
    const r = row as ApplicationRow;
    const links = r.socialMediaLinks;
    return [
      ['First name', r.firstName],
      ['Last name', r.lastName],
      ['Stage name', r.stageName],
      ['Email', r.email, 'mailto'],
      ['Phone', r.phone, 'tel'],
      ['Music genres', r.musicGenres],
      ['Location', r.location],
      [
        'Experience level',
        EXPERIENCE_LEVEL_LABELS[r.experienceLevel as ExperienceLevel] ?? r.experienceLevel,
      ],
      ['Goals', r.goals],
      ['Why this program', r.whyProgram],
      ['Instagram', links.instagram ?? null, 'web'],
      ['TikTok', links.tiktok ?? null, 'web'],
      ['Spotify', links.spotify ?? null, 'web'],
      ['YouTube', links.youtube ?? null, 'web'],
    ];
  },

  'artist-intake': (row) => {
    const r = row as ApplicationRow;
    const links = r.socialMediaLinks;
    return [
      ['Stage name', r.stageName],
      ['Legal name', `${r.firstName} ${r.lastName}`.trim()],
      ['Email', r.email, 'mailto'],
      ['Phone', r.phone, 'tel'],
      ['Primary genres', r.musicGenres],
      ['Location', r.location],
      ['Musical influences', links.musicalInfluences ?? null],
      ['Released music', links.hasReleasedMusic ?? null],
      ['Social handles', links.handles ?? null, 'web'],
      ['Management', links.hasManagement ?? null],
      ['Six-month goals', r.goals],
      ['Top challenges', r.whyProgram],
    ];
  },

  'contact-messages': (row) => {
    const r = row as ContactRow;
    return [
      ['Name', r.name],
      ['Email', r.email, 'mailto'],
      ['Subject', r.subject],
      ['Message', r.message],
    ];
  },

  'touring-inquiries': (row) => {
    const r = row as TouringRow;
    return [
      ['Stage name', r.stageName],
      ['Contact name and role', r.contactNameRole],
      ['Email', r.email, 'mailto'],
      ['Phone', r.phone, 'tel'],
      ['Genres', r.genres],
      ['Links', r.links, 'web'],
      ['Regions', r.regions],
      ['Start date', r.startDate],
      [
        'Budget',
        r.budget ? (TOURING_BUDGET_LABELS[r.budget as (typeof TOURING_BUDGETS)[number]] ?? r.budget) : null,
      ],
      ['Services', r.services],
      ['Notes', r.notes],
    ];
  },
};
