/**
 * The server features' graph on its own (docs/decisions/0024), checked by `npm run lint` after
 * .dependency-cruiser.cjs: no two features depend on each other, not even through public modules and without a
 * cycle of modules. Only the features are cruised, so a path through the infrastructure, which the tests tie
 * together, is no cycle of features.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular-features',
      comment:
        "Two server features depend on each other: move what one takes from the other to the server's shared modules, or let the other announce it through a callback handed over at the app's wiring.",
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/server/features/[^/]+' },
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^src/server/features/',
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
