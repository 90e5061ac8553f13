/**
 * The top of a department page (site-and-portals.md §2.13 "Department page"): a banner with the department's name,
 * its image and a one-line summary, and the department contact card.
 */
import { departmentMessages } from '@shared/messages/departments';
import type { DepartmentContent, ResolvedContact } from '@content/departments';
import type { Department } from '@shared/schemas/departments';
import { DepartmentContactCard } from './department-contact-card';

export interface DepartmentBannerProps {
  department: Department;
  /** The department's fixed content; absent for a department the site has no content for. */
  content: DepartmentContent | undefined;
  contact: ResolvedContact;
  /** Id of the department name heading, which names the page's main region. */
  headingId: string;
}

/** Banner image (or a gradient when there is none), name, summary and contact (§2.13). */
export function DepartmentBanner({ department, content, contact, headingId }: DepartmentBannerProps) {
  return (
    <div className="overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">
      {content ? (
        <img
          src={content.image.src}
          width={content.image.width}
          height={content.image.height}
          alt={content.image.alt}
          className="h-32 w-full object-cover sm:h-44"
        />
      ) : (
        <div
          aria-hidden
          className="h-32 w-full bg-linear-to-r from-primary/70 via-accent/50 to-primary/30 sm:h-44"
        />
      )}
      <div className="grid gap-6 p-6 md:grid-cols-[minmax(0,1fr)_auto] md:items-start">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-widest text-muted-foreground uppercase">
            {departmentMessages.departmentEyebrow}
          </p>
          <h2 id={headingId} className="mt-1 text-3xl font-black tracking-tight break-words">
            {department.name}
          </h2>
          {content && <p className="mt-2 text-muted-foreground">{content.summary}</p>}
        </div>
        <DepartmentContactCard contact={contact} />
      </div>
    </div>
  );
}
