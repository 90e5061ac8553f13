/**
 * The members dashboard's course (training-program.md §2 item 4; issue "One course": an approved artist is enrolled
 * on their first dashboard visit): `GET /api/learning/program`, and when it says the artist is not enrolled yet,
 * the enrolment, once, after which the view is read again.
 */
import { useEffect, useRef } from 'react';
import { API_ERROR_CODES } from '@shared/api-error';
import type { CourseView } from '@shared/schemas/learning';
import { ApiError } from '@web/lib/api-client';
import { useEnroll } from '../api/enroll';
import { useProgramCourse } from '../api/get-program-course';

/** Where the dashboard's course stands. */
export interface ProgramCourseState {
  /** The enrolled view; undefined while loading or enrolling. */
  view: (CourseView & { enrolledAt: string }) | undefined;
  /** The view could not be read, or the enrolment failed. */
  failed: boolean;
  /** 'Try again': reads the view again, or enrols again. */
  retry: () => void;
  retrying: boolean;
}

/** The dashboard's course, enrolling the artist once when needed (see the module comment). */
export function useProgramCourseState(): ProgramCourseState {
  const query = useProgramCourse();
  const enrollment = useEnroll();
  const { mutate } = enrollment;
  const asked = useRef(false);
  const data = query.data;

  useEffect(() => {
    if (!data || data.enrolledAt !== null || asked.current) return;
    asked.current = true;
    mutate(data.course.id);
  }, [data, mutate]);

  // Enrolled meanwhile (another tab): the view read again after it says so.
  const enrollFailed =
    enrollment.isError &&
    !(enrollment.error instanceof ApiError && enrollment.error.code === API_ERROR_CODES.alreadyEnrolled);
  const enrolledAt = data?.enrolledAt ?? null;
  return {
    view: data && enrolledAt !== null ? { ...data, enrolledAt } : undefined,
    failed: (query.isError && !data) || (enrollFailed && enrolledAt === null),
    retry: () => {
      if (enrollFailed && data) mutate(data.course.id);
      else void query.refetch();
    },
    retrying: query.isFetching || enrollment.isPending,
  };
}
