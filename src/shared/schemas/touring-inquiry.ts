/**
 * The touring services form 'Let's Plan Your Tour' (site-and-portals.md §2.11, §3 "Touring inquiry",
 * §5 "Touring form"). The body of `POST /api/touring-inquiries` uses the same field names.
 */
import { z } from 'zod/mini';
import { fieldMessages as m } from '../messages';
import { choiceList, emailAddress, optionalChoice, optionalText, requiredText } from './text';

const required = m.required;

/** Maximum lengths of the touring fields, in characters (our decision, docs/decisions/0001). */
export const TOURING_LIMITS = {
  stageName: 100,
  contactNameRole: 200,
  email: 255,
  phone: 40,
  links: 1000,
  regions: 500,
  notes: 2000,
} as const;
const L = TOURING_LIMITS;

export const TOURING_GENRES = ['RnB', 'Pop', 'Afrobeats', 'Latin', 'Other'] as const;
export const TOURING_SERVICES = [
  'Route Planning',
  'Venue Outreach',
  'Marketing',
  'Full-Service Tour Management',
] as const;
export const TOURING_BUDGETS = ['under-500', '500-2000', '2000-5000', '5000-plus'] as const;

/** Labels shown for the budget choices. */
export const TOURING_BUDGET_LABELS: Record<(typeof TOURING_BUDGETS)[number], string> = {
  'under-500': 'Under $500',
  '500-2000': '$500 - $2,000',
  '2000-5000': '$2,000 - $5,000',
  '5000-plus': '$5,000+',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO date (YYYY-MM-DD) or date-time; '', null or a missing key mean "no date". Kept as the date part. */
const startDate = z.pipe(
  z.pipe(
    z.optional(z.union([z.string({ error: m.invalidDate }), z.null()])),
    z.transform((v: string | null | undefined) => (v ? v.trim() : null)),
  ),
  z.union([
    z.null(),
    z.pipe(
      z.string().check(
        z.maxLength(40, m.invalidDate),
        z.refine((v) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(v.slice(0, 10))), m.invalidDate),
      ),
      z.transform((v: string) => v.slice(0, 10)),
    ),
  ]),
);

export const touringInquirySchema = z.strictObject({
  stageName: requiredText({ label: 'Stage name', max: L.stageName, required }),
  contactNameRole: requiredText({ label: 'Contact name and role', max: L.contactNameRole, required }),
  email: emailAddress({ required, invalid: m.invalidEmail }),
  phone: optionalText({ label: 'Phone', max: L.phone }),
  genres: choiceList(TOURING_GENRES, 'Please choose genres from the list.'),
  links: requiredText({ label: 'Links', max: L.links, required, multiline: true }),
  regions: requiredText({ label: 'Regions', max: L.regions, required, multiline: true }),
  startDate,
  budget: optionalChoice(TOURING_BUDGETS, 'Please choose a budget from the list.'),
  services: choiceList(TOURING_SERVICES, 'Please choose services from the list.'),
  notes: optionalText({ label: 'Notes', max: L.notes, multiline: true }),
});

export type TouringInquiryInput = z.input<typeof touringInquirySchema>;
export type TouringInquiry = z.output<typeof touringInquirySchema>;
