/**
 * Module Assignment & Worksheet (training-program.md §2 item 5, §4 "Worksheet Mark Complete sets
 * worksheet_downloaded and raises the percentage to at least 50"): the month's worksheet prompts, Download Worksheet
 * when the module has a worksheet file, and Mark Complete. The last month adds the certificate image and 'Complete
 * all modules to earn your official Artist Development Certificate'.
 */
import { CheckCircle, ClipboardList, Download } from 'lucide-react';
import { programModuleMessages as m, programPageMessages } from '@shared/messages/program';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { CertificateImage } from './certificate-image';
import { ProgressStepButton } from './progress-step-button';

const t = programPageMessages.module;

export interface WorksheetCardProps {
  moduleId: string;
  prompts: string[];
  /** The worksheet file's download address, or null. */
  worksheetUrl: string | null;
  /** Mark Complete was pressed before. */
  done: boolean;
  /** The program's last month: the certificate is shown. */
  finalMonth: boolean;
}

export function WorksheetCard({ moduleId, prompts, worksheetUrl, done, finalMonth }: WorksheetCardProps) {
  return (
    <Card id="worksheet" className="scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ClipboardList aria-hidden className="size-5 text-primary" />
          {m.worksheetTitle}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        {prompts.length > 0 && (
          <div className="space-y-2">
            <h4 id="worksheet-prompts" className="font-semibold">
              {t.promptsTitle}
            </h4>
            <ol aria-labelledby="worksheet-prompts" className="list-decimal space-y-2 pl-6">
              {prompts.map((prompt, index) => (
                <li key={index}>{prompt}</li>
              ))}
            </ol>
          </div>
        )}
        {finalMonth && (
          <figure className="flex flex-col items-center gap-3 rounded-lg bg-muted p-4 text-center">
            <CertificateImage label={t.certificateAlt} />
            <figcaption className="font-medium">{m.certificateNote}</figcaption>
          </figure>
        )}
      </CardContent>
      <CardFooter className="flex-wrap gap-3">
        {worksheetUrl && (
          <Button asChild variant="outline">
            <a href={worksheetUrl} download>
              <Download aria-hidden />
              {m.worksheetDownload}
            </a>
          </Button>
        )}
        <ProgressStepButton
          moduleId={moduleId}
          step="worksheet"
          done={done}
          label={m.markWorksheetComplete}
          doneText={m.worksheetDone}
          icon={CheckCircle}
        />
      </CardFooter>
    </Card>
  );
}
