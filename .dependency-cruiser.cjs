/* global module */
/**
 * Import circles in the site and the functions: `npx depcruise src netlify --config .dependency-cruiser.cjs`,
 * between modules everywhere and between the folders of an order (no-folder-circle).
 * A circle makes the load order decide what is defined when a module runs, and hides which layer stands on which.
 * Type-only imports count too: they tie the same modules together for a reader.
 */
/**
 * The folders of an order's life and the kits they share, checked for circles between folders as well as between
 * modules: a newcomer reads them bottom up (files, pdf, orders, invoices, quotations, payments).
 */
const ORDER_FOLDERS = '^src/lib/server/(orders|quotations|payments|invoices|pdf|files)$';

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
    {
      name: 'no-folder-circle',
      severity: 'error',
      comment:
        "An order's folders reach each other in a circle: quotations stands on orders/ (the record's events, refusals " +
        'and money terms), payments on quotations, and invoices on neither; pdf/ and files/ are kits every feature may ' +
        'use. Move what both sides need down to orders/ (or a kit) instead.',
      scope: 'folder',
      from: { path: ORDER_FOLDERS },
      to: { path: ORDER_FOLDERS, circular: true },
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
