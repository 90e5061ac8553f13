/** A course's duration and module count, as a description list (course cards and the course hero). */
import { BookOpen, CalendarDays } from 'lucide-react';
import { learningMessages as m } from '@shared/messages/learning';
import type { CourseSummary } from '@shared/schemas/learning';
import { cn } from '@web/lib/utils';

export interface CourseFactsProps {
  course: Pick<CourseSummary, 'durationMonths' | 'moduleCount'>;
  className?: string;
}

export function CourseFacts({ course, className }: CourseFactsProps) {
  const facts = [
    {
      key: 'duration',
      label: m.durationLabel,
      value: m.durationMonths(course.durationMonths),
      icon: CalendarDays,
    },
    { key: 'modules', label: m.modulesLabel, value: m.moduleCount(course.moduleCount), icon: BookOpen },
  ];
  return (
    <dl className={cn('flex flex-wrap gap-x-6 gap-y-2 text-sm', className)}>
      {facts.map(({ key, label, value, icon: Icon }) => (
        <div key={key} className="flex items-center gap-2">
          <Icon className="size-4 text-primary" aria-hidden />
          <dt className="sr-only">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
