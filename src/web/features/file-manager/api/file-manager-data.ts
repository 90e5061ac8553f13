/**
 * The file manager's data (training-program.md §2 item 7, §7 the program's modules ordered by month_number,
 * "Storage: list program-videos and program-worksheets (limit 100)"): the program's modules with what each includes
 * (from the program's course view, `GET /api/learning/program`), and the two buckets' files through the read-only
 * `/api/program-files` routes, each listing with the course's own files of its kind.
 */
import { useQuery } from '@tanstack/react-query';
import type { ProgramBucket } from '@shared/limits/admin';
import { programFileListSchema, type CourseFile, type ProgramFileList } from '@shared/schemas/admin';
import { courseViewSchema, type ModuleCard } from '@shared/schemas/learning';
import { answerOf, api, apiUrl } from '@web/lib/api-client';

/** Query keys of the file manager; every one starts with `['file-manager']` (the admin area refreshes them). */
const fileManagerQueryKeys = {
  modules: ['file-manager', 'modules'] as const,
  bucket: (bucket: ProgramBucket) => ['file-manager', 'buckets', bucket] as const,
};

/** A module as the file manager lists it. */
interface FileManagerModule {
  id: string;
  monthNumber: number;
  title: string;
  hasVideo: boolean;
  hasWorksheet: boolean;
  /** Why the module is locked for the artist (what opens it); null when open (issue 38 item 4). */
  lock: ModuleCard['lock'];
}

/**
 * The program's modules in course order, each saying whether it has a video and a worksheet and why it is locked;
 * empty until the artist
 * is enrolled (their first dashboard visit enrols them).
 *
 * @throws {ApiError} 401/403 without an approved artist's session, or status 0.
 */
async function listModules(): Promise<FileManagerModule[]> {
  const view = await answerOf(api.GET('/learning/program'), courseViewSchema);
  return view.modules.map((module) => ({
    id: module.id,
    monthNumber: module.monthNumber,
    title: module.title,
    hasVideo: module.parts.videoSeconds !== null,
    hasWorksheet: module.parts.hasWorksheet,
    lock: module.lock,
  }));
}

/** The module list query. */
export function useFileManagerModules() {
  return useQuery({ queryKey: fileManagerQueryKeys.modules, queryFn: listModules });
}

/** The module's own file route of each kind of course file, the one the module page uses. */
const COURSE_FILE_ROUTES = {
  video: '/learning/modules/{moduleId}/video',
  captions: '/learning/modules/{moduleId}/captions',
  worksheet: '/learning/modules/{moduleId}/worksheet',
} as const satisfies Record<CourseFile['kind'], string>;

/** The address that opens a course file: its module's own file route, the one the module page uses. */
export function courseFileHref(file: Pick<CourseFile, 'moduleId' | 'kind'>): string {
  return apiUrl(COURSE_FILE_ROUTES[file.kind], { path: { moduleId: file.moduleId } });
}

/**
 * Up to 100 files of `bucket`, newest first, with their sizes, and the course's own files of that kind.
 *
 * @throws {ApiError} 401/403, or status 0.
 */
async function listProgramFiles(bucket: ProgramBucket): Promise<ProgramFileList> {
  return answerOf(
    api.GET('/program-files/{bucket}', { params: { path: { bucket } } }),
    programFileListSchema,
  );
}

/** The listing query of `bucket`. */
export function useProgramFiles(bucket: ProgramBucket) {
  return useQuery({ queryKey: fileManagerQueryKeys.bucket(bucket), queryFn: () => listProgramFiles(bucket) });
}
