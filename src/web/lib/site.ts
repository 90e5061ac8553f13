/** The site configuration as the browser sees it: defaults plus `SITE_*` overrides baked in at build time. */
import { resolveSite } from '@content/site';

export const site = resolveSite(import.meta.env);
