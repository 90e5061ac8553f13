/**
 * The selected course for a signed-in approved artist who is not enrolled yet (training-program.md §2 "Selected but
 * not enrolled: course hero and an enrol button"; §8 "Enrollment failed: Please try again later", "Successfully
 * enrolled!"): title, description, duration, modules and the enrol button, busy while the request runs.
 */
import { GraduationCap, Loader2 } from 'lucide-react';
import { learningMessages as m } from '@shared/messages/learning';
import type { CourseSummary } from '@shared/schemas/learning';
import { Button } from '@web/components/ui/button';
import { CourseFacts } from './course-facts';

export interface CourseHeroProps {
  course: CourseSummary;
  onEnroll: () => void;
  /** The enrolment request is in flight. */
  enrolling: boolean;
}

export function CourseHero({ course, onEnroll, enrolling }: CourseHeroProps) {
  return (
    <section className="mx-auto max-w-4xl px-4 pt-16 pb-20 sm:px-6 sm:pt-20">
      <div className="rounded-2xl border bg-card p-6 text-center text-card-foreground shadow-sm sm:p-12">
        <GraduationCap className="mx-auto size-12 text-primary" aria-hidden />
        <h1 className="mt-4 text-4xl font-black tracking-tight sm:text-5xl">{course.title}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{course.description}</p>
        <CourseFacts course={course} className="mt-6 justify-center text-base" />
        <Button type="button" size="lg" className="mt-8" onClick={onEnroll} disabled={enrolling}>
          {enrolling ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {enrolling ? m.enrolling : m.enrollInCourse}
        </Button>
      </div>
    </section>
  );
}
