/**
 * Names that print, as properties (issue 33 item 6; docs/decisions/0003): a person's name or stage name is taken
 * only with at least one letter or digit that shows once format and invisible characters are left out, and never
 * with a text-direction control. Checked on every schema that takes a name, then through the API: the account's
 * name and stage name, and the press kit's stage name, refused with the field's message and nothing written. A name
 * stored before the rule still reads back, but no certificate prints it and no kit is published under it.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { safeParse } from 'zod/mini';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountPageMessages } from '@shared/messages/account';
import { textFieldMessages as tm } from '@shared/messages/forms';
import { accountPatchSchema } from '@shared/schemas/account';
import { artistIntakeSchema } from '@shared/schemas/artist-intake';
import { artistProfileBodySchema } from '@shared/schemas/artist-profile';
import { contactSchema } from '@shared/schemas/contact';
import { programApplicationSchema } from '@shared/schemas/program-application';
import { pressKitBodySchema } from '@shared/schemas/press-kits';
import { nameProblem } from '@shared/schemas/text';
import { touringInquirySchema } from '@shared/schemas/touring-inquiry';
import { moduleProgress, modules, pressKits, profiles, users } from '../../db/schema/index';
import {
  createConfirmedAccount,
  send,
  signInCookie,
  uniqueEmail,
  useAccountSuite,
} from '../../test/accounts';
import { seedCourseContent } from '../../test/course-content';

const suite = useAccountSuite();

/** The account form's labels, which its messages name ('Name on Certificates', 'Stage Name'). */
const ACCOUNT_LABELS = accountPageMessages.labels;

/** Runs of each API property: each run is a few requests against the database. */
const API_RUNS = 25;

/**
 * Characters that print nothing on their own: the ones issue 33 names (U+200B, U+3164, U+2800, U+00AD, U+034F,
 * U+2060), the other Hangul and halfwidth fillers, joiners, the byte-order mark, spaces of every kind, a
 * combining accent with nothing to sit on.
 */
const INVISIBLE = [
  '\u200B',
  '\u3164',
  '\u2800',
  '\u00AD',
  '\u034F',
  '\u2060',
  '\u115F',
  '\u1160',
  '\uFFA0',
  '\u200C',
  '\u200D',
  '\uFEFF',
  '\u180E',
  '\u2062',
  ' ',
  '\u00A0',
  '\u3000',
  '\u2003',
  '\u0301',
];

