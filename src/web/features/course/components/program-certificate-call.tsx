/**
 * The members dashboard at 100 % (training-program.md §4 "Certificate": all six modules completed): the call to
 * view the Certificate of Completion on /certificates.
 */
import { Award } from 'lucide-react';
import { Link } from 'react-router';
import { courseMessages } from '@shared/messages/learning';
import { programPageMessages } from '@shared/messages/program';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { programPaths } from '../utils/program-paths';

const t = programPageMessages.dashboard;

export function ProgramCertificateCall() {
  return (
    <Card role="region" aria-labelledby="certificate-call-title" className="border-primary">
      <CardContent className="flex flex-wrap items-center justify-between gap-4 pt-6">
        <div className="flex items-start gap-3">
          <Award aria-hidden className="mt-1 size-6 shrink-0 text-primary" />
          <div>
            <h2 id="certificate-call-title" className="text-lg font-bold">
              {t.certificateTitle}
            </h2>
            <p className="text-muted-foreground">{t.certificateText}</p>
          </div>
        </div>
        <Button asChild>
          <Link to={programPaths.certificates}>{courseMessages.certificate.view}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
