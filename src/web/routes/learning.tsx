/**
 * The learning area, `/learning` (training-program.md §2 "Learning area", §6, §8 "Learning area"). It loads the
 * published courses and selects the first, then shows:
 *
 * - signed out, no course, or signed in without artist access: the marketing landing with the course list and
 *   'Enroll Now', which sends the visitor to /portal with /learning as the return path (a signed-in account that is
 *   not an approved artist also sees a short note);
 * - an approved artist not enrolled yet: the course hero and the enrol button;
 * - an enrolled artist: the course, its progress, the modules by month and the Upcoming Workshops card.
 *
 * The page is prerendered without a session: the landing is its HTML, with the course list loading. The first
 * client render (hydration) shows the same, since the session and the courses are ignored during that pass; the
 * page then follows the session and the API.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '@web/lib/toast';
import { API_ERROR_CODES } from '@shared/api-error';
import { LOGIN_PATHS } from '@shared/auth/portals';
import { learningMessages as m } from '@shared/messages/learning';
import { enrolledCourse } from '@web/features/course/utils/enrolled-course';
import { LoadFailure } from '@web/components/load-failure';
import { ApiError } from '@web/lib/api-client';
import { sessionQueryKey } from '@web/lib/auth/api/get-session';
import { useAuthSession } from '@web/lib/auth/hooks/use-auth-session';
import { useSendToSignIn } from '@web/lib/auth/hooks/use-send-to-sign-in';
import { useIsPrerenderPass } from '@web/lib/use-is-prerender-pass';
import { useEnroll } from '@web/features/course/api/enroll';
import { useCourse } from '@web/features/course/api/get-course';
import { useCourses } from '@web/features/course/api/list-courses';
import { CourseDashboard } from '@web/features/course/components/course-dashboard';
import { CourseHero } from '@web/features/course/components/course-hero';
import type { CourseListState } from '@web/features/course/components/course-list';
import { CourseLoading } from '@web/features/course/components/course-status';
import { LearningLanding } from '@web/features/course/components/learning-landing';
import { learningPaths } from '@web/features/course/utils/learning-paths';

/** A refusal that means the session is gone (401) or has no artist access (403): the session is read again. */
function isAccessError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** `/learning`. */
export default function LearningPage() {
  const prerendering = useIsPrerenderPass();
  const sessionQuery = useAuthSession();
  const coursesQuery = useCourses();
  const queryClient = useQueryClient();
  const sendToSignIn = useSendToSignIn();
  /** Enrolled from this page: the enrolled view takes focus (the enrol button is gone). */
  const [justEnrolled, setJustEnrolled] = useState(false);

  // Nothing that depends on the session or the API during the prerender pass and hydration (same HTML).
  const session = prerendering ? undefined : sessionQuery.data;
  const courses = prerendering ? undefined : coursesQuery.data;
  const selected = courses?.[0];
  const isArtist = session?.access.artist === true;
  const courseQuery = useCourse(selected?.id, isArtist);
  const enrollment = useEnroll();

  const coursesFailedAt = coursesQuery.isError ? coursesQuery.errorUpdatedAt : 0;
  useEffect(() => {
    if (coursesFailedAt === 0) return;
    toast.error(m.coursesLoadFailure.title, {
      description: m.coursesLoadFailure.text,
      id: 'courses-load-failure',
    });
  }, [coursesFailedAt]);

  const courseError = courseQuery.isError ? courseQuery.error : null;
  const courseFailedAt = courseQuery.isError ? courseQuery.errorUpdatedAt : 0;
  useEffect(() => {
    if (courseFailedAt === 0) return;
    if (isAccessError(courseError)) {
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      return;
    }
    toast.error(m.coursesLoadFailure.title, {
      description: m.coursesLoadFailure.text,
      id: 'courses-load-failure',
    });
  }, [courseFailedAt, courseError, queryClient]);

  const goSignIn = () => sendToSignIn({ to: LOGIN_PATHS.artist, returnTo: learningPaths.course });

  const enroll = () =>
    enrollment.mutate(selected!.id, {
      onSuccess: () => {
        toast.success(m.enrolled.title, { description: m.enrolled.text });
        setJustEnrolled(true);
      },
      onError: (error) => {
        // Enrolled meanwhile (another tab): the course view reloads into the enrolled view.
        if (error instanceof ApiError && error.code === API_ERROR_CODES.alreadyEnrolled) return;
        if (isAccessError(error)) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        toast.error(m.enrollFailure.title, { description: m.enrollFailure.text });
      },
    });

  if (isArtist && selected) {
    const view = courseQuery.data;
    if (view) {
      const enrolled = enrolledCourse(view);
      if (enrolled) return <CourseDashboard view={enrolled} focusHeading={justEnrolled} />;
      return <CourseHero course={view.course} onEnroll={enroll} enrolling={enrollment.isPending} />;
    }
    if (courseQuery.isPending) return <CourseLoading />;
    if (!isAccessError(courseQuery.error)) {
      return (
        <LoadFailure
          variant="page"
          title={m.coursesLoadFailure.title}
          text={m.coursesLoadFailure.text}
          onRetry={() => void courseQuery.refetch()}
          retrying={courseQuery.isFetching}
        />
      );
    }
    // 401/403: the session is read again; meanwhile, the landing.
  }

  let courseList: CourseListState;
  if (prerendering || coursesQuery.isPending) courseList = { status: 'loading' };
  else if (coursesQuery.isError)
    courseList = {
      status: 'error',
      retry: () => void coursesQuery.refetch(),
      retrying: coursesQuery.isFetching,
    };
  else courseList = { status: 'ready', courses: coursesQuery.data };

  const note = session && !session.access.artist ? m.landing.notApproved(session.user.email) : undefined;
  return <LearningLanding courses={courseList} onEnroll={goSignIn} note={note} />;
}