/** Text-direction controls: the marks, embeddings, overrides and isolates. */
const DIRECTION_CONTROLS = [
  '\u061C',
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

/** A name made only of invisible characters (at least one). */
const invisibleName = fc.string({ unit: fc.constantFrom(...INVISIBLE), minLength: 1, maxLength: 12 });

/** A visible name: letters and digits of several scripts (no combining marks, which print nothing alone), with spaces, hyphens and apostrophes between. */
const visibleName = fc
  .array(
    fc.string({
      unit: fc.constantFrom(...'AbcXyz09éßØąŁ李娜아이유Дмитрийअनج١٢'.split('')),
      minLength: 1,
      maxLength: 8,
    }),
    { minLength: 1, maxLength: 3 },
  )
  .chain((words) => fc.constantFrom(' ', '-', "'").map((glue) => words.join(glue)));

/** `name` with invisible characters slipped in between its characters (kept: some scripts need joiners). */
const withInvisibles = fc
  .tuple(
    visibleName,
    fc.array(fc.constantFrom('\u200B', '\u200C', '\u200D', '\u00AD', '\u2060'), { maxLength: 3 }),
  )
  .map(([name, extras]) => {
    const characters = [...name];
    extras.forEach((extra, i) => characters.splice(1 + ((i * 3) % characters.length), 0, extra));
    return characters.join('');
  });

/** A string holding at least one direction control, anywhere, around a visible name. */
const withDirectionControl = fc
  .tuple(visibleName, fc.constantFrom(...DIRECTION_CONTROLS), fc.nat())
  .map(([name, control, at]) => {
    const characters = [...name];
    characters.splice(at % (characters.length + 1), 0, control);
    return characters.join('');
  });

/** The message a refused `label` field gives for `value`. */
const expected = (label: string, value: string) =>
  nameProblem(value.trim()) === 'directionControls' ? tm.nameDirectionControls : tm.nameNotVisible(label);

/** Every schema field that takes a person's name or a stage name, with its label and a body around it. */
const NAME_FIELDS: { where: string; label: string; check: (value: string) => string[] | undefined }[] = [
  ...(['name', 'stageName'] as const).map((field) => ({
    where: `PATCH /api/account ${field}`,
    label: ACCOUNT_LABELS[field],
    check: (value: string) => fieldErrors(accountPatchSchema, { [field]: value }, field),
  })),
  {
    where: 'PUT /api/press-kit stageName',
    label: 'Stage name',
    check: (value) => fieldErrors(pressKitBodySchema, { stageName: value }, 'stageName'),
  },
  {
    where: 'PUT /api/directory/profile stageName',
    label: 'Stage name',
    check: (value) => fieldErrors(artistProfileBodySchema, { stageName: value }, 'stageName'),
  },
  ...(['firstName', 'lastName', 'stageName'] as const).map((field) => ({
    where: `program application ${field}`,
    label: { firstName: 'First name', lastName: 'Last name', stageName: 'Stage name' }[field],
    check: (value: string) => fieldErrors(programApplicationSchema, { [field]: value }, field),
  })),
  ...(['stageName', 'legalName'] as const).map((field) => ({
    where: `artist intake ${field}`,
    label: field === 'stageName' ? 'Stage name' : 'Legal name',
    check: (value: string) => fieldErrors(artistIntakeSchema, { [field]: value }, field),
  })),
  ...(['stageName', 'contactNameRole'] as const).map((field) => ({
    where: `touring inquiry ${field}`,
    label: field === 'stageName' ? 'Stage name' : 'Contact name and role',
    check: (value: string) => fieldErrors(touringInquirySchema, { [field]: value }, field),
  })),
  {
    where: 'contact name',
    label: 'Name',
    check: (value) => fieldErrors(contactSchema, { name: value }, 'name'),
  },
];

/**
 * The messages `schema` gives on `field` for `body` (other fields may be missing: only `field`'s issues count);
 * undefined when it has none.
 */
function fieldErrors(schema: Parameters<typeof safeParse>[0], body: Record<string, unknown>, field: string) {
  const result = safeParse(schema, body);
  if (result.success) return undefined;
  const messages = result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);
  return messages.length > 0 ? messages : undefined;
}

