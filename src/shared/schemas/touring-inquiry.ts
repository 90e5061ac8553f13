/**
 * The touring services form 'Let's Plan Your Tour' (site-and-portals.md §2.11, §3 "Touring inquiry",
 * §5 "Touring form"). The body of `POST /api/touring-inquiries` uses the same field names.
 */
import { z } from 'zod/mini';
import { TOURING_LIMITS, TOURING_START_YEARS } from '../limits/forms';
import { fieldMessages as m } from '../messages/forms';
import { isoDatePart } from './calendar';
import { choiceList, emailAddress, optionalChoice, optionalText, requiredName, requiredText } from './text';

const required = m.required;

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

/**
 * An ISO date (YYYY-MM-DD) or date-time (§5 "The start date is sent as an ISO string or null"); '', null or a
 * missing key mean "no date". Kept as the date part. Only real days of {@link TOURING_START_YEARS} pass (no 31 April,
 * no 29 February outside leap years): `invalidDate` otherwise, or `fieldMessages.startDateOutOfRange` for a real
 * day outside them.
 */
const startDate = z.pipe(
  z.optional(z.nullable(z.string({ error: m.invalidDate }))),
  z.transform((value: string | null | undefined, ctx) => {
    const text = value?.trim();
    if (!text) return null;
    const part = isoDatePart(text, TOURING_START_YEARS);
    if ('date' in part) return part.date;
    ctx.issues.push({
      code: 'custom',
      input: value,
      message: part.problem === 'out_of_range' ? m.startDateOutOfRange : m.invalidDate,
    });
    return z.NEVER;
  }),
);

export const touringInquirySchema = z.strictObject({
  stageName: requiredName({ label: 'Stage name', max: L.stageName, required }),
  contactNameRole: requiredName({ label: 'Contact name and role', max: L.contactNameRole, required }),
  email: emailAddress({ required, invalid: m.invalidEmail }),
  phone: optionalText({ label: 'Phone', max: L.phone }),
  genres: choiceList(TOURING_GENRES, m.genreChoice),
  links: requiredText({ label: 'Links', max: L.links, required, multiline: true }),
  regions: requiredText({ label: 'Regions', max: L.regions, required, multiline: true }),
  startDate,
  budget: optionalChoice(TOURING_BUDGETS, m.budgetChoice),
  services: choiceList(TOURING_SERVICES, m.serviceChoice),
  notes: optionalText({ label: 'Notes', max: L.notes, multiline: true }),
});

export type TouringInquiryInput = z.input<typeof touringInquirySchema>;
export type TouringInquiry = z.output<typeof touringInquirySchema>;
