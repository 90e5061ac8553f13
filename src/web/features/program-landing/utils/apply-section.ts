/**
 * Where the application is on the landing page without JavaScript (docs/decisions/0001 "Forms without
 * JavaScript"): the id of the `#apply` section APPLY NOW links to, and the form's `action`, which opens the page the
 * server answers with on that section. A module of its own, so APPLY NOW does not load the form's code.
 */
import { PUBLIC_FORMS } from '@shared/public-forms';

/** The id of the page's section holding the application form. */
export const APPLY_SECTION_ID = 'apply';

/** Where the application form posts: the landing page, on its `#apply` section. */
export const APPLICATION_ACTION = `${PUBLIC_FORMS.programApplication.path}#${APPLY_SECTION_ID}`;
