/**
 * What the publication form sends (item 1): publish or make private, at the address typed (checked by the shared
 * slug rules: form, length, reserved words) or, when it is the current one or left empty, at the kit's current
 * address.
 */
import { z } from 'zod/mini';
import { chosenSlugSchema, type PublicationBody } from '@shared/schemas/press-kits';

/** The form's fields. */
export interface PublicationFormValues {
  slug: string;
  published: boolean;
}

/** The publication form's schema for a kit now at `currentSlug`: its values in, the request body out. */
export function publicationFormSchema(currentSlug: string) {
  return z.pipe(
    z.object({ slug: z.string(), published: z.boolean() }),
    z.transform((values: PublicationFormValues, ctx): PublicationBody => {
      const typed = values.slug.trim();
      if (typed === '' || typed === currentSlug) return { published: values.published };
      const checked = chosenSlugSchema.safeParse(typed);
      if (checked.success) return { published: values.published, slug: checked.data };
      for (const issue of checked.error.issues)
        ctx.issues.push({ code: 'custom', message: issue.message, path: ['slug'], input: values.slug });
      return z.NEVER;
    }),
  );
}
