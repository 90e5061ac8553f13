/**
 * Texts of the site's frame, home page and public pages (site-and-portals.md §2.2-§2.12), verbatim where the spec
 * quotes them; texts marked "our wording" are not in the spec. Toasts are `{ title, text }`.
 */
import { CONSULTATION_MINUTES, TOURING_REPLY_HOURS } from '../constants';
import { pageTitle } from '../pages';
import { PROGRAM_TITLE } from './program';
import type { ToastText } from './toast-text';

/** The copy-to-clipboard button beside an email address (§2.9; our wording). */
export const copyMessages = {
  copied: (text: string): ToastText => ({ title: 'Copied', text: `${text} is on your clipboard.` }),
  failed: (text: string): ToastText => ({
    title: 'Copy failed',
    text: `Select ${text} and copy it instead.`,
  }),
} as const;

/**
 * Before the site's general address, next to a refusal that asks the visitor to contact support (site-and-portals.md
 * §8 "Artist sign-in", "Artist sign-up", "Program confirmation errors"; training-program.md §8; our wording).
 */
export const SUPPORT_CONTACT_LEAD = 'Email support at';

/** Screen-reader hint of a link that opens a new tab (part of the link's name; our wording). */
export const NEW_TAB_HINT = '(opens in a new tab)';

/** The frame of every page: skip link, header, footer, theme toggle, page loading (§2.2). */
export const siteMessages = {
  /** Our wording. */
  skipToContent: 'Skip to content',
  /** Our wording. */
  pageLoading: 'Loading…',
  /** The header's contact button. */
  connect: 'CONNECT',
  /** Our wording: the navigation landmarks. */
  mainNavLabel: 'Main',
  /** Our wording. */
  mobileNavLabel: 'Mobile',
  /** Our wording: the menu button on small screens. */
  openMenu: 'Open menu',
  /** Our wording. */
  closeMenu: 'Close menu',
  /** Our wording. */
  toggleTheme: 'Toggle theme',
  /** Our wording: the footer's link to /contact. */
  footerContact: 'Contact',
  /** Our wording. */
  copyright: (year: number, brandName: string) => `© ${year} ${brandName}. All rights reserved.`,
  /** Our wording: the retry button of a failed load. */
  tryAgain: 'Try again',
} as const;

/** The labels of the delete button and its confirmation dialog, unless a page names its own (our wording). */
export const confirmDeleteLabels = { delete: 'Delete', deleting: 'Deleting...', cancel: 'Cancel' } as const;

/** The splash screen (§2.3). */
export const splashMessages = {
  tagline: 'WHERE INDEPENDENCE MEETS MAJOR',
  enter: 'ENTER SITE',
} as const;

/** The label of a video's captions track in the player's menu (our wording). */
export const CAPTIONS_LABEL = 'English';

/** The not-found page (§2.12). */
export const notFoundMessages = {
  text: 'Oops! Page not found',
  /** Our wording: the link home. */
  home: 'Return to Home',
} as const;

/** The home page's sections (§2.4). */
export const homeMessages = {
  tagline: 'Discover extraordinary talent. Shape the future of music.',
  submitDemo: 'Submit Demo to A&R',
  /** Our wording: the hero mosaic's list. */
  artistsLabel: 'Artists',
  /** Our wording. */
  portraitAlt: (name: string) => `Portrait of ${name}`,
  /** Our wording: a store item's photo. */
  productAlt: (name: string) => `${name}, product photo`,
  /** Our wording. */
  coverAlt: (title: string, artist: string) => `Cover of ${title} by ${artist}`,
  /** Our wording: after an artist's name in a mosaic tile's link. */
  listenOnStreaming: ', listen on streaming',
  /** Our wording: the hover overlay of an artist card. */
  listenNow: 'Listen now',
  /** Our wording: the sections' eyebrows, headings and carousel labels, unless named by the spec. */
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
  /** A carousel slide's position, e.g. '2 of 5'. */
  slidePosition: (n: number, total: number) => `${n} of ${total}`,
  joinTitle: 'JOIN THE MOVEMENT',
  /** Our wording. */
  joinText:
    'Whether you are shaping your sound or planning your next move, our team is ready to build it with you.',
  joinProgram: PROGRAM_TITLE,
  joinBookCall: 'Book Strategy Call',
} as const;

/**
 * The public pages' headings, lead texts and cards (§2.6-§2.11): the spec names the page titles, the section names
 * and the buttons it quotes; the lead texts, card texts and labels are our wording.
 */
