// The one list of the site's front-end apps: the shell and the five remotes, each with the
// name the federation runtime knows it by, the folder it is built in (its package name and
// its /remotes/<folder>/ path) and its dev server's port. Plain CommonJS data, so webpack and
// ESLint configs, Node scripts and TypeScript (RemoteName, through allowJs) all read this file.
const SHELL = /** @type {const} */ ({ federationName: 'shell', folder: 'shell', devPort: 3000 });

const REMOTES = /** @type {const} */ ([
  { federationName: 'remote_search', folder: 'remote-search', devPort: 3001 },
  { federationName: 'remote_restaurant', folder: 'remote-restaurant', devPort: 3002 },
  { federationName: 'remote_checkout', folder: 'remote-checkout', devPort: 3003 },
  { federationName: 'remote_account', folder: 'remote-account', devPort: 3004 },
  { federationName: 'remote_content', folder: 'remote-content', devPort: 3005 },
]);

/** Every front-end app, the shell first. */
const APPS = /** @type {const} */ ([SHELL, ...REMOTES]);

/** Where the production site serves a remote's manifest (the shell's remotes.json). */
const manifestPath = (/** @type {string} */ folder) => `/remotes/${folder}/mf-manifest.json`;

module.exports = { SHELL, REMOTES, APPS, manifestPath };
