/**
 * Certificates against the real database (training-program.md §2 item 9, §4 "Certificate", §9; docs/decisions/0013):
 * issued exactly once when all six modules are completed (two completions at once included), listed with the
 * program progress, shown only to their owner, downloadable as a one-page landscape PDF, and verifiable by anyone.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shared/api-error';
import { CERTIFICATE_ID_PATTERN, type CertificateList } from '@shared/schemas/certificates';
import { userCertificates } from '../../db/schema/index';
import {
  createConfirmedAccount,
  readSession,
  send,
  signInCookie,
  uniqueEmail,
  useAccountSuite,
} from '../../test/accounts';
import { pdfText } from '../../test/pdf-text';
import { seedProgramContent } from '../../test/program-content';
import { newCertificateId } from './service';

const suite = useAccountSuite();
let moduleIds: string[] = [];

async function member() {
  const email = uniqueEmail('graduate');
  await createConfirmedAccount(suite.t, { email, portal: 'program' });
  const cookie = await signInCookie(suite.t, { email, portal: 'program' });
  const { session } = await readSession(suite.t, cookie);
  return { cookie, userId: session.user.id as string };
}

const complete = (id: string, cookie: string) =>
  send(suite.t, 'POST', `/api/program/modules/${id}/complete`, undefined, { cookie });

async function list(cookie: string): Promise<CertificateList> {
  const response = await send(suite.t, 'GET', '/api/certificates', undefined, { cookie });
  expect(response.status).toBe(200);
  return response.json();
}

/** A member with every module at 50 % and all but the last `left` completed. */
async function almostGraduated(left: number) {
  const who = await member();
  for (const id of moduleIds)
    await send(
      suite.t,
      'POST',
      `/api/program/modules/${id}/progress`,
      { step: 'worksheet' },
      { cookie: who.cookie },
    );
  for (const id of moduleIds.slice(0, moduleIds.length - left))
    expect((await complete(id, who.cookie)).status).toBe(200);
  return who;
}

beforeAll(async () => {
  moduleIds = await seedProgramContent(suite.t);
});

describe('certificates', () => {
  it('makes ids that match the pattern and differ each time', () => {
    const ids = Array.from({ length: 50 }, () => newCertificateId());
    for (const id of ids) expect(id).toMatch(CERTIFICATE_ID_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists none with the progress below 100 %', async () => {
    const who = await almostGraduated(2);
    const answer = await list(who.cookie);
    expect(answer).toMatchObject({
      certificates: [],
      generated: false,
      progress: { completedModules: 4, totalModules: 6, completionPercentage: 67 },
    });
  });

  it('issues exactly one program certificate when the last two modules are completed at once', async () => {
    const who = await almostGraduated(2);
    const answers = await Promise.all(moduleIds.slice(-2).map((id) => complete(id, who.cookie)));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const rows = await suite.t.database.db
      .select()
      .from(userCertificates)
      .where(eq(userCertificates.userId, who.userId));
    expect(rows).toHaveLength(1);
    const issued = await Promise.all(answers.map(async (a) => (await a.json()).certificateIssued));
    expect(issued.filter(Boolean).length).toBeLessThanOrEqual(1);

    const answer = await list(who.cookie);
    expect(answer.progress).toEqual({ completedModules: 6, totalModules: 6, completionPercentage: 100 });
    expect(answer.certificates).toHaveLength(1);
    const [certificate] = answer.certificates;
    expect(certificate).toMatchObject({
      certificateType: 'program_completion',
      programName: 'Artist Development Program',
      issuedBy: 'GBF Music Group',
      modulesCompleted: 6,
    });
    expect(certificate!.certificateId).toMatch(CERTIFICATE_ID_PATTERN);
    expect(certificate!.verifyUrl).toBe(`${suite.t.env.PUBLIC_URL}/verify/${certificate!.certificateId}`);
    expect((await list(who.cookie)).certificates).toHaveLength(1);
  });

  it('shows a certificate to its owner only, and as a one-page landscape PDF', async () => {
    const who = await almostGraduated(1);
    await send(suite.t, 'PUT', '/api/directory/profile', { stageName: 'Nova Lane' }, { cookie: who.cookie });
    const last = await complete(moduleIds.at(-1)!, who.cookie);
    expect((await last.json()).certificateIssued).toBe(true);
    const [certificate] = (await list(who.cookie)).certificates;
    const id = certificate!.certificateId;

    const own = await send(suite.t, 'GET', `/api/certificates/${id}`, undefined, { cookie: who.cookie });
    expect((await own.json()).certificate).toEqual(certificate);
    const stranger = await member();
    const theirs = await send(suite.t, 'GET', `/api/certificates/${id}`, undefined, {
      cookie: stranger.cookie,
    });
    expect(theirs.status).toBe(404);
    expect((await theirs.json()).error.code).toBe(API_ERROR_CODES.certificateNotFound);
    expect(
      (await send(suite.t, 'GET', `/api/certificates/${id}/pdf`, undefined, { cookie: stranger.cookie }))
        .status,
    ).toBe(404);

    const pdf = await send(suite.t, 'GET', `/api/certificates/${id}/pdf`, undefined, { cookie: who.cookie });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`certificate-${id}.pdf`);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    const shown = pdfText(bytes);
    expect(certificate!.recipientName).toBe('Nova Lane');
    for (const part of ['Nova Lane', 'Certificate of Completion', 'Artist Development Program', id])
      expect(shown).toContain(part);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(text).toMatch(/\/MediaBox \[0 0 841\.89 595\.28/);
    expect(text).toContain('/Subtype /Image');
  });

  it('is verified by anyone, telling only recipient, program, date and issuer', async () => {
    const who = await almostGraduated(1);
    await complete(moduleIds.at(-1)!, who.cookie);
    const [certificate] = (await list(who.cookie)).certificates;
    const response = await send(suite.t, 'GET', `/api/verify/${certificate!.certificateId}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      certificateId: certificate!.certificateId,
      recipientName: certificate!.recipientName,
      programName: 'Artist Development Program',
      completionDate: certificate!.completionDate,
      issuedBy: 'GBF Music Group',
    });
    const unknown = await send(suite.t, 'GET', `/api/verify/${newCertificateId()}`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe('Certificate not found');
    expect((await send(suite.t, 'GET', '/api/verify/GBF-123')).status).toBe(400);
  });
});
