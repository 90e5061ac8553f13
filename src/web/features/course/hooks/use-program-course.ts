/**
 * The members dashboard's course (training-program.md §2 item 4): the course part of `GET /api/program/dashboard`,
 * which enrols an approved artist on their first visit (decision 0010).
 */
import type { CourseView } from '@shared/schemas/learning';
import { useProgramDashboard } from '../api/get-program-dashboard';

/** Where the dashboard's course stands. */
export interface ProgramCourseState {
  /** The enrolled view; undefined while loading. */
  view: (CourseView & { enrolledAt: string }) | undefined;
  /** The dashboard could not be read. */
  failed: boolean;
  /** 'Try again': reads the dashboard again. */
  retry: () => void;
  retrying: boolean;
}

/** The dashboard's course. */
export function useProgramCourseState(): ProgramCourseState {
  const query = useProgramDashboard((dashboard) => dashboard.course);
  const data = query.data;
  const enrolledAt = data?.enrolledAt ?? null;
  return {
    view: data && enrolledAt !== null ? { ...data, enrolledAt } : undefined,
    failed: query.isError && !data,
    retry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}
