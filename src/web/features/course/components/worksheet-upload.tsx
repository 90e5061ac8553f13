/**
 * Uploading the filled worksheet, in the worksheet card of either view (issue "One course"): the learner's file
 * (pdf, doc, docx, or csv as "Download Worksheet" hands it out; checked here by the same rule as the server's before
 * it goes out), with the upload's progress,
 * the §8 'Upload failed' message on failure, and the file they uploaded before as a download.
 */
import { FileCheck, Loader2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '@web/lib/toast';
import { LEARNER_WORKSHEET_EXTENSIONS } from '@shared/limits/admin';
import { courseMessages } from '@shared/messages/learning';
import { uploadMessages } from '@shared/messages/admin';
import type { ModuleWorksheet } from '@shared/schemas/learning';
import { learnerWorksheetFileProblem } from '@shared/storage/buckets';
import { formatFileSize } from '@shared/storage/file-size';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Progress } from '@web/components/ui/progress';
import { useUploadWorksheet } from '../api/upload-worksheet';

const w = courseMessages.worksheet;
const ACCEPT = LEARNER_WORKSHEET_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export function WorksheetUpload({
  moduleId,
  upload,
}: {
  moduleId: string;
  upload: ModuleWorksheet['upload'];
}) {
  const { mutation, progress } = useUploadWorksheet(moduleId);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = `worksheet-upload-${moduleId}`;

  const send = () => {
    if (!file) return;
    const fileProblem = learnerWorksheetFileProblem(file);
    setProblem(fileProblem);
    if (fileProblem) return;
    mutation.mutate(file, {
      onSuccess: () => {
        toast.success(uploadMessages.success.title, { description: uploadMessages.success.text });
        setFile(null);
        if (input.current) input.current.value = '';
      },
      onError: (error) => setProblem(error.message || uploadMessages.failureFallback),
    });
  };

  return (
    <div className="space-y-3">
      {upload && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <FileCheck aria-hidden className="size-4 text-success" />
          <a
            href={upload.url}
            download
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {w.uploaded(upload.name)}
          </a>
          <span className="text-muted-foreground">({formatFileSize(upload.bytes)})</span>
        </p>
      )}
      <div className="space-y-2">
        <Label htmlFor={id}>{w.uploadLabel}</Label>
        <div className="flex flex-wrap items-center gap-3">
          <Input
            ref={input}
            id={id}
            type="file"
            accept={ACCEPT}
            className="max-w-sm"
            aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
            aria-invalid={problem !== null || undefined}
            onChange={(event) => {
              setProblem(null);
              setFile(event.target.files?.[0] ?? null);
            }}
          />
          <Button type="button" variant="outline" disabled={!file || mutation.isPending} onClick={send}>
            {mutation.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Upload aria-hidden />}
            {w.upload}
          </Button>
        </div>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {w.uploadHint}
        </p>
        {progress !== null && <Progress value={progress} aria-label={w.uploadProgress} />}
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-error">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
