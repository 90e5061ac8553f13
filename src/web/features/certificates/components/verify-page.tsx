/**
 * /verify/{certificateId} (issue "Directory, certificates, admin" item 3): anyone, signed in or not, sees who
 * received the certificate, for which program, when, and who issued it — or plainly that no such certificate
 * exists.
 */
import { BadgeCheck, SearchX } from 'lucide-react';
import { verifyMessages as m } from '@shared/messages/certificates';
import { LoadFailure } from '@web/components/load-failure';
import { Loading } from '@web/components/loading';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ApiError } from '@web/lib/api-client';
import { formatLongDay } from '@web/lib/format-date';
import { useCertificateVerification } from '../api/verify-certificate';

export function VerifyPage({ certificateId }: { certificateId: string }) {
  const query = useCertificateVerification(certificateId);
  const missing = query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-12">
      <h1 className="text-3xl font-bold">{m.title}</h1>
      {query.isPending && <Loading label={m.loading} />}
      {query.isError && !missing && (
        <LoadFailure text={m.loadFailure} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {missing && (
        <Card role="alert">
          <CardHeader className="flex flex-row items-center gap-3">
            <SearchX aria-hidden className="size-6 text-error" />
            <CardTitle>{m.invalidTitle}</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="break-words">{m.invalid(certificateId)}</p>
          </CardContent>
        </Card>
      )}
      {query.data && (
        <Card>
          <CardHeader className="flex flex-row items-center gap-3">
            <BadgeCheck aria-hidden className="size-6 text-success" />
            <CardTitle>{m.valid}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
              {(
                [
                  [m.recipient, query.data.recipientName || '—'],
                  [m.program, query.data.programName],
                  [m.completionDate, formatLongDay(query.data.completionDate)],
                  [m.issuer, query.data.issuedBy],
                  [m.certificateId, query.data.certificateId],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-semibold">{label}</dt>
                  <dd className="break-all">{value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
