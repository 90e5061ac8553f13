/**
 * The printable certificate (training-program.md §2 item 9 "View opens a new browser window with a printable
 * certificate page and a Print Certificate button", §9 "Certificate"): program name, recipient (else 'Artist
 * Name'), modules, months, percent complete, completion date, certificate ID, program duration, the skills and the
 * signature area with the date issued. Print Certificate prints one landscape page (the print stylesheet hides
 * everything else); beyond the spec, Download PDF, the signed Open Badges 3.0 credential as JSON and as the baked
 * badge PNG, and Add to LinkedIn.
 */
import { Linkedin, Printer } from 'lucide-react';
import { Fragment } from 'react';
import { CERTIFICATE_SKILLS, certificateMessages as m } from '@shared/messages/certificates';
import { PROGRAM_COURSE_NAME, type Certificate } from '@shared/schemas/certificates';
import { NewTabHint } from '@web/components/new-tab-hint';
import { LoadFailure } from '@web/components/load-failure';
import { Loading } from '@web/components/loading';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { formatLongDay } from '@web/lib/format-date';
import { useCertificate } from '../api/get-certificate';
import { linkedInAddUrl } from '../utils/linkedin-url';
import { CertificateDownloads } from './certificate-downloads';

/** `text` (an address) allowed to wrap after a `/` only, never inside a word or the certificate ID. */
function BreakAtSlashes({ text }: { text: string }) {
  const parts = text.split('/');
  return (
    <span>
      {parts.map((part, index) => (
        <Fragment key={index}>
          <span className="whitespace-nowrap">{index < parts.length - 1 ? `${part}/` : part}</span>
          {index < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </span>
  );
}

function CertificateSheet({ certificate }: { certificate: Certificate }) {
  const facts: [string, string][] = [
    [m.modules, String(certificate.modulesCompleted)],
    [m.months, '6'],
    [m.percentComplete, m.percentValue],
    [m.programDuration, m.durationValue],
  ];
  return (
    <article
      aria-label={m.certificateOf}
      className="certificate-sheet mx-auto flex aspect-[297/210] w-full max-w-5xl flex-col justify-between border-8 border-double border-primary bg-card p-6 text-center text-card-foreground sm:p-12"
    >
      <header className="space-y-2">
        <p className="text-sm font-semibold uppercase tracking-[0.3em] text-primary">
          {certificate.issuedBy}
        </p>
        <h1 className="font-serif text-3xl font-bold sm:text-5xl">{m.certificateOf}</h1>
      </header>
      <div className="space-y-2">
        <p className="text-muted-foreground">{m.presentedTo}</p>
        <p className="font-serif text-3xl italic sm:text-4xl">
          {certificate.recipientName || m.fallbackRecipient}
        </p>
        <p className="text-muted-foreground">
          {m.hasCompleted}{' '}
          <strong className="text-foreground">
            {m.programAndCourse(certificate.programName, PROGRAM_COURSE_NAME)}
          </strong>
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dd className="text-2xl font-bold">{value}</dd>
            <dt className="text-xs uppercase tracking-wide text-muted-foreground">{label}</dt>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">
        <span className="font-semibold text-foreground">{m.skillsTitle}: </span>
        {CERTIFICATE_SKILLS.join(' · ')}
      </p>
      <footer className="grid gap-6 text-sm sm:grid-cols-2 sm:text-left">
        <div className="space-y-1">
          {certificate.enrolledDate && (
            <p>
              <span className="font-semibold">{m.enrolledDate}: </span>
              {formatLongDay(certificate.enrolledDate)}
            </p>
          )}
          <p>
            <span className="font-semibold">{m.completionDate}: </span>
            {formatLongDay(certificate.completionDate)}
          </p>
          {certificate.durationDays !== null && <p>{m.completedIn(certificate.durationDays)}</p>}
          <div className="mt-6 w-56 text-center">
            <p className="font-serif text-lg italic">{certificate.issuedBy}</p>
            <p className="border-t border-foreground pt-1 text-muted-foreground">{m.signature}</p>
          </div>
          <p>
            <span className="font-semibold">{m.dateIssued}: </span>
            {formatLongDay(certificate.issuedAt)}
          </p>
        </div>
        <div className="space-y-1 sm:text-right">
          <p>
            <span className="font-semibold">{m.certificateId}: </span>
            <span className="font-mono">{certificate.certificateId}</span>
          </p>
          <p className="text-xs text-muted-foreground">
            {m.verifyAt} <BreakAtSlashes text={certificate.verifyUrl} />
          </p>
        </div>
      </footer>
    </article>
  );
}

export function PrintableCertificate({ certificateId }: { certificateId: string }) {
  const query = useCertificate(certificateId);
  if (query.isPending) return <Loading label={m.loading} />;
  if (query.isError)
    return (
      <div className="mx-auto max-w-xl px-4 py-20">
        {query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500 ? (
          <h1 role="alert" className="text-center text-2xl font-bold">
            {m.notFound}
          </h1>
        ) : (
          <LoadFailure
            text={m.loadFailure}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </div>
    );
  const { certificate } = query.data;
  return (
    <div className="space-y-6 px-4 py-8 print:p-0">
      <div className="flex flex-wrap justify-center gap-3 print:hidden">
        <Button type="button" onClick={() => window.print()}>
          <Printer aria-hidden />
          {m.print}
        </Button>
        <CertificateDownloads certificateId={certificate.certificateId} />
        <Button asChild variant="outline">
          <a href={linkedInAddUrl(certificate)} target="_blank" rel="noopener noreferrer">
            <Linkedin aria-hidden />
            {m.addToLinkedIn}
            <NewTabHint />
          </a>
        </Button>
      </div>
      <p className="mx-auto max-w-2xl text-center text-sm text-muted-foreground print:hidden">
        {m.credentialNote}
      </p>
      <CertificateSheet certificate={certificate} />
    </div>
  );
}
