/**
 * One module's training video or worksheet in the Modules tab (training-program.md §7 "Admin": a module's video_url or
 * worksheet_url, set by id in modules, §8 "Admin"): what the module uses now, a choice among the bucket's files with
 * their sizes, Save, and Remove. Files are shown by their display names (docs/decisions/0017) and chosen by their
 * stored names. The outcome is toasted with the §8 text. The picker's own first entry is short enough to be read
 * whole in the narrowest field ('Choose a file', 'No files yet'); where to upload one is said in full under it
 * (issue 38 item 8).
 */
import { Loader2, Save, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import { adminMessages as m, adminModuleMessages as t } from '@shared/messages/admin';
import type { AdminModule, BucketFile } from '@shared/schemas/admin';
import { formatFileSize } from '@shared/storage/file-size';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { useSetModuleFile } from '../api/modules';

export interface ModuleFilePickerProps {
  module: AdminModule;
  kind: 'video' | 'worksheet';
  /** The bucket's files; undefined while they load. */
  files: BucketFile[] | undefined;
}

export function ModuleFilePicker({ module, kind, files }: ModuleFilePickerProps) {
  const setFile = useSetModuleFile();
  const [chosen, setChosen] = useState('');
  const current = kind === 'video' ? module.video : module.worksheet;
  const texts =
    kind === 'video'
      ? { label: t.video, success: m.videoUpdated, failure: m.videoFailure, none: t.noVideos }
      : {
          label: t.worksheet,
          success: m.worksheetUpdated,
          failure: m.worksheetFailure,
          none: t.noWorksheets,
        };
  const id = `module-${module.id}-${kind}`;
  const currentName = current?.source === 'storage' ? current.fileName : null;
  const pending = setFile.isPending;
  const empty = files !== undefined && files.length === 0;

  const save = (fileName: string | null) =>
    setFile.mutate(
      { moduleId: module.id, kind, fileName },
      {
        onSuccess: () => {
          toast.success(texts.success);
          setChosen('');
        },
        onError: (error) => toast.error(texts.failure, { description: error.message }),
      },
    );

  return (
    <div className="grid gap-2 rounded-lg bg-muted/40 p-3">
      <Label htmlFor={id}>{texts.label}</Label>
      <p className="text-sm break-all text-muted-foreground" id={`${id}-current`}>
        {current
          ? current.source === 'content'
            ? t.contentFile(current.fileName)
            : current.displayName
          : t.none}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <div className="min-w-0 flex-1 basis-56">
          <Select
            id={id}
            aria-describedby={empty ? `${id}-current ${id}-empty` : `${id}-current`}
            value={chosen}
            disabled={pending || !files || files.length === 0}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">{empty ? t.noFiles : t.choose}</option>
            {files?.map((file) => (
              <option key={file.name} value={file.name}>
                {file.displayName} ({formatFileSize(file.size)})
              </option>
            ))}
          </Select>
        </div>
        <Button
          type="button"
          size="sm"
          disabled={pending || chosen === '' || chosen === currentName}
          onClick={() => save(chosen)}
        >
          {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
          {pending ? t.saving : t.save}
          <span className="sr-only"> {texts.label}</span>
        </Button>
        {current && (
          <Button type="button" size="sm" variant="outline" disabled={pending} onClick={() => save(null)}>
            <X aria-hidden />
            {t.remove}
            <span className="sr-only"> {texts.label}</span>
          </Button>
        )}
      </div>
      {empty && (
        <p id={`${id}-empty`} className="text-sm text-muted-foreground">
          {texts.none}
        </p>
      )}
    </div>
  );
}
