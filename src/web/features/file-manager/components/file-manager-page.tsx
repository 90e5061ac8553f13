/**
 * /file-manager (training-program.md §2 item 7, §8 "File manager", "Empty texts"): each module with its Training
 * Video and Worksheet, 'Available' or 'Not Available', and Open Module (to /program-module/{id}), or for a locked
 * module what opens it, as its dashboard card says ('Unlocks when Module N is completed', 'Opens on {day}'; issue 38
 * item 4); then the video and
 * worksheet files by the names they were uploaded with (docs/decisions/0017) and their sizes ('Unknown size' when the
 * storage does not say), each opening in a new tab. Each list also has the course's own files of its kind (a video,
 * captions or worksheet of the course content that a module uses, so a module 'Available' by course content has
 * its file listed), marked 'Course content' and named with their module: they open through the module's file route
 * once the module is open to the artist, and, not being uploads, are never renamed or deleted. Each part loads on
 * its own, with its §8 failure text and 'Try again'.
 */
import { ArrowRight, CheckCircle, ExternalLink, FileText, Film, Lock, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { ProgramBucket } from '@shared/limits/admin';
import { fileManagerMessages as t } from '@shared/messages/admin';
import type { CourseFile } from '@shared/schemas/admin';
import { formatFileSize } from '@shared/storage/file-size';
import { NewTabHint } from '@web/components/new-tab-hint';
import { LoadFailure } from '@web/components/load-failure';
import { Loading } from '@web/components/loading';
import { PageHeader } from '@web/components/page-header';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { apiUrl } from '@web/lib/api-client';
import { lockText } from '@web/lib/module-lock-text';
import { cn } from '@web/lib/utils';
import { courseFileHref, useFileManagerModules, useProgramFiles } from '../api/file-manager-data';

export function FileManagerPage() {
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-10">
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        back={{ to: '/program-dashboard', label: t.backToDashboard }}
      />
      <ModuleAvailability />
      <div className="grid gap-6 lg:grid-cols-2">
        <FileList bucket="program-videos" heading={t.videosHeading} empty={t.noVideos} />
        <FileList bucket="program-worksheets" heading={t.worksheetsHeading} empty={t.noWorksheets} />
      </div>
    </div>
  );
}

function Availability({ label, available }: { label: string; available: boolean }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <span className="text-sm">{label}</span>
      <Badge
        variant="outline"
        className={cn('gap-1', available ? 'border-success text-success' : 'text-muted-foreground')}
      >
        {available ? (
          <CheckCircle aria-hidden className="size-3.5" />
        ) : (
          <XCircle aria-hidden className="size-3.5" />
        )}
        {available ? t.available : t.notAvailable}
      </Badge>
    </div>
  );
}

function ModuleAvailability() {
  const modules = useFileManagerModules();
  return (
    <section aria-labelledby="file-manager-modules" className="space-y-4">
      <h2 id="file-manager-modules" className="text-xl font-semibold">
        {t.modulesHeading}
      </h2>
      {modules.isError ? (
        <LoadFailure
          text={t.modulesFailure}
          onRetry={() => void modules.refetch()}
          retrying={modules.isFetching}
        />
      ) : !modules.data ? (
        <Loading label={t.loading} />
      ) : modules.data.length === 0 ? (
        <p className="text-muted-foreground">
          {t.noModules}{' '}
          <Link
            to="/program-dashboard"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t.backToDashboard}
          </Link>
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {modules.data.map((module) => (
            <li key={module.id} className="flex flex-col gap-4 rounded-xl border p-4">
              <div>
                <p className="text-sm font-medium text-primary">{t.month(module.monthNumber)}</p>
                <h3 className="font-semibold">{module.title}</h3>
              </div>
              <div className="grid gap-2">
                <Availability label={t.trainingVideo} available={module.hasVideo} />
                <Availability label={t.worksheet} available={module.hasWorksheet} />
              </div>
              {module.lock ? (
                <p className="mt-auto flex items-center gap-2 text-sm font-medium">
                  <Lock className="size-4 shrink-0" aria-hidden />
                  {lockText(module.lock)}
                </p>
              ) : (
                <Button asChild size="sm" className="mt-auto self-start">
                  <Link to={`/program-module/${encodeURIComponent(module.id)}`}>
                    {t.openModule}
                    <span className="sr-only">: {module.title}</span>
                    <ArrowRight aria-hidden />
                  </Link>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FileList({ bucket, heading, empty }: { bucket: ProgramBucket; heading: string; empty: string }) {
  const files = useProgramFiles(bucket);
  const Icon = bucket === 'program-videos' ? Film : FileText;
  const headingId = `file-manager-${bucket}`;
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border p-4 sm:p-6">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
        <Icon aria-hidden className="size-5 text-primary" />
        {heading}
      </h2>
      {files.isError ? (
        <LoadFailure text={t.dataFailure} onRetry={() => void files.refetch()} retrying={files.isFetching} />
      ) : !files.data ? (
        <Loading label={t.loading} />
      ) : files.data.files.length === 0 && files.data.courseFiles.length === 0 ? (
        <p className="text-muted-foreground">{empty}</p>
      ) : (
        <ul aria-label={heading} className="divide-y rounded-lg border">
          {files.data.files.map((file) => (
            <li key={file.name} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <a
                href={apiUrl('/program-files/{bucket}/{fileName}', { path: { bucket, fileName: file.name } })}
                target="_blank"
                rel="noopener noreferrer"
                className={fileLinkClass}
              >
                {file.displayName}
                <ExternalLink aria-hidden className="size-4 shrink-0" />
                <NewTabHint />
              </a>
              <span className="text-sm whitespace-nowrap text-muted-foreground">
                {formatFileSize(file.size)}
              </span>
            </li>
          ))}
          {files.data.courseFiles.map((file) => (
            <CourseFileItem key={`${file.moduleId}-${file.kind}`} file={file} />
          ))}
        </ul>
      )}
    </section>
  );
}

const fileLinkClass =
  'inline-flex min-w-0 items-center gap-2 font-medium break-all text-primary underline-offset-4 hover:underline';

/**
 * A course file: its name (a link in a new tab once its module is open to the artist), what it is to which module,
 * the 'Course content' badge and its size. No rename or delete: it is not an upload.
 */
function CourseFileItem({ file }: { file: CourseFile }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-3">
      <div className="grid min-w-0 gap-0.5">
        {file.open ? (
          <a href={courseFileHref(file)} target="_blank" rel="noopener noreferrer" className={fileLinkClass}>
            {file.fileName}
            <ExternalLink aria-hidden className="size-4 shrink-0" />
            <NewTabHint />
          </a>
        ) : (
          <span className="font-medium break-all">{file.fileName}</span>
        )}
        <span className="text-sm text-muted-foreground">
          {t.courseFileOf(t.courseFileKinds[file.kind], file.monthNumber, file.moduleTitle)}
          {!file.open && ` ${t.opensWithModule}`}
        </span>
      </div>
      <div className="flex items-center gap-2">
        <Badge variant="secondary">{t.courseContent}</Badge>
        <span className="text-sm whitespace-nowrap text-muted-foreground">{formatFileSize(file.size)}</span>
      </div>
    </li>
  );
}
