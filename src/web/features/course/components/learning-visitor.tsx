/**
 * The /learning landing as a visitor without a session gets it (training-program.md §2 "Learning area": "Not
 * signed in ... a marketing landing ... and a course list with an Enroll Now button"): a page of islands
 * (docs/decisions/0004). The hero and the course list are its islands: 'Enroll Now' sends the visitor to sign in
 * with /learning as the return path, and the list loads the published courses once it comes near the screen. A
 * request with a session gets the single-page app's /learning (routes/learning.tsx) instead.
 */
import { useEffect } from 'react';
import { LOGIN_PATHS } from '@shared/auth/portals';
import { learningMessages as m } from '@shared/messages/learning';
import { Island } from '@web/lib/island';
import { toast } from '@web/lib/toast';
import { useSendToSignIn } from '@web/lib/auth/hooks/use-send-to-sign-in';
import { useIsPrerenderPass } from '@web/lib/use-is-prerender-pass';
import { useCourses } from '../api/list-courses';
import { learningPaths } from '../utils/learning-paths';
import { CourseList, type CourseListState } from './course-list';
import { LearningHero } from './learning-hero';
import { LearningSkills } from './learning-skills';

const COURSES_ID = 'learning-courses';

/** Sends the visitor to sign in, coming back to the course afterwards. */
function useEnroll(): () => void {
  const sendToSignIn = useSendToSignIn();
  return () => sendToSignIn({ to: LOGIN_PATHS.artist, returnTo: learningPaths.course });
}

/** The hero, with 'Enroll Now' (an island). */
export function LearningVisitorHero({ coursesId }: { coursesId: string }) {
  return <LearningHero coursesId={coursesId} onEnroll={useEnroll()} />;
}

/** The course list, loaded from the API (an island); the server's HTML shows it loading. */
export function LearningVisitorCourses({ id }: { id: string }) {
  const prerendering = useIsPrerenderPass();
  const coursesQuery = useCourses();
  const onEnroll = useEnroll();
  const failedAt = coursesQuery.isError ? coursesQuery.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt === 0) return;
    toast.error(m.coursesLoadFailure.title, {
      description: m.coursesLoadFailure.text,
      id: 'courses-load-failure',
    });
  }, [failedAt]);

  let state: CourseListState;
  if (prerendering || coursesQuery.isPending) state = { status: 'loading' };
  else if (coursesQuery.isError)
    state = { status: 'error', retry: () => void coursesQuery.refetch(), retrying: coursesQuery.isFetching };
  else state = { status: 'ready', courses: coursesQuery.data };
  return <CourseList id={id} state={state} onEnroll={onEnroll} />;
}

/** `/learning` for a visitor. */
export default function LearningVisitorPage() {
  return (
    <div className="animate-page-fade-in">
      <Island
        name="learning-hero"
        component={LearningVisitorHero}
        props={{ coursesId: COURSES_ID }}
        when="interaction"
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-20 px-4 pb-20 sm:px-6">
        <LearningSkills />
        <Island
          name="learning-courses"
          component={LearningVisitorCourses}
          props={{ id: COURSES_ID }}
          when="visible"
        />
      </div>
    </div>
  );
}
