/**
 * The main area of a department, `/agent-portal/department/{slug}` (site-and-portals.md §2.13). The department
 * page itself (banner, contact, quick links, resources, webmail) is built by its own issue and replaces this
 * component; until then the area names the department it was asked for.
 */
import { useParams } from 'react-router';

/** The area of the department in the URL. */
export function DepartmentOutlet() {
  const { slug = '' } = useParams();
  return (
    <section
      aria-label={`Department ${slug}`}
      data-department={slug}
      className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
    >
      <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">Department</p>
      <p className="mt-1 text-2xl font-bold">{slug}</p>
      <p className="mt-3 text-muted-foreground">
        The department&apos;s contact, quick links and resources will appear here.
      </p>
    </section>
  );
}
