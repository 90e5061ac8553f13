/**
 * "Check a credential file" on /verify (issue "Certificates that anyone can verify without asking us: Open Badges
 * 3.0 credentials"): an island where anyone uploads a certificate's credential (`.json`) or its baked badge (`.png`)
 * and reads the server's answer: valid (with the recipient, achievement, issue date and certificate id), revoked
 * (with the date) or not valid (with why). Without scripts the form posts the file to the page itself
 * (`POST /verify/{id}`), which the server answers with the page showing the same outcome (`initial`).
 */
import { useId, useState, type FormEvent } from 'react';
import { BadgeCheck, Ban, FileSearch, Loader2, ShieldAlert } from 'lucide-react';
import {
  credentialRequestMessages as requestMessages,
  credentialVerifyMessages as m,
} from '@shared/messages/credentials';
import type { CredentialCheck as CheckAnswer } from '@shared/schemas/credentials';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { formatLongDay } from '@web/lib/format-date';
import type { CredentialFileCheck } from '@web/lib/page-data';
import { useCheckCredential } from '../api/check-credential';

/** A card's title as `CardTitle` draws it, at the level after the page's `h1`. */
const CARD_HEADING = 'text-xl font-bold leading-tight tracking-tight';

/** The answer: its verdict, the credential's facts when it verified, and why not when it did not. */
function CheckOutcome({ answer }: { answer: CheckAnswer }) {
  const Icon = answer.result === 'valid' ? BadgeCheck : answer.result === 'revoked' ? Ban : ShieldAlert;
  const all: [string, string | undefined][] = [
    [m.recipient, answer.recipientName],
    [m.achievement, answer.achievement],
    [m.issuedOn, answer.issuedOn && formatLongDay(answer.issuedOn)],
    [m.certificateId, answer.certificateId],
  ];
  const facts = all.filter((fact): fact is [string, string] => Boolean(fact[1]));
  return (
    <div role="status" className="space-y-3" data-result={answer.result}>
      <p className="flex items-center gap-2 font-semibold">
        <Icon
          aria-hidden
          className={answer.result === 'valid' ? 'size-5 text-success' : 'size-5 text-error'}
        />
        {m.results[answer.result]}
      </p>
      {answer.revokedAt && <p>{m.revokedOn(formatLongDay(answer.revokedAt))}</p>}
      {facts.length > 0 && (
        <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {answer.errors && answer.errors.length > 0 && (
        <div>
          <p className="font-semibold">{m.why}</p>
          <ul className="list-disc pl-5 text-sm break-words">
            {answer.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The island's props: where the form posts without scripts, and the outcome of that post. */
interface CredentialCheckProps {
  /** The page's own address (`/verify/{id}`). */
  action: string;
  /** The outcome of the file posted without scripts, as the server rendered it. */
  initial?: CredentialFileCheck | null;
}

/** The upload form and the outcome of the last check (the posted one's until another file is chosen). */
export function CredentialCheck({ action, initial }: CredentialCheckProps) {
  const check = useCheckCredential();
  const [error, setError] = useState<string | undefined>(initial?.error);
  const [posted, setPosted] = useState(initial?.answer);
  const answer = check.data ?? posted;
  const id = useId();
  const headingId = `${id}-title`;

  // The file is read from the form, not from state: one chosen before the island woke up counts too.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get('file');
    if (!(file instanceof File) || file.size === 0) {
      setError(requestMessages.fileRequired);
      return;
    }
    setError(undefined);
    setPosted(undefined);
    check.mutateAsync(file).catch((failure: Error) => setError(failure.message || m.failed));
  };

  return (
    <Card>
      <CardHeader className="flex flex-row items-center gap-3">
        <FileSearch aria-hidden className="size-6" />
        <h2 id={headingId} className={CARD_HEADING}>
          {m.checkTitle}
        </h2>
      </CardHeader>
      <CardContent className="space-y-4">
        <p>{m.checkIntro}</p>
        <form
          aria-labelledby={headingId}
          method="post"
          action={action}
          encType="multipart/form-data"
          onSubmit={submit}
          className="grid gap-4"
        >
          <FormField id={`${id}-file`} label={m.fileLabel} required error={error}>
            {(control) => (
              <Input
                {...control}
                type="file"
                name="file"
                accept=".json,application/json,.png,image/png"
                onChange={() => {
                  setError(undefined);
                  setPosted(undefined);
                  check.reset();
                }}
              />
            )}
          </FormField>
          <div>
            <Button type="submit" disabled={check.isPending} aria-busy={check.isPending}>
              {check.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {check.isPending ? m.checking : m.submit}
            </Button>
          </div>
        </form>
        {answer && <CheckOutcome answer={answer} />}
      </CardContent>
    </Card>
  );
}
