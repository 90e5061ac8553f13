/**
 * Texts of the agent portal's department area, verbatim from site-and-portals.md §2.13, §5 "Resources" and §8
 * "Department load failure", "Resources". Toasts are `{ title, text }`. Texts marked "our wording" are not in the
 * spec. The add form's field rules and messages ('New Resource', 'File size must be less than 50MB', …) live with
 * its schema in `schemas/department-resource.ts`.
 */
import type { ToastText } from './messages';

/** The department page and its sidebar (§2.13). */
export const departmentMessages = {
  sidebarTitle: 'Agent Portal',
  loading: 'Loading content...',
  notFound: { title: 'Department not found', text: 'The requested department could not be found.' },
  loadFailure: {
    title: 'Unable to load department',
    text: 'Please try refreshing the page or contact support if the problem persists.',
  },
  contactNotAssigned: 'Contact not assigned yet',
  /** The contact shown when a department has none (§2.13 "Fallback when none"). */
  contactFallback: { name: 'Contact TBD', title: 'Role to be updated' },
  externalToolsTitle: 'External Tools',
  openWebmail: 'Open Webmail',
  /** The one quick link labelled internal (§6). */
  internalPressReleaseLabel: 'Create Press Release (Internal Only)',
} as const;

/** The resources of a department (§5 "Resources", §8 "Resources"). */
export const resourceMessages = {
  listTitle: 'Department Resources',
  searchPlaceholder: 'Search resources...',
  addResource: 'Add Resource',
  deleteConfirm: 'Are you sure you want to delete this resource?',
  addSuccess: { title: 'Success', text: 'Resource added successfully!' },
  addFailure: { title: 'Error', text: 'Failed to add resource' },
  deleteSuccess: { title: 'Success', text: 'Resource deleted successfully' },
  deleteFailure: { title: 'Error', text: 'Failed to delete resource' },
  /** Our wording: the resource was saved but its file was not stored (§8 "still saved without a storage path"). */
  fileNotStored: {
    title: 'File not uploaded',
    text: 'The resource was saved without its file. Delete it and add it again to attach the file.',
  },
  /** Our wording. */
  downloadFailure: { title: 'Error', text: 'Failed to download resource' },
} as const satisfies Record<string, ToastText | string>;