export const publicPageMessages = {
  contact: {
    /** Our wording. */
    eyebrow: 'Connect',
    /** Our wording. */
    title: 'Contact Us',
    /** Our wording. */
    lead: 'Questions about the label, a collaboration idea or press? Send us a message and the right person will answer.',
    /** Our wording. */
    formTitle: 'Send us a message',
    /** Our wording. */
    infoTitle: 'Contact Information',
    /** Our wording: the terms of the contact information list. */
    generalInquiries: 'General Inquiries',
    musicSubmissions: 'Music Submissions',
    businessHours: 'Business Hours',
    /** Our wording. */
    copyAddress: 'Copy address',
    /** Our wording. */
    quickActionsTitle: 'Quick Actions',
    /** Our wording. */
    submitMusic: 'Submit Music',
    /** Our wording. */
    scheduleMeeting: 'Schedule a Meeting',
  },
  roster: {
    /** Our wording. */
    eyebrow: 'The artists',
    title: pageTitle('/roster'),
    /** Our wording. */
    lead: 'Featured headliners and rising voices: the artists we sign, develop and take on the road.',
    /** Our wording. */
    artistsLabel: 'Artists',
    /** Our wording. */
    ctaTitle: 'Think you belong on this roster?',
    /** Our wording: before and after the submissions address. */
    ctaTextBefore: 'We are always listening. Send your best three tracks and a short bio to our A&R team at',
    ctaTextAfter: ', or book a meeting to talk about where your music is heading.',
    /** Our wording. */
    submitMusic: 'Submit Your Music',
    /** Our wording. */
    scheduleMeeting: 'Schedule a Meeting',
    /** Our wording. */
    listenTo: (name: string) => `Listen to ${name}`,
    /** Our wording: an artist card's image. */
    artworkAlt: (name: string) => `${name} artwork`,
  },
  subsidiaries: {
    /** Our wording. */
    eyebrow: 'Our family of labels',
    title: pageTitle('/subsidiaries'),
    /** Our wording. */
    lead: 'Three labels, one philosophy: independent spirit with major reach. Each imprint has its own sound, its own team and its own community.',
    /** Our wording. */
    labelsLabel: 'Our labels',
    /** Our wording. */
    visit: (name: string) => `Visit ${name}`,
  },
  schedule: {
    /** Our wording. */
    eyebrow: 'Schedule a meeting',
    title: "Let's talk business",
    /** Our wording. */
    lead: 'Whether you are an artist ready for the next level or a partner with an idea, our team makes time for the conversations that move careers forward.',
    /** Our wording. */
    ctaTitle: 'Ready to take the next step?',
    /** Our wording. */
    ctaText:
      "Pick a time that suits you and book a strategy call, or send us a message and we'll get back to you.",
    bookStrategyCall: 'Book a Strategy Call',
    sendMessage: 'Send a Message',
    /** Our wording: the consultation card. */
    consultationTitle: 'Artist Consultation',
    consultationFacts: (minutes: number) => `${minutes} minutes · video call · free for independent artists`,
    consultationText:
      'Sit down with our A&R and artist development team for a focused strategy session about your career.',
    consultationAgenda: [
      'A candid review of your music, brand and online presence',
      'Release, marketing and touring strategy tailored to your goals',
      'Clear next steps, whether or not we end up working together',
    ],
    bookConsultation: 'Book a Consultation',
    /** Our wording. */
    whatYouGetTitle: "Here's what you get",
    /** The 'what you get' trio; the texts are our wording. */
    benefits: {
      assessment: {
        title: 'Professional Assessment',
        text: 'Honest, experienced feedback on your songs, your brand and your release plan from people who do this every day.',
      },
      sessions: {
        title: `${CONSULTATION_MINUTES}-Minute Sessions`,
        text: `Focused ${CONSULTATION_MINUTES}-minute sessions that respect your time and leave you with a concrete plan.`,
      },
      connections: {
        title: 'Industry Connections',
        text: 'Access to our network of producers, promoters, playlist curators and venues when the moment is right.',
      },
    },
  },
  touring: {
    /** Our wording. */
    eyebrow: 'Touring',
    title: pageTitle('/touring-services'),
    /** Our wording. */
    lead: 'Take your music from the playlist to the stage. We plan the route, book the rooms and fill them.',
    /** Our wording. */
    introTitle: 'Touring built for independent artists',
    /** Our wording. */
    introText:
      'Live shows are where listeners become fans, but booking a run on your own means hundreds of emails, guesswork on routing and money left on the table. Our touring team has routed club runs, festival summers and first headline tours across North America, Europe and Africa. Tell us where you want to go, and we build a plan that fits your audience and your budget.',
    formTitle: "Let's Plan Your Tour",
    /** Our wording. */
    formLead: 'Tell us about your project. The more we know, the better the first plan we send you.',
    startTourPlan: 'Start My Tour Plan',
    /** Our wording. */
    servicesTitle: 'What we handle',
    /** The four service cards; the texts are our wording. */
    services: {
      routing: {
        title: 'Tour Route Planning',
        text: 'Routing built around your streaming data and fan base: the right cities, in the right order, with sensible travel days and budgets.',
      },
      outreach: {
        title: 'Venue & Promoter Outreach',
        text: 'We pitch you to venues and promoters we work with every week, negotiate the offers and keep the paperwork straight.',
      },
      marketing: {
        title: 'Marketing & Promotion',
        text: 'Show announcements, local press, targeted ads and content plans that turn listeners in each market into ticket buyers.',
      },
      pipeline: {
        title: 'Pipeline Access',
        text: 'Support slots, festival submissions and co-headline opportunities from our touring pipeline, shared with artists ready for them.',
      },
    },
    howItWorksTitle: 'How It Works',
    /** Our wording: the four steps. */
    steps: [
      {
        title: 'Tell us about your music',
        text: 'Fill in the form below with your links, the regions you want to play and your timing.',
      },
      {
        title: 'Get your tour plan',
        text: `Our touring team reviews your submission and contacts you within ${TOURING_REPLY_HOURS} hours with a first route and budget.`,
      },
      {
        title: 'We book the rooms',
        text: 'We reach out to venues and promoters, negotiate the offers and confirm the dates with you.',
      },
      {
        title: 'Hit the road',
        text: 'Marketing goes live in every market, and we stay on call from the first soundcheck to the last show.',
      },
    ],
    /** Our wording: before a step's title, for assistive technology. */
    step: (n: number) => `Step ${n}: `,
  },
  artistIntake: {
    /** Our wording. */
    eyebrow: 'Artist intake',
    title: PROGRAM_TITLE,
    lead: 'Join our exclusive 6-month artist development program designed to elevate your music career to the next level.',
    /** Our wording: the three points under the lead. */
    pillars: {
      months: '6 months of structured, one-on-one development',
      strategy: 'Sound, brand and release strategy with our A&R team',
      introductions: 'Introductions to producers, promoters and press',
    },
    /** Our wording. */
    formTitle: 'Apply now',
  },
} as const;
