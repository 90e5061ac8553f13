import { describe, expect, it } from 'vitest';
import { AUDIT_VIEW_PARAMS, isAuditKind, readAuditView, withAuditView } from './audit-view';

const read = (search: string) => readAuditView(new URLSearchParams(search));

describe('the Audit log tab’s state in the address', () => {
  it('shows every kind and everyone by default', () => {
    expect(read('tab=audit')).toEqual({ kind: null, who: '' });
  });

  it('reads the kind and the person', () => {
    expect(read('tab=audit&kind=quiz_round.reset&who=ada%40')).toEqual({
      kind: 'quiz_round.reset',
      who: 'ada@',
    });
    expect(read('kind=inbox.note').kind).toBe('inbox.note');
  });

  it('reads an unknown kind as absent', () => {
    expect(read('kind=allow_list.deleted')).toEqual({ kind: null, who: '' });
    expect(isAuditKind(null)).toBe(false);
  });

  it('changes only what it is given, keeps the admin tab and leaves defaults out', () => {
    const params = new URLSearchParams('tab=audit&who=lee');
    expect(withAuditView(params, { kind: 'admin.granted' }).toString()).toBe(
      'tab=audit&who=lee&kind=admin.granted',
    );
    expect(withAuditView(params, { kind: null, who: '' }).toString()).toBe('tab=audit');
    expect(params.toString()).toBe('tab=audit&who=lee');
  });

  it('names every parameter it writes', () => {
    const written = withAuditView(new URLSearchParams(), { kind: 'email.retried', who: 'x' });
    expect([...written.keys()].sort()).toEqual([...AUDIT_VIEW_PARAMS].sort());
  });
});
