import { describe, expect, it } from 'vitest';
import { linkedInAddUrl } from './linkedin-url';

describe('linkedInAddUrl', () => {
  it("fills LinkedIn's add-to-profile form with the certificate's name, issuer, date, id and verify URL", () => {
    const url = new URL(
      linkedInAddUrl({
        certificateId: 'GBF-MI2X7Q1C-K3Q7ZP4W2ABC5DEF',
        certificateType: 'program_completion',
        recipientName: 'Nova Lane',
        programName: 'Artist Development Program',
        completionDate: '2026-11-23T10:00:00.000Z',
        enrolledDate: '2026-05-23T10:00:00.000Z',
        durationDays: 184,
        issuedBy: 'GBF Music Group',
        modulesCompleted: 6,
        issuedAt: '2026-01-31T23:30:00.000Z',
        verifyUrl: 'https://example.com/verify/GBF-MI2X7Q1C-K3Q7ZP4W2ABC5DEF',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Artist Development Program',
      organizationName: 'GBF Music Group',
      issueYear: '2026',
      issueMonth: '1',
      certUrl: 'https://example.com/verify/GBF-MI2X7Q1C-K3Q7ZP4W2ABC5DEF',
      certId: 'GBF-MI2X7Q1C-K3Q7ZP4W2ABC5DEF',
    });
  });
});