describe('the name rule on every schema that takes a name', () => {
  it('refuses a name of invisible characters only, with the field’s message', () => {
    fc.assert(
      fc.property(invisibleName, fc.constantFrom(...NAME_FIELDS), (value, field) => {
        const errors = field.check(value);
        // All-space input trims to empty: a required field says it is required, an optional one becomes null.
        if (value.trim() === '') return;
        expect(errors, `${field.where} took ${JSON.stringify(value)}`).toEqual([
          tm.nameNotVisible(field.label),
        ]);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses a name with a text-direction control, even around visible letters', () => {
    fc.assert(
      fc.property(withDirectionControl, fc.constantFrom(...NAME_FIELDS), (value, field) => {
        expect(nameProblem(value)).toBe('directionControls');
        expect(field.check(value)).toEqual([tm.nameDirectionControls]);
      }),
      { numRuns: 500 },
    );
  });

  it('takes a name with a letter or digit that shows, invisible characters between its letters included', () => {
    fc.assert(
      fc.property(fc.oneof(visibleName, withInvisibles), fc.constantFrom(...NAME_FIELDS), (value, field) => {
        expect(nameProblem(value)).toBeNull();
        expect(field.check(value)).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });
});

interface Person {
  userId: string;
  cookie: string;
}

async function artist(): Promise<Person> {
  const email = uniqueEmail('names');
  await createConfirmedAccount(suite.t, { email, portal: 'program' });
  const [user] = await suite.t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { userId: user!.id, cookie: await signInCookie(suite.t, { email, portal: 'program' }) };
}

const call = (who: Person, method: 'GET' | 'PATCH' | 'PUT', url: string, body?: unknown) =>
  send(suite.t, method, url, body, { cookie: who.cookie });

describe('through the API', () => {
  let who: Person;
  beforeAll(async () => {
    who = await artist();
    expect((await call(who, 'PATCH', '/api/account', { name: 'Ada Obi', stageName: 'Nova' })).status).toBe(
      200,
    );
    expect((await call(who, 'GET', '/api/press-kit')).status).toBe(200);
  });

  /** An invisible name, or a visible one with a direction control. */
  const refusedName = fc.oneof(
    invisibleName.filter((value) => value.trim() !== ''),
    withDirectionControl,
  );

  it('PATCH /api/account refuses such a name or stage name with 400 and the field message, changing nothing', async () => {
    await fc.assert(
      fc.asyncProperty(refusedName, fc.constantFrom('name', 'stageName'), async (value, field) => {
        const response = await call(who, 'PATCH', '/api/account', { [field]: value });
        expect(response.status).toBe(400);
        expect((await response.json()).error.fields).toEqual({
          [field]: expected(ACCOUNT_LABELS[field], value),
        });
        const account = (await (await call(who, 'GET', '/api/account')).json()).account;
        expect(account).toMatchObject({ name: 'Ada Obi', stageName: 'Nova' });
      }),
      { numRuns: API_RUNS },
    );
  });

  it('PUT /api/press-kit refuses such a stage name with 400 and the field message, changing nothing', async () => {
    await fc.assert(
      fc.asyncProperty(refusedName, async (value) => {
        const response = await call(who, 'PUT', '/api/press-kit', { stageName: value });
        expect(response.status).toBe(400);
        expect((await response.json()).error.fields).toEqual({ stageName: expected('Stage name', value) });
        const kit = (await (await call(who, 'GET', '/api/press-kit')).json()).pressKit;
        expect(kit.stageName).toBe('Nova');
      }),
      { numRuns: API_RUNS },
    );
  });

  it('takes a visible name with invisible characters between its letters, and answers it as saved', async () => {
    await fc.assert(
      fc.asyncProperty(withInvisibles, async (value) => {
        const response = await call(who, 'PATCH', '/api/account', { name: value, stageName: value });
        expect(response.status).toBe(200);
        expect((await response.json()).account).toMatchObject({
          name: value.trim(),
          stageName: value.trim(),
        });
      }),
      { numRuns: API_RUNS },
    );
  });
});

describe('a name stored before the rule', () => {
  beforeAll(async () => {
    await seedCourseContent(suite.t);
  });

  it('reads back, but the certificate asks for a name instead of printing it, and the next save must fix it', async () => {
    const who = await artist();
    const { db } = suite.t.database;
    expect((await call(who, 'GET', '/api/account')).status).toBe(200);
    await db.update(profiles).set({ name: '\u200B' }).where(eq(profiles.userId, who.userId));
    // Every active module completed (written directly).
    const active = await db.select({ id: modules.id }).from(modules).where(eq(modules.isActive, true));
    const now = new Date();
    await db
      .insert(moduleProgress)
      .values(
        active.map(({ id }) => ({ userId: who.userId, moduleId: id, startedAt: now, completedAt: now })),
      );
    expect((await (await call(who, 'GET', '/api/account')).json()).account.name).toBe('\u200B');
    const before = await (await call(who, 'GET', '/api/certificates')).json();
    expect(before).toMatchObject({ certificates: [], nameRequired: true });
    const unchanged = await call(who, 'PATCH', '/api/account', { name: '\u200B' });
    expect((await unchanged.json()).error.fields).toEqual({ name: tm.nameNotVisible(ACCOUNT_LABELS.name) });
    expect((await call(who, 'PATCH', '/api/account', { name: 'Ada Obi' })).status).toBe(200);
    const after = await (await call(who, 'GET', '/api/certificates')).json();
    expect(after.certificates).toHaveLength(1);
    expect(after.certificates[0]).toMatchObject({ recipientName: 'Ada Obi' });
  });

  it('is not prefilled into a new press kit, and a kit holding one is not published', async () => {
    const who = await artist();
    const { db } = suite.t.database;
    expect((await call(who, 'GET', '/api/account')).status).toBe(200);
    await db.update(profiles).set({ stageName: '\u3164' }).where(eq(profiles.userId, who.userId));
    const kit = (await (await call(who, 'GET', '/api/press-kit')).json()).pressKit;
    expect(kit.stageName).toBe('');
    await db.update(pressKits).set({ stageName: '\u2800' }).where(eq(pressKits.userId, who.userId));
    const refused = await call(who, 'PUT', '/api/press-kit/publication', { published: true });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual({ stageName: tm.nameNotVisible('Stage name') });
    const [row] = await db.select().from(pressKits).where(eq(pressKits.userId, who.userId));
    expect(row!.isPublished).toBe(false);
  });
});
