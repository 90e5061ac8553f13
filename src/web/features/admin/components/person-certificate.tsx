/**
 * A learner's certificate on their staff page (issue "Certificates that anyone can verify without asking us: Open
 * Badges 3.0 credentials"): its id, when it was issued and its state (valid, or revoked on a date with the reason,
 * which only staff see), and, while its signed credential stands, "Revoke certificate": a modal dialog asking for
 * the reason (required) and a confirmation. Focus starts on the reason; the outcome is toasted and the page then
 * shows the certificate revoked.
 */
import { useId, useState, type FormEvent } from 'react';
import { Ban, Loader2 } from 'lucide-react';
import { REVOKE_REASON_MAX } from '@shared/limits/credentials';
import { certificateStaffMessages as m, credentialRequestMessages } from '@shared/messages/credentials';
import type { PersonCertificate } from '@shared/schemas/people';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { formatDateTime } from '@web/lib/format-date';
import { toast } from '@web/lib/toast';
import { useRevokeCertificate } from '../api/person-certificate-revoke';

export interface PersonCertificateProps {
  userId: string;
  certificate: PersonCertificate;
}

/** The state line: revoked on a date, valid, or valid without a signed credential. */
function stateOf(certificate: PersonCertificate): string {
  if (certificate.revokedAt) return m.revoked(formatDateTime(certificate.revokedAt));
  return certificate.credential ? m.active : m.noCredential;
}

/** The dialog that asks why, then revokes. */
function RevokeDialog({ userId, certificate }: PersonCertificateProps) {
  const revoke = useRevokeCertificate(userId, certificate.certificateId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const pending = revoke.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(credentialRequestMessages.reasonRequired);
      return;
    }
    revoke.mutateAsync(trimmed).then(
      () => {
        toast.success(m.saved.title, { description: m.saved.text });
        setOpen(false);
        setReason('');
      },
      (failure: Error) => setError(failure.message),
    );
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        setError(undefined);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline">
          <Ban aria-hidden />
          {m.revoke}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <AlertDialogHeader>
            <AlertDialogTitle>{m.dialogTitle}</AlertDialogTitle>
            <AlertDialogDescription className="break-words">
              {m.dialogText(certificate.certificateId)}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <FormField id={`${id}-reason`} label={m.reasonLabel} required error={error}>
            {(control) => (
              <Textarea
                {...control}
                name="reason"
                rows={3}
                maxLength={REVOKE_REASON_MAX}
                value={reason}
                autoFocus
                onChange={(event) => {
                  setReason(event.target.value);
                  setError(undefined);
                }}
              />
            )}
          </FormField>
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={pending}>
              {m.cancel}
            </AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={pending} aria-busy={pending}>
              {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Ban aria-hidden />}
              {m.confirm}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The certificate's facts and, while it stands, the revoke button. */
export function PersonCertificateCard({ userId, certificate }: PersonCertificateProps) {
  const headingId = `person-${userId}-certificate`;
  const facts: [string, string][] = [
    [m.certificateId, certificate.certificateId],
    [m.issued, formatDateTime(certificate.issuedAt)],
    [m.state, stateOf(certificate)],
    ...(certificate.revokedReason ? [[m.reason, certificate.revokedReason] as [string, string]] : []),
  ];
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h4 id={headingId} className="text-lg font-semibold">
        {m.title}
      </h4>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(8rem,14rem)_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {certificate.credential && !certificate.revokedAt && (
        <RevokeDialog userId={userId} certificate={certificate} />
      )}
    </section>
  );
}
