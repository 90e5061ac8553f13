/**
 * The /learning marketing landing (training-program.md §2 "Learning area": "Not signed in, or no course selected: a
 * marketing landing ... and a course list with an Enroll Now button"): the program hero, the skill areas and the
 * course list. It is the prerendered HTML of the page, so everything that depends on the session or the API comes
 * in through props that are empty during the prerender pass.
 */
import type { ReactNode } from 'react';
import type { CourseSummary } from '@shared/schemas/learning';
import { CourseList, type CourseListState } from './course-list';
import { LearningHero } from './learning-hero';
import { LearningSkills } from './learning-skills';

const COURSES_ID = 'learning-courses';

export interface LearningLandingProps {
  courses: CourseListState;
  /** 'Enroll Now', from the hero (no course) or a course card. */
  onEnroll: (course?: CourseSummary) => void;
  /** A note under the hero, once the session is known. */
  note?: ReactNode;
}

export function LearningLanding({ courses, onEnroll, note }: LearningLandingProps) {
  return (
    <div className="animate-page-fade-in">
      <LearningHero coursesId={COURSES_ID} onEnroll={() => onEnroll()} note={note} />
      <div className="mx-auto flex max-w-7xl flex-col gap-20 px-4 pb-20 sm:px-6">
        <LearningSkills />
        <CourseList id={COURSES_ID} state={courses} onEnroll={onEnroll} />
      </div>
    </div>
  );
}
