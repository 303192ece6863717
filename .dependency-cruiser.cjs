/* global module */
/**
 * Import circles in the site and the functions: `npx depcruise src netlify --config .dependency-cruiser.cjs`.
 * A circle makes the load order decide what is defined when a module runs, and hides which layer stands on which.
 * Type-only imports count too: they tie the same modules together for a reader.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module reaches itself through its imports: move the shared part down to a module both can import.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.astro|\\.netlify)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.mts', '.tsx', '.js', '.mjs', '.astro'],
    },
  },
};
