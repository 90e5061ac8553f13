/**
 * Texts of the certificates (training-program.md §2 item 9, §4 "Certificate", §8 "Certificates", §9
 * "Certificate"), verbatim where the spec quotes them; texts marked "our wording" are not in the spec.
 */
import type { ToastText } from './toast-text';

/** The /certificates page and the printable certificate (§2 item 9). */
export const certificateMessages = {
  loading: 'Loading certificates...',
  title: 'Certificates',
  backToDashboard: 'Back to Dashboard',
  loadFailure: 'Failed to load certificates',
  generateFailure: 'Failed to generate certificate',
  generated: {
    title: 'Congratulations!',
    text: 'Your program completion certificate has been generated!',
  } satisfies ToastText,
  progressTitle: 'Program Progress',
  modulesCompleted: 'Modules Completed',
  totalModules: 'Total Modules',
  completion: 'Completion',
  emptyTitle: 'No certificates yet',
  emptyText: 'Complete modules and the full program to earn certificates',
  remaining: (n: number) => `Complete ${n} more modules to earn your program completion certificate`,
  /** Our wording: every module is completed, but the certificate waits for the name to print on it. */
  nameRequired:
    'Every module is completed. Set the name to print on your certificate in your account, and your certificate will be issued.',
  /** Our wording: the congratulations at 100 % (§4). */
  congratulations: 'Congratulations! You have completed every module of the program.',
  earned: 'Earned',
  view: 'View',
  issued: (date: string) => `Issued ${date}`,
  id: (id: string) => `ID: ${id}`,
  typeTitles: {
    program_completion: 'Program Completion Certificate',
    /** §3: any other type is shown as a module completion certificate. */
    other: 'Module Completion Certificate',
  },

  // The printable page.
  print: 'Print Certificate',
  downloadPdf: 'Download PDF',
  /** The certificate's signed Open Badges 3.0 credential (issue "Certificates that anyone can verify"). */
  downloadCredential: 'Download credential (JSON)',
  downloadBadge: 'Download badge (PNG)',
  credentialNote:
    'A signed Open Badges 3.0 credential: keep it in a digital wallet or portfolio that accepts Open Badges, or share it — anyone can check it at the verify page.',
  addToLinkedIn: 'Add to LinkedIn',
  certificateOf: 'Certificate of Completion',
  presentedTo: 'This certifies that',
  hasCompleted: 'has successfully completed the',
  /** The program and the course it teaches, as the certificate names them. */
  programAndCourse: (program: string, course: string) => `${program}: ${course}`,
  /** §9: the recipient when the certificate has no name. */
  fallbackRecipient: 'Artist Name',
  modules: 'Modules',
  months: 'Months',
  percentComplete: 'Complete',
  completionDate: 'Completion Date',
  certificateId: 'Certificate ID',
  programDuration: 'Program Duration',
  /** §9: fixed on the printed page. */
  durationValue: '6 Months',
  percentValue: '100%',
  skillsTitle: 'Skills',
  /** Under the signature line, which carries the issuer's name (no person signs: issue 38 item 6). */
  signature: 'Issued by',
  dateIssued: 'Date Issued',
  /** Our wording: the real dates the certificate records (decision 0013). */
  enrolledDate: 'Enrolled',
  /**
   * How long the learner took, from enrolment to the last module: days up to 8 weeks, then months. Said as the
   * learner's own pace, so it never seems to contradict the program's six months.
   */
  completedIn: (days: number) =>
    days < 56
      ? `Self-paced: finished in ${days} ${days === 1 ? 'day' : 'days'}`
      : `Self-paced: finished in ${Math.round(days / 30.44)} months`,
  verifyAt: 'Verify at',
  notFound: 'Certificate not found',
} as const;

/** §2 item 9: the skills the certificate lists. */
export const CERTIFICATE_SKILLS = [
  'Artist Development',
  'Music Business',
  'Performance',
  'Marketing',
  'Production',
  'Career Planning',
] as const;

/** The public /verify page (issue "Directory, certificates, admin" item 3; our wording). */
export const verifyMessages = {
  title: 'Certificate Verification',
  valid: 'This certificate is valid.',
  invalidTitle: 'No such certificate',
  invalid: (id: string) => `No certificate with the ID ${id} was issued by us. Check the ID and try again.`,
  recipient: 'Recipient',
  program: 'Program',
  completionDate: 'Completion Date',
  issuer: 'Issued by',
  certificateId: 'Certificate ID',
} as const;

/** The decorative text of the certificate drawing on the last module's worksheet card (our wording). */
export const certificateImageTexts = {
  heading: 'CERTIFICATE',
  program: 'ARTIST DEVELOPMENT PROGRAM',
  facts: 'Six modules · Six months · Completed',
  dateIssued: 'Date issued',
} as const;
