/**
 * Texts of the agent portal's department area, verbatim from site-and-portals.md §2.13, §5 "Resources" and §8
 * "Department load failure", "Resources"; training-program.md §5 for the file rules. Toasts are `{ title, text }`.
 * Texts marked "our wording" are not in the spec.
 */
import { RESOURCE_EXTENSIONS, RESOURCE_PAGE_SIZE, RESOURCE_SEARCH_MAX } from '../limits/departments';
import type { ToastText } from './toast-text';

/** The department page and its sidebar (§2.13). */
export const departmentMessages = {
  /** The title of the portal's header, sidebar and session gate. */
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
  /** The portal header (§2.13; its title is `sidebarTitle`). */
  headerSubtitle: 'Learning Hub & Resources',
  /** '{role} Access', the role capitalised as every other title of the site is ("Agent Access"). */
  roleAccess: (role: string) => `${role.charAt(0).toUpperCase()}${role.slice(1)} Access`,
  /** The sign-out button, named as everywhere else on the site. */
  logout: 'Sign Out',
  /** Our wording. */
  departmentsLoading: 'Loading departments...',
  /** Our wording. */
  departmentsLoadFailure: 'The departments could not be loaded.',
  /** Our wording: the sidebar's list heading and its toggle on small screens. */
  departments: 'Departments',
  /** Our wording: the banner's eyebrow. */
  departmentEyebrow: 'Department',
  /** Our wording. */
  contactTitle: 'Department Contact',
  /** Our wording. */
  quickLinksTitle: 'Quick Links',
  /** Our wording. */
  quickLinksLead: 'External forms and schedulers; each opens in a new tab.',
  /** Our wording: the badge of the internal quick link. */
  internal: 'Internal',
  /** Our wording. */
  externalToolsLead: 'Team email, hosted outside the portal.',
} as const;

/** The resources of a department (§5 "Resources", §8 "Resources"). */
export const resourceMessages = {
  listTitle: 'Department Resources',
  searchPlaceholder: 'Search resources...',
  addResource: 'Add Resource',
  /** The title of a resource added with neither a title nor a file (§5). */
  defaultTitle: 'New Resource',
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
  /** The list's states (our wording). */
  listLoading: 'Loading resources...',
  listLoadFailure: 'The resources could not be loaded.',
  moreLoadFailure: 'More resources could not be loaded. Try again.',
  listEmpty: 'No resources yet. Use Add Resource to share the first one.',
  noMatch: (q: string) => `No resources match “${q}”.`,
  /** The add form and the list entries (our wording). */
  searchLabel: 'Search resources',
  titleLabel: 'Title',
  titleHint: "Defaults to the file's name.",
  urlLabel: 'URL (optional)',
  urlHint: 'A link to the resource, e.g. https://…',
  urlPlaceholder: 'https://',
  fileLabel: 'File (optional)',
  fileHint: (extensions: string, maxMb: number) =>
    `Documents, images or audio (${extensions}), up to ${maxMb} MB.`,
  uploadProgress: 'Upload progress',
  uploading: (percent: number) => `Uploading... ${percent}%`,
  added: 'Added',
  download: 'Download',
  deleteTitle: 'Delete resource',
  /** The count after the list's title, e.g. '1 resource', '3 resources', '100+ resources'. */
  count: (total: number, capped: boolean) =>
    `${total}${capped ? '+' : ''} ${total === 1 && !capped ? 'resource' : 'resources'}`,
  /** The search's outcome for assistive technology, e.g. '3 resources matching press'. */
  countMatching: (count: string, q: string) => (q ? `${count} matching ${q}` : count),
  /** The count's noun, for assistive technology, after the number shown. */
  countNoun: (total: number, capped: boolean) => (total === 1 && !capped ? ' resource' : ' resources'),
  adding: 'Adding...',
  cancel: 'Cancel',
  cancelUpload: 'Cancel upload',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
} as const satisfies Record<string, ToastText | string | ((...args: never[]) => string)>;

/** The add form's file and link rules (training-program.md §5; the last three are our wording). */
export const resourceFileMessages = {
  invalidType: `Please select a valid document file (${RESOURCE_EXTENSIONS.map((e) => e.toUpperCase()).join(', ')})`,
  tooLarge: 'File size must be less than 50MB',
  empty: 'The file is empty.',
  badName: 'The file name must not contain slashes, ".." or control characters.',
  invalidUrl: 'Please enter a web address starting with http:// or https://',
} as const;

/** Query and path messages of the department API (our wording). */
export const departmentQueryMessages = {
  /** A cursor this API did not give out. */
  invalidCursor: 'Invalid cursor.',
  invalidResourceId: 'Invalid resource id.',
  searchTooLong: `Search at most ${RESOURCE_SEARCH_MAX} characters.`,
  limitNotNumber: 'limit must be a number.',
  limitNotWhole: 'limit must be a whole number.',
  limitTooSmall: 'limit must be at least 1.',
  limitTooLarge: `limit must be at most ${RESOURCE_PAGE_SIZE.max}.`,
} as const;

/** The department API's refusals (our wording). */
export const departmentRequestMessages = {
  /** 404 `department_not_found` (the department page's own text, `departmentMessages.notFound`). */
  departmentNotFound: departmentMessages.notFound.text,
  /** 404 `resource_not_found`. */
  resourceNotFound: 'This resource does not exist.',
  /** 404 `no_file`: a link resource, or one whose file is gone. */
  noFile: 'This resource has no file.',
  /** 403: a signed download link past its time. */
  downloadLinkExpired: 'This download link has expired.',
  /** 403: a download link whose signature does not match. */
  downloadLinkInvalid: 'This download link is not valid.',
} as const;
