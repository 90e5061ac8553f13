/**
 * The one site configuration: brand name, addresses (the spec's `{email}` placeholders) and every external URL
 * the product links to (site-and-portals.md §2.2–§2.13, §9).
 *
 * Each value can be overridden by an environment variable named in {@link siteOverrideKeys}. The server reads
 * overrides from `process.env` at start-up; the web app reads them from `import.meta.env` at build time, so the
 * prerendered pages carry the overridden values.
 */

/** The shape of the site configuration. URLs are absolute; addresses are plain email addresses. */
export interface SiteConfig {
  brandName: string;
  subtitle: string;
  addresses: {
    /** General inquiries (contact page). */
    general: string;
    /** Demo and music submissions (contact and roster pages). */
    submissions: string;
    /** Training-program admin (program landing 'CONTACT US'). */
    program: string;
    /** Staff inbox that receives the notification email of every public form. */
    staff: string;
  };
  urls: {
    demoForm: string;
    bookingPage: string;
    shop: string;
    distributionForm: string;
    pressReleaseForm: string;
    spotlightForm: string;
    /** Agent portal, A&R quick link: the internal press release creation form (not for artists). */
    internalPressReleaseForm: string;
    /** Agent portal, A&R quick link: the social media marketing meeting scheduler. */
    socialMarketingMeeting: string;
    /** Agent portal, Touring quick link: the touring agent pipeline. */
    touringPipeline: string;
    webmail: string;
    social: { africa: string; records: string; south: string; instagram: string; youtube: string };
  };
}

/** Built-in defaults; every address and URL is ours to change through the environment. */
export const defaultSite: SiteConfig = {
  brandName: 'GBF Music Group',
  subtitle: 'Label · Artist Development · Touring',
  addresses: {
    general: 'info@gbfmusic.example',
    submissions: 'submissions@gbfmusic.example',
    program: 'program@gbfmusic.example',
    staff: 'staff@gbfmusic.example',
  },
  urls: {
    demoForm: 'https://forms.gbfmusic.example/demo',
    bookingPage: 'https://book.gbfmusic.example/strategy-call',
    shop: 'https://shop.gbfmusic.example',
    distributionForm: 'https://forms.gbfmusic.example/distribution',
    pressReleaseForm: 'https://forms.gbfmusic.example/press-release',
    spotlightForm: 'https://forms.gbfmusic.example/artist-spotlight',
    internalPressReleaseForm: 'https://forms.gbfmusic.example/internal-press-release',
    socialMarketingMeeting: 'https://book.gbfmusic.example/social-media-marketing',
    touringPipeline: 'https://pipeline.gbfmusic.example/touring',
    webmail: 'https://mail.gbfmusic.example',
    social: {
      africa: 'https://instagram.com/gbfafrica',
      records: 'https://instagram.com/gbfrecords',
      south: 'https://instagram.com/gbfsouthrecords',
      instagram: 'https://instagram.com/gbfmusicgroup',
      youtube: 'https://youtube.com/@gbfmusicgroup',
    },
  },
};

/** A validator returns an error message, or undefined when the value is acceptable. */
type Check = (value: string) => string | undefined;

const email: Check = (v) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) ? undefined : 'must be an email address');
const url: Check = (v) =>
  URL.canParse(v) && /^https?:$/.test(new URL(v).protocol) ? undefined : 'must be an http(s) URL';
const nonEmpty: Check = (v) => (v.length > 0 ? undefined : 'must not be empty');

/** Environment variable -> setter. The names are listed in `.env.example`. */
const overrides = {
  SITE_BRAND_NAME: [nonEmpty, (s, v) => (s.brandName = v)],
  SITE_EMAIL_GENERAL: [email, (s, v) => (s.addresses.general = v)],
  SITE_EMAIL_SUBMISSIONS: [email, (s, v) => (s.addresses.submissions = v)],
  SITE_EMAIL_PROGRAM: [email, (s, v) => (s.addresses.program = v)],
  SITE_EMAIL_STAFF: [email, (s, v) => (s.addresses.staff = v)],
  SITE_URL_DEMO_FORM: [url, (s, v) => (s.urls.demoForm = v)],
  SITE_URL_BOOKING: [url, (s, v) => (s.urls.bookingPage = v)],
  SITE_URL_SHOP: [url, (s, v) => (s.urls.shop = v)],
  SITE_URL_DISTRIBUTION_FORM: [url, (s, v) => (s.urls.distributionForm = v)],
  SITE_URL_PRESS_RELEASE_FORM: [url, (s, v) => (s.urls.pressReleaseForm = v)],
  SITE_URL_SPOTLIGHT_FORM: [url, (s, v) => (s.urls.spotlightForm = v)],
  SITE_URL_INTERNAL_PRESS_RELEASE_FORM: [url, (s, v) => (s.urls.internalPressReleaseForm = v)],
  SITE_URL_SOCIAL_MARKETING_MEETING: [url, (s, v) => (s.urls.socialMarketingMeeting = v)],
  SITE_URL_TOURING_PIPELINE: [url, (s, v) => (s.urls.touringPipeline = v)],
  SITE_URL_WEBMAIL: [url, (s, v) => (s.urls.webmail = v)],
  SITE_URL_SOCIAL_AFRICA: [url, (s, v) => (s.urls.social.africa = v)],
  SITE_URL_SOCIAL_RECORDS: [url, (s, v) => (s.urls.social.records = v)],
  SITE_URL_SOCIAL_SOUTH: [url, (s, v) => (s.urls.social.south = v)],
  SITE_URL_INSTAGRAM: [url, (s, v) => (s.urls.social.instagram = v)],
  SITE_URL_YOUTUBE: [url, (s, v) => (s.urls.social.youtube = v)],
} satisfies Record<string, [Check, (site: SiteConfig, value: string) => void]>;

/** Names of the environment variables that override the site configuration. */
export const siteOverrideKeys = Object.keys(overrides) as (keyof typeof overrides)[];

/**
 * Applies environment overrides to the defaults.
 *
 * @param env - a map of variable name to value (`process.env` or `import.meta.env`); unset or empty values are ignored.
 * @returns a new {@link SiteConfig}.
 * @throws Error naming the first variable whose value is not a valid address or URL.
 */
export function resolveSite(env: Record<string, string | boolean | undefined>): SiteConfig {
  const site = structuredClone(defaultSite);
  for (const key of siteOverrideKeys) {
    const raw = env[key];
    if (typeof raw !== 'string' || raw.trim() === '') continue;
    const [check, apply] = overrides[key];
    const value = raw.trim();
    const problem = check(value);
    if (problem) throw new Error(`${key}: ${problem}`);
    apply(site, value);
  }
  return site;
}
