/**
 * The texts of the program landing page (training-program.md §2 "Members program area" item 1): the three overview
 * highlights, the six modules (the §2 titles, with the one-sentence descriptions of the course files in
 * content/learning/modules/), the seven learning goals and the six student benefits (their texts are ours: the
 * spec does not show them).
 */

/** One highlight of the Program Overview. */
export interface ProgramHighlight {
  key: 'duration' | 'lessons' | 'certificate';
  title: string;
  subtitle: string;
  text: string;
}

/** 6 months self-paced, expert-led video lessons, certified (§2 item 1). */
export const PROGRAM_HIGHLIGHTS: readonly ProgramHighlight[] = [
  {
    key: 'duration',
    title: '6 Months',
    subtitle: 'Self-paced',
    text: 'One module a month, on your schedule. Watch, work and review whenever it suits your studio time, day job or tour dates.',
  },
  {
    key: 'lessons',
    title: 'Expert-Led',
    subtitle: 'Video lessons',
    text: 'Video lessons from people who work in the business, each paired with a hands-on worksheet and a short quiz.',
  },
  {
    key: 'certificate',
    title: 'Certified',
    subtitle: 'Certificate of Completion',
    text: 'Complete all six modules to earn your Certificate of Completion, a record of the work you put in.',
  },
];

/** One module card: its month and title (§2), and what it covers in one sentence. */
export interface ProgramModule {
  month: number;
  title: string;
  description: string;
}

/** The six modules, one per month (§2 item 1, §9). */
export const PROGRAM_MODULES: readonly ProgramModule[] = [
  {
    month: 1,
    title: 'History of the Recording Industry',
    description:
      "How recorded music went from wax cylinders to streaming, and what each shift in technology and power teaches today's independent artist.",
  },
  {
    month: 2,
    title: 'Money Matters in Music',
    description:
      'Where music money really comes from, from master and publishing royalties to PROs, the MLC and SoundExchange, plus split sheets, budgets and how advances are recouped.',
  },
  {
    month: 3,
    title: 'Creativity in Content and Artistry',
    description:
      'Define your artistic identity, build creative habits that get songs finished, and turn your artistry into content that feels like you.',
  },
  {
    month: 4,
    title: 'Building Your Image and Marketing',
    description:
      'Turn your artistic identity into a consistent brand, build a professional press kit, and learn the marketing basics that move people from first listen to true fan.',
  },
  {
    month: 5,
    title: 'Producing the Record',
    description:
      'Follow a song from pre-production and demo through tracking, editing, mixing and mastering, and learn the loudness, metadata and credits every release needs.',
  },
  {
    month: 6,
    title: 'Marketing Music in the New Economy',
    description:
      'Understand how streaming pays, pitch to playlists the right way, build direct-to-fan income and an email list, plan a release calendar, and use short-form video and artist dashboards to grow.',
  },
];

/** The seven learning goals: what a graduate can do. */
export const LEARNING_GOALS: readonly string[] = [
  'Explain how the recording industry got here, from physical sales to streaming, and spot where the power sits today.',
  'Register your songs with a PRO, the MLC and SoundExchange, so every stream, play and placement can pay you.',
  'Fill in a split sheet, budget a release and read a deal well enough to know what an advance really costs you.',
  'Define your artistic identity and keep a creative routine that gets songs finished.',
  'Build a consistent brand: a positioning statement, bios in three lengths, a visual identity and a press kit.',
  'Take a song from pre-production to a release-ready master with the right loudness, metadata and credits.',
  'Plan and run a release campaign with a calendar, playlist pitches, short-form video and the numbers in your artist dashboards.',
];

/** The six student benefits: what a student gets. */
export const STUDENT_BENEFITS: readonly string[] = [
  'Learn at your own pace: one module a month, with lessons you can watch and rewatch any time.',
  'Worksheets that leave you with real assets: a rights inventory, split sheets, a release budget, bios and a release calendar.',
  'A short quiz after every module, so you know what you have mastered before you move on.',
  'A personal dashboard that tracks your progress and awards milestone badges along the way.',
  'A public profile in the artist directory to connect and collaborate with other artists in the program.',
  'A Certificate of Completion when you finish all six modules.',
];

/** The prerequisite the Application Details box states (§2 item 1). */
export const PROGRAM_PREREQUISITE = 'A passion for music and learning';
