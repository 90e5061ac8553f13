/**
 * One bucket in the File Manager tab (training-program.md §5, §7 "Storage", §8 "Upload", "Admin", "Empty texts"):
 * the upload form, then up to 100 files, newest first, each with the name it was uploaded with (or renamed to) and
 * its unique stored name (docs/decisions/0017), its size ('Unknown size' when the disk does not say), Open (a new
 * tab), Rename and Delete.
 */
import { ExternalLink, FileText, Film } from 'lucide-react';
import type { ProgramBucket } from '@shared/limits/admin';
import { adminMessages as m, uploadMessages as t } from '@shared/messages/admin';
import { NEW_TAB_HINT } from '@shared/messages/site';
import { formatFileSize } from '@shared/storage/file-size';
import { LoadFailure } from '@web/components/load-failure';
import { Loading } from '@web/components/loading';
import { Button } from '@web/components/ui/button';
import { apiUrl } from '@web/lib/api-client';
import { useBucketFiles } from '../api/bucket-files';
import { DeleteFileButton } from './delete-file-button';
import { RenameFileDialog } from './rename-file-dialog';
import { UploadForm } from './upload-form';

export interface BucketPanelProps {
  bucket: ProgramBucket;
  heading: string;
  /** The empty text (§8). */
  empty: string;
  rule: { extensions: readonly string[]; maxBytes: number };
}

export function BucketPanel({ bucket, heading, empty, rule }: BucketPanelProps) {
  const files = useBucketFiles(bucket);
  const headingId = `${bucket}-heading`;
  const Icon = bucket === 'program-videos' ? Film : FileText;
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border p-4 sm:p-6">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
        <Icon aria-hidden className="size-5 text-primary" />
        {heading}
      </h2>
      <UploadForm bucket={bucket} rule={rule} />
      {files.isError ? (
        <LoadFailure text={m.loadFailure} onRetry={() => void files.refetch()} retrying={files.isFetching} />
      ) : !files.data ? (
        <Loading label={t.loading} />
      ) : files.data.files.length === 0 ? (
        <p className="text-muted-foreground">{empty}</p>
      ) : (
        <>
          <ul aria-label={heading} className="divide-y rounded-lg border">
            {files.data.files.map((file) => (
              <li key={file.name} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
                <div className="min-w-0 flex-1 basis-48">
                  <p className="font-medium break-all">{file.displayName}</p>
                  <p className="text-sm text-muted-foreground">
                    {formatFileSize(file.size)}
                    {file.displayName !== file.name && (
                      <span className="break-all"> · {t.storedAs(file.name)}</span>
                    )}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button asChild variant="outline" size="sm">
                    <a
                      href={apiUrl('/admin/buckets/{bucket}/files/{fileName}', {
                        path: { bucket, fileName: file.name },
                      })}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <ExternalLink aria-hidden />
                      {t.open}
                      <span className="sr-only">
                        {' '}
                        {file.displayName} {NEW_TAB_HINT}
                      </span>
                    </a>
                  </Button>
                  <RenameFileDialog bucket={bucket} file={file} />
                  <DeleteFileButton bucket={bucket} file={file} />
                </div>
              </li>
            ))}
          </ul>
          {files.data.truncated && (
            <p className="text-sm text-muted-foreground">
              {t.showing(files.data.files.length, files.data.total)}
            </p>
          )}
        </>
      )}
    </section>
  );
}
