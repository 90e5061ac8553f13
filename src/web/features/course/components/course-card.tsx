/** A published course on the /learning landing: title, description, duration, module count and 'Enroll Now'. */
import { GraduationCap } from 'lucide-react';
import { learningMessages as m } from '@shared/messages/learning';
import type { CourseSummary } from '@shared/schemas/learning';
import { Button } from '@web/components/ui/button';
import { CourseFacts } from './course-facts';

export interface CourseCardProps {
  course: CourseSummary;
  /** 'Enroll Now' was pressed. */
  onEnroll: (course: CourseSummary) => void;
}

export function CourseCard({ course, onEnroll }: CourseCardProps) {
  const titleId = `course-${course.id}-title`;
  return (
    <li className="flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <GraduationCap className="size-8 text-primary" aria-hidden />
      <h3 id={titleId} className="mt-4 text-xl font-bold tracking-tight">
        {course.title}
      </h3>
      <p className="mt-2 flex-1 text-muted-foreground">{course.description}</p>
      <CourseFacts course={course} className="mt-4" />
      <Button
        type="button"
        className="mt-6 w-full sm:w-auto sm:self-start"
        onClick={() => onEnroll(course)}
        aria-describedby={titleId}
      >
        {m.enrollNow}
      </Button>
    </li>
  );
}
