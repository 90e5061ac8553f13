/**
 * /verify/{certificateId} (issue "Directory, certificates, admin" item 3): anyone, signed in or not, sees who
 * received the certificate, for which program, when, and who issued it — or plainly that no such certificate
 * exists. Static HTML the server renders with the verification (docs/decisions/0004). The certificate's signed Open
 * Badges credential, verified on the server, says "Credential signature valid" or "Revoked on <date>" (issue
 * "Certificates that anyone can verify without asking us"); below, the "Check a credential file" island
 * (credential-check.tsx) is the page's only script.
 */
import { Ban, BadgeCheck, SearchX, ShieldAlert, ShieldCheck } from 'lucide-react';
import { verifyMessages as m } from '@shared/messages/certificates';
import { credentialVerifyMessages as cm } from '@shared/messages/credentials';
import type { CertificateVerification } from '@shared/schemas/certificates';
import type { StoredCredential } from '@shared/schemas/credentials';
import type { CredentialFileCheck } from '@web/lib/page-data';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { formatLongDay } from '@web/lib/format-date';
import { Island } from '@web/lib/island';
import { CredentialCheck } from './credential-check';

/** A card's title as `CardTitle` draws it, at the level after the page's `h1`. */
const CARD_HEADING = 'text-xl font-bold leading-tight tracking-tight';

export interface VerifyPageProps {
  /** The id in the address. */
  certificateId: string;
  /** What the server found for it; null when no certificate has this id. */
  verification: CertificateVerification | null;
  /** The stored credential's state, verified on the server; null or absent when there is none to show. */
  credential?: StoredCredential | null;
  /** The outcome of a credential file posted to the page without scripts. */
  check?: CredentialFileCheck | null;
}

/** The stored credential's line: its signature valid, revoked on a date, or not verifying; nothing without one. */
function CredentialState({ credential }: { credential: StoredCredential | null | undefined }) {
  if (!credential || credential.state === 'none') return null;
  const [Icon, text, tone] =
    credential.state === 'valid'
      ? [ShieldCheck, cm.signatureValid, 'text-success']
      : credential.state === 'revoked'
        ? [Ban, cm.revokedOn(credential.revokedAt ? formatLongDay(credential.revokedAt) : ''), 'text-error']
        : [ShieldAlert, cm.signatureInvalid, 'text-error'];
  return (
    <p className="mt-4 flex items-center gap-2 font-semibold" data-credential-state={credential.state}>
      <Icon aria-hidden className={`size-5 ${tone}`} />
      {text}
    </p>
  );
}

/** The verification of `certificateId`: the certificate's facts, or that there is no such certificate. */
export function VerifyPage({ certificateId, verification, credential, check }: VerifyPageProps) {
  const revoked = credential?.state === 'revoked';
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-12">
      <h1 className="text-3xl font-bold">{m.title}</h1>
      {verification ? (
        <Card>
          <CardHeader className="flex flex-row items-center gap-3">
            {revoked ? (
              <Ban aria-hidden className="size-6 text-error" />
            ) : (
              <BadgeCheck aria-hidden className="size-6 text-success" />
            )}
            <h2 className={CARD_HEADING}>{revoked ? cm.revokedNote : m.valid}</h2>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
              {(
                [
                  [m.recipient, verification.recipientName || '—'],
                  [m.program, verification.programName],
                  [m.completionDate, formatLongDay(verification.completionDate)],
                  [m.issuer, verification.issuedBy],
                  [m.certificateId, verification.certificateId],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-semibold">{label}</dt>
                  <dd className="break-all">{value}</dd>
                </div>
              ))}
            </dl>
            <CredentialState credential={credential} />
          </CardContent>
        </Card>
      ) : (
        <Card role="alert">
          <CardHeader className="flex flex-row items-center gap-3">
            <SearchX aria-hidden className="size-6 text-error" />
            <h2 className={CARD_HEADING}>{m.invalidTitle}</h2>
          </CardHeader>
          <CardContent>
            <p className="break-words">{m.invalid(certificateId)}</p>
          </CardContent>
        </Card>
      )}
      <Island
        name="credential-check"
        component={CredentialCheck}
        props={{ action: `/verify/${encodeURIComponent(certificateId)}`, initial: check ?? null }}
        when="interaction"
      />
    </div>
  );
}
