import { describe, expect, it } from 'vitest';
import { auditMessages as m } from '@shared/messages/audit';
import { AUDIT_KINDS } from '@shared/schemas/audit';
import { actorName, AUDIT_KIND_GROUPS, describeStaffAction } from './staff-action';

describe('a recorded staff action in words', () => {
  it('groups every kind of the audit log exactly once', () => {
    const grouped = AUDIT_KIND_GROUPS.flatMap(({ kinds }) => kinds);
    expect([...grouped].sort()).toEqual([...AUDIT_KINDS].sort());
  });

  it('names the list of an allow-list change', () => {
    expect(describeStaffAction('allow_list.added', { list: 'artist' })).toEqual({
      label: 'Added to the artist allow-list',
      details: [],
      inboxHref: null,
    });
    expect(describeStaffAction('allow_list.disabled', { list: 'agent' }).label).toBe(
      'Disabled on the agent allow-list',
    );
    // Without a known list: the kind's own label.
    expect(describeStaffAction('allow_list.enabled', { list: 'admins' }).label).toBe(
      m.kinds['allow_list.enabled'],
    );
  });

  it('names the module and month of help given to a learner', () => {
    const details = { moduleId: 'm1', monthNumber: 3, title: 'Creativity in Content' };
    expect(describeStaffAction('quiz_round.reset', details)).toEqual({
      label: 'Quiz round reset',
      details: ['Month 3: Creativity in Content'],
      inboxHref: null,
    });
    expect(describeStaffAction('module.unlocked', { monthNumber: 2 }).details).toEqual(['Month 2']);
  });

  it('says which quiz a question change is about and what an edit changed', () => {
    expect(
      describeStaffAction('question.edited', {
        quizId: 'q',
        monthNumber: 2,
        changed: ['question', 'correctAnswer', 'shiny'],
        replacedQuestionId: 'old',
      }).details,
    ).toEqual(['Module 2 Quiz', 'Changed: question, correct answer, shiny', m.details.replaced]);
    expect(describeStaffAction('question.deleted', { monthNumber: 5 }).details).toEqual(['Module 5 Quiz']);
    expect(
      describeStaffAction('module.edited', { monthNumber: 1, changed: ['title'], title: 'New' }).details,
    ).toEqual(['Month 1: New', 'Changed: title']);
  });

  it('names the file of an upload, a rename and a delete, by the name staff see', () => {
    expect(
      describeStaffAction('file.uploaded', {
        bucket: 'program-videos',
        fileName: '1-a.webm',
        displayName: 'Intro.webm',
      }).details,
    ).toEqual(['program-videos: Intro.webm']);
    expect(
      describeStaffAction('file.renamed', {
        bucket: 'program-worksheets',
        fileName: '2-b.pdf',
        from: 'Old.pdf',
        to: 'New.pdf',
      }).details,
    ).toEqual(['program-worksheets: 2-b.pdf', 'Renamed from Old.pdf to New.pdf']);
    expect(describeStaffAction('file.deleted', {}).details).toEqual([]);
  });

  it('names the kind of an email sent again', () => {
    expect(describeStaffAction('email.retried', { emailId: 'e', emailKind: 'welcome' }).details).toEqual([
      'Email: Welcome',
    ]);
    expect(describeStaffAction('email.retried', { emailKind: 'newsletter' }).details).toEqual([
      'Email: newsletter',
    ]);
  });

  it('names the revoked certificate and the reason', () => {
    expect(
      describeStaffAction('certificate.revoked', { certificateId: 'GBF-1-ABC', reason: 'Refunded' }),
    ).toEqual({
      label: 'Certificate revoked',
      details: ['Certificate GBF-1-ABC', 'Reason: Refunded'],
      inboxHref: null,
    });
  });

  it('says which inbox item an inbox event is about, with its status or note and a link to it', () => {
    const status = describeStaffAction('inbox.status', {
      itemKind: 'contact-messages',
      itemId: 'abc',
      status: 'in-progress',
    });
    expect(status).toEqual({
      label: 'Inbox status changed',
      details: ['Item: Contact messages', 'Status set to In progress'],
      inboxHref: '/admin?tab=inbox&kind=contact-messages&item=abc',
    });
    const note = describeStaffAction('inbox.note', {
      itemKind: 'program-applications',
      itemId: 'x',
      note: 'Called',
    });
    expect(note.details).toEqual(['Item: Program applications', 'Note: Called']);
    expect(note.inboxHref).toBe('/admin?tab=inbox&item=x');
    expect(describeStaffAction('inbox.approved', { itemKind: 'nope', itemId: 'x' })).toEqual({
      label: 'Application approved',
      details: [],
      inboxHref: null,
    });
  });

  it('leaves out details of an unexpected type', () => {
    expect(describeStaffAction('quiz_round.reset', { monthNumber: '3', title: 7 }).details).toEqual([]);
    expect(describeStaffAction('module.edited', { monthNumber: 1.5, changed: 'title' }).details).toEqual([]);
    expect(describeStaffAction('admin.granted', { anything: true })).toEqual({
      label: 'Admin role granted',
      details: [],
      inboxHref: null,
    });
  });

  it('names the command line when no admin acted', () => {
    expect(actorName(null)).toBe(m.commandLine);
    expect(actorName('ada@example.com')).toBe('ada@example.com');
  });
});
