/**
 * /certificates (training-program.md §2 item 9, §4 "Certificate", §8 "Certificates"): 'Loading certificates...',
 * the header with Back to Dashboard, the Program Progress card, and the earned certificates, each with its type,
 * issue date, ID, the Earned badge, its Open Badges 3.0 credential as JSON and as a badge image (with a line on what
 * it is and where to keep it) and View (the printable page, in a new window). The program certificate is
 * issued by the server when it is due; this page then says 'Congratulations! ...'; while only the name to print is
 * missing, it says so.
 */
import { Award, ExternalLink } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { toast } from '@web/lib/toast';
import { certificateMessages as m } from '@shared/messages/certificates';
import { PROGRAM_COMPLETION, type Certificate } from '@shared/schemas/certificates';
import { BackLink } from '@web/components/back-link';
import { LoadFailure } from '@web/components/load-failure';
import { Loading } from '@web/components/loading';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDay } from '@web/lib/format-date';
import { useCertificates } from '../api/list-certificates';
import { certificatePagePath } from '../utils/certificate-paths';
import { CertificateDownloads } from './certificate-downloads';
import { ProgramProgressCard } from './program-progress-card';

function CertificateItem({ certificate }: { certificate: Certificate }) {
  const title =
    certificate.certificateType === PROGRAM_COMPLETION ? m.typeTitles.program_completion : m.typeTitles.other;
  return (
    <li className="flex flex-wrap items-center justify-between gap-4 rounded-lg border p-4">
      <div className="flex items-start gap-3">
        <Award aria-hidden className="mt-1 size-6 text-primary" />
        <div className="space-y-1">
          <p className="font-semibold">{title}</p>
          <p className="text-sm text-muted-foreground">{m.issued(formatDay(certificate.issuedAt))}</p>
          <p className="font-mono text-xs text-muted-foreground">{m.id(certificate.certificateId)}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Badge>{m.earned}</Badge>
        <CertificateDownloads
          certificateId={certificate.certificateId}
          files={['credential', 'badge']}
          size="sm"
        />
        <Button asChild variant="outline" size="sm">
          <a href={certificatePagePath(certificate.certificateId)} target="_blank" rel="noopener">
            {m.view}
            <ExternalLink aria-hidden />
            <span className="sr-only">{`${title} (opens in a new window)`}</span>
          </a>
        </Button>
      </div>
    </li>
  );
}

export function CertificatesPage() {
  const query = useCertificates();
  const announced = useRef(false);
  useEffect(() => {
    if (query.data?.generated && !announced.current) {
      announced.current = true;
      toast.success(m.generated.title, { description: m.generated.text });
    }
  }, [query.data?.generated]);

  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{m.title}</h1>
        <BackLink to="/program-dashboard">{m.backToDashboard}</BackLink>
      </div>
      {query.isPending && <Loading label={m.loading} />}
      {query.isError && (
        <LoadFailure text={m.loadFailure} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {query.data && (
        <>
          <ProgramProgressCard progress={query.data.progress} />
          {query.data.nameRequired && (
            <p role="status" className="rounded-md border border-border bg-muted p-4 text-sm font-medium">
              {m.nameRequired}
            </p>
          )}
          <Card>
            <CardHeader>
              <CardTitle>{m.title}</CardTitle>
            </CardHeader>
            <CardContent>
              {query.data.certificates.length === 0 ? (
                <div className="flex flex-col items-center gap-2 py-6 text-center">
                  <Award aria-hidden className="size-8 text-muted-foreground" />
                  <p className="font-semibold">{m.emptyTitle}</p>
                  <p className="text-sm text-muted-foreground">{m.emptyText}</p>
                </div>
              ) : (
                <>
                  <ul className="space-y-3">
                    {query.data.certificates.map((certificate) => (
                      <CertificateItem key={certificate.certificateId} certificate={certificate} />
                    ))}
                  </ul>
                  <p className="mt-4 text-sm text-muted-foreground">{m.credentialNote}</p>
                </>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
