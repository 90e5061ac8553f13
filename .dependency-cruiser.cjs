/**
 * The import rules of src/ that ESLint cannot see (docs/decisions/0024), checked by `npm run lint`:
 *
 * - no import cycle anywhere in src/, type-only imports included;
 * - the server's infrastructure imports no feature and nothing of the app's wiring, a feature nothing of the wiring;
 * - a server feature (src/server/features/<name>/) imports another feature only through that feature's public
 *   surface: its `service.ts`, and the few modules listed in PUBLIC_MODULES below. Anything else two features need
 *   lives in the server's shared modules (db, http, auth, mail, storage), or one feature hands it to the other at the
 *   app's wiring (src/server/app.ts).
 *
 * That no two features depend on each other is .dependency-cruiser-features.cjs. The web app's features are kept
 * apart by ESLint (eslint.config.js, `featureBoundaries`).
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */

/**
 * The modules of a server feature, besides its `service.ts`, that other features may import, each with what the
 * others need of it. The course is the one the members program, the staff's people view and the admin area read.
 */
const PUBLIC_MODULES = {
  audit: ['record.ts'], // recordStaffAction: every staff action is audited in its own transaction
  course: [
    'access.ts', // a learner's facts and locks per module (people)
    'catalog.ts', // the cached catalogue and `changingCourse` (admin, people, program)
    'content.ts', // loading the course's content, `ContentError` (program)
    'content-schema.ts', // the content files' shapes (admin's tests)
    'content-sync.ts', // syncing the content into the database (press kits' tests)
    'enrolment.ts', // enrolling a learner with the welcome email (program)
    'file-refs.ts', // a module's `<bucket>/<file>` reference (admin)
    'files.ts', // learners' worksheet uploads (admin file manager, people, account deletion)
    'kept-answers.ts', // the learner's pages kept per revision (program)
    'learner-record.ts', // a learner's record in one read (people, program)
    'milestones.ts', // check_and_award_milestones and the Achievements panel (program)
    'playback.ts', // reporting playback on a set clock (insights' tests of the drop-off curve)
    'quiz.ts', // a learner's quiz summary (people)
    'views.ts', // the program's course as the learner sees it (program)
  ],
  credentials: [
    'issue.ts', // signing a certificate's credential at issuance, its download and baked badge (certificates)
    'credential-upload.ts', // receiving a credential file to check, the /verify page's form without scripts (certificates)
    'did-document.ts', // the issuer's did:web of the site's address (admin's System settings)
    'issuer.ts', // the issuer's type (certificates)
    'service.ts', // revoking a credential (people) and its state on the /verify page (certificates)
  ],
  'press-kits': ['photo.ts'], // the stored photo keys of a learner's kits (account deletion)
};

const FEATURES = '^src/server/features/';
const PUBLIC_SURFACE = [
  `${FEATURES}[^/]+/service\\.ts$`,
  ...Object.entries(PUBLIC_MODULES).flatMap(([feature, modules]) =>
    modules.map((module) => `${FEATURES}${feature}/${module.replace('.', '\\.')}$`),
  ),
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No import cycle in src/ (type-only imports count): move what both sides need to a module of its own.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'server-feature-internals',
      comment:
        "A server feature imports another feature only through its public surface (its service.ts and the modules listed in .dependency-cruiser.cjs): move what both need to the server's shared modules, or hand it over at the app's wiring (docs/decisions/0024).",
      severity: 'error',
      from: { path: `${FEATURES}([^/]+)/` },
      to: { path: FEATURES, pathNot: [`${FEATURES}$1/`, ...PUBLIC_SURFACE] },
    },
    {
      name: 'infrastructure-below-features',
      comment:
        "The server's infrastructure (db, http, auth, mail, storage, images) imports no feature and nothing of the app's wiring (app.ts, main.ts, admin/, test/); its tests may start the whole app.",
      severity: 'error',
      from: { path: '^src/server/(db|http|auth|mail|storage|images)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/server/(features/|admin/|test/|app\\.ts$|main\\.ts$)' },
    },
    {
      name: 'features-below-wiring',
      comment:
        "A server feature imports nothing of the app's wiring (app.ts, main.ts, admin/, test/): the wiring hands it what it needs. Its tests may use the wiring and the test kits.",
      severity: 'error',
      from: { path: FEATURES, pathNot: '\\.test\\.ts$' },
      to: { path: '^src/server/(admin/|test/|app\\.ts$|main\\.ts$)' },
    },
    {
      name: 'not-to-unresolvable',
      comment:
        'Every import resolves (a path alias of tsconfig.json, a relative path or an installed package).',
      severity: 'error',
      from: { path: '^src/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/server/db/migrations/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
