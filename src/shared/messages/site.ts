/** Texts of the site's shared controls (our wording). Toasts are `{ title, text }`. */
import { PROGRAM_TITLE } from './program';
import type { ToastText } from './toast-text';

/** The copy-to-clipboard button beside an email address (site-and-portals.md §2.9). */
export const copyMessages = {
  copied: (text: string): ToastText => ({ title: 'Copied', text: `${text} is on your clipboard.` }),
  failed: (text: string): ToastText => ({
    title: 'Copy failed',
    text: `Select ${text} and copy it instead.`,
  }),
} as const;

/** Screen-reader hint of a link that opens a new tab (part of the link's name; our wording). */
export const NEW_TAB_HINT = '(opens in a new tab)';

/** The frame of every page: skip link, header, footer, theme toggle, page loading (our wording). */
export const siteMessages = {
  skipToContent: 'Skip to content',
  pageLoading: 'Loading…',
  /** The header's contact button (site-and-portals.md §2.2). */
  connect: 'CONNECT',
  mainNavLabel: 'Main',
  mobileNavLabel: 'Mobile',
  toggleTheme: 'Toggle theme',
  footerContact: 'Contact',
  copyright: (year: number, brandName: string) => `© ${year} ${brandName}. All rights reserved.`,
  tryAgain: 'Try again',
} as const;

/** The splash screen (§2.2). */
export const splashMessages = {
  tagline: 'WHERE INDEPENDENCE MEETS MAJOR',
  enter: 'ENTER SITE',
} as const;

/** The label of a video's captions track in the player's menu (our wording). */
export const CAPTIONS_LABEL = 'English';

/** The not-found page (§2.12). */
export const notFoundMessages = {
  text: 'Oops! Page not found',
  home: 'Return to Home',
} as const;

/** The home page's sections (§2.3; our wording unless the spec names the text). */
export const homeMessages = {
  tagline: 'Discover extraordinary talent. Shape the future of music.',
  submitDemo: 'Submit Demo to A&R',
  artistsLabel: 'Artists',
  portraitAlt: (name: string) => `Portrait of ${name}`,
  /** After an artist's name in a mosaic tile's link. */
  listenOnStreaming: ', listen on streaming',
  listenNow: 'Listen now',
  artistsEyebrow: 'The roster',
  artistsTitle: 'Our Artists',
  releasesLabel: 'Releases',
  releasesEyebrow: 'New music',
  releasesTitle: 'Latest Releases',
  previousReleases: 'Previous releases',
  nextReleases: 'Next releases',
  productsLabel: 'Products',
  storeEyebrow: 'Official merch',
  storeTitle: 'Store',
  shopAll: 'Shop All',
  previousProducts: 'Previous products',
  nextProducts: 'Next products',
  newsEyebrow: 'Newsroom',
  newsTitle: 'Latest News',
  joinTitle: 'JOIN THE MOVEMENT',
  joinText:
    'Whether you are shaping your sound or planning your next move, our team is ready to build it with you.',
  joinProgram: PROGRAM_TITLE,
  joinBookCall: 'Book Strategy Call',
} as const;

/** The public pages' headings and lead texts (§2.6-§2.11; our wording unless the spec quotes it). */
export const publicPageMessages = {
  contact: {
    eyebrow: 'Connect',
    title: 'Contact Us',
    lead: 'Questions about the label, a collaboration idea or press? Send us a message and the right person will answer.',
    formTitle: 'Send us a message',
    infoTitle: 'Contact Information',
    copyAddress: 'Copy address',
    quickActionsTitle: 'Quick Actions',
    submitMusic: 'Submit Music',
    scheduleMeeting: 'Schedule a Meeting',
  },
  roster: {
    eyebrow: 'The artists',
    title: 'Artist Roster',
    lead: 'Featured headliners and rising voices: the artists we sign, develop and take on the road.',
    artistsLabel: 'Artists',
    ctaTitle: 'Think you belong on this roster?',
    /** Before and after the submissions address. */
    ctaTextBefore: 'We are always listening. Send your best three tracks and a short bio to our A&R team at',
    ctaTextAfter: ', or book a meeting to talk about where your music is heading.',
    submitMusic: 'Submit Your Music',
    scheduleMeeting: 'Schedule a Meeting',
    listenTo: (name: string) => `Listen to ${name}`,
  },
  subsidiaries: {
    eyebrow: 'Our family of labels',
    title: 'Subsidiaries',
    lead: 'Three labels, one philosophy: independent spirit with major reach. Each imprint has its own sound, its own team and its own community.',
    labelsLabel: 'Our labels',
    visit: (name: string) => `Visit ${name}`,
  },
  schedule: {
    eyebrow: 'Schedule a meeting',
    title: "Let's talk business",
    lead: 'Whether you are an artist ready for the next level or a partner with an idea, our team makes time for the conversations that move careers forward.',
    ctaTitle: 'Ready to take the next step?',
    ctaText:
      "Pick a time that suits you and book a strategy call, or send us a message and we'll get back to you.",
    bookStrategyCall: 'Book a Strategy Call',
    sendMessage: 'Send a Message',
    consultationTitle: 'Artist Consultation',
    consultationFacts: (minutes: number) => `${minutes} minutes · video call · free for independent artists`,
    consultationText:
      'Sit down with our A&R and artist development team for a focused strategy session about your career.',
    bookConsultation: 'Book a Consultation',
    whatYouGetTitle: "Here's what you get",
  },
  touring: {
    eyebrow: 'Touring',
    title: 'Touring Services',
    lead: 'Take your music from the playlist to the stage. We plan the route, book the rooms and fill them.',
    introTitle: 'Touring built for independent artists',
    introText:
      'Live shows are where listeners become fans, but booking a run on your own means hundreds of emails, guesswork on routing and money left on the table. Our touring team has routed club runs, festival summers and first headline tours across North America, Europe and Africa. Tell us where you want to go, and we build a plan that fits your audience and your budget.',
    formTitle: "Let's Plan Your Tour",
    formLead: 'Tell us about your project. The more we know, the better the first plan we send you.',
    startTourPlan: 'Start My Tour Plan',
    servicesTitle: 'What we handle',
    howItWorksTitle: 'How It Works',
    /** Before a step's title, for assistive technology. */
    step: (n: number) => `Step ${n}: `,
  },
  artistIntake: {
    eyebrow: 'Artist intake',
    title: PROGRAM_TITLE,
    lead: 'Join our exclusive 6-month artist development program designed to elevate your music career to the next level.',
    formTitle: 'Apply now',
  },
} as const;
