// The one shared-config module for all six builds (README, Layout; ADRs 0015 and 0020).
// Versions come from each app's own package.json so a remote rebuilt alone still states
// exactly what it needs; a missing declaration fails the build instead of silently
// bundling a second copy of a singleton.
const fs = require('node:fs');
const path = require('node:path');

const SHARED_DIR = path.join(__dirname, '..', 'shared');
const sharedPackageJson = require(path.join(SHARED_DIR, 'package.json'));

/**
 * Packages that must exist once per page. Subpaths inherit their parent's range.
 *
 * `zustand/middleware` is deliberately not here: a shared module is never tree-shaken (the
 * provider cannot know which exports a consumer uses), so sharing it shipped devtools, redux
 * and the rest to every page. Its only importer is `shared/store`, itself a singleton, so the
 * page still runs one copy of `persist` (it holds no module state; it imports nothing).
 */
const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  zustand: 'zustand',
  '@emotion/react': '@emotion/react',
  '@emotion/styled': '@emotion/styled',
  '@emotion/cache': '@emotion/cache',
};

/**
 * Modules of the `shared` package that are not shared modules. `api/transport` is loaded by
 * `api/client` alone (ADR 0021): the page uses the client the shell provides, and so the
 * shell's transport; a share entry for it cost every remoteEntry.js bytes for nothing.
 * `prerender/page-data` reads the answers sent in the page (ADR 0023); each copy reads the
 * same element, so one per remote that uses it costs less than a share entry in every one;
 * `prerender/page-data-element` names that element for it and the API.
 * `routes/remotes` is the build's and the server's list of apps (browser code takes only its types);
 * `routes/remote-pages` derives a remote's pages for its build and its standalone host.
 * `routes/page-data-url` is the server's (it names the data a page is sent with): no browser
 * code imports it. `api/search-restaurants-url`, `api/availability-url` and
 * `api/restaurant-files-url` are a few lines without state: a copy in each app that builds
 * the URL costs less than a share entry in every remoteEntry.js.
 * `ui/collapsible` and `format/time` hold no state either and the shell does not use them.
 * Shared, the shell had to carry them for the restaurant page (a remote fetches its own copy
 * of a module the shell does not provide only after its entry has run, one more round trip),
 * in every page's start-up (ADR 0020). Now the remotes that use them bundle them.
 * `api/parse-in-slices` holds no state and only `api/get-categories` imports it.
 * `api/cache-time` is one number, used by the search and restaurant remotes only: in
 * `constants` it would cost the home page's first script bytes. `api/phone-bookings-only` is one
 * text, for the API and checkout, for the same reason.
 * `search/busiest-cuisine` is a rule and a URL, no state: the shell takes the URL for its
 * route table, remote-search the rule; shared, it was an entry in every remoteEntry.js.
 * `ui/modal` is used by the restaurant, checkout, account and content remotes, not by the
 * shell or the home page: provided by the shell, every page loaded it before rendering (ADR 0029). Its
 * one piece of state, the element focus returns to, belongs to the dialog a copy opened.
 * `api/get-next-available` and `format/short-day` hold no state and only the booking panel uses
 * them: shared, each was an entry in the shell's script on every page (issue 47). So for
 * `api/search-times`, which only the search result page uses, and `api/restaurant-times` (the
 * home grid's times, loaded after its tiles).
 * `query/use-query`, `form/use-form`, `format/party-size` and `ui/select` hold no state and the shell does
 * not use them: a copy in each remote that does costs less than a share entry in every
 * remoteEntry.js, the search remote's among home's first scripts.
 * `held-table`, `held-table/hold` and `held-table/book` hold no state (the store does): each
 * remote that moves the held table bundles what it uses, the shell only Find's release (ADR 0048).
 * `format/opening-services` is a rule without state, for the restaurant page and the API.
 */
const UNSHARED = new Set([
  './api/get-next-available',
  './api/get-cancellation-terms',
  './ui/cancellation-terms',
  './api/search-times',
  './api/restaurant-times',
  './format/short-day',
  './format/cancel-by',
  './format/opening-services',
  './api/transport',
  './api/search-restaurants-url',
  './api/availability-url',
  './api/restaurant-files-url',
  './api/parse-in-slices',
  './api/cache-time',
  './api/phone-bookings-only',
  './search/busiest-cuisine',
  './ui/modal',
  './format/time',
  './ui/collapsible',
  './prerender/page-data',
  './prerender/page-data-element',
  './routes/page-data-url',
  './routes/remotes',
  './routes/remote-pages',
  './query/use-query',
  './form/use-form',
  './format/party-size',
  './ui/select',
  './api/standby',
  './validation/standby',
  './api/change-reservation',
  './validation/change-booking',
  './routes/panel-link',
  './held-table',
  './held-table/hold',
  './held-table/book',
  './format/dining-needs',
  './validation/dining-needs',
  './api/dietary-needs',
]);

/** Every runtime subpath of the `shared` package (test helpers excluded). */
function sharedPackageEntries() {
  return Object.keys(sharedPackageJson.exports)
    .filter((key) => !key.startsWith('./testing/'))
    .filter((key) => !UNSHARED.has(key))
    .map((key) => `shared${key.slice(1)}`);
}

const SHELL_DIR = path.join(__dirname, '..', 'shell');

/**
 * Whether `version` (x.y.z) meets `range`, a caret range ^x.y.z, the only kind the apps
 * declare for the framework; undefined for any other kind of range.
 */
function meetsCaretRange(version, range) {
  const wanted = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range)?.slice(1).map(Number);
  if (!wanted) return undefined;
  const have = version.split('.').map((part) => Number.parseInt(part, 10));
  // ^0.y.z allows patches only; ^x.y.z (x > 0) minors too.
  const fixed = wanted[0] === 0 ? 2 : 1;
  for (let i = 0; i < 3; i += 1) {
    if (have[i] === wanted[i]) continue;
    return i >= fixed && have[i] > wanted[i];
  }
  return true;
}

/**
 * A remote built for the shell runs the shell's copy of each framework singleton, whatever
 * its own range says: its build fails when the shell's installed version does not meet that
 * range. The federation runtime used to check it on every diner's phone, with its semver code,
 * in the longest task of a remote's start-up, to print a console warning nobody reads.
 */
function checkShellMeets(appName, owner, range) {
  const manifest = path.join(SHELL_DIR, 'node_modules', owner, 'package.json');
  if (!fs.existsSync(manifest)) {
    throw new Error(`${appName}: cannot check ${owner} against the shell's: install the workspace`);
  }
  const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  const meets = meetsCaretRange(version, range);
  if (meets === undefined) {
    throw new Error(`${appName}: declare "${owner}" with a ^x.y.z range (it has "${range}")`);
  }
  if (!meets) {
    throw new Error(
      `${appName}: needs ${owner} ${range}, but the shell has ${version}, and a shared ` +
        "singleton runs the shell's copy: upgrade the shell and the remotes together",
    );
  }
}

/**
 * @param {string} appDir
 * @param {{ fromHostOnly?: boolean }} [options] fromHostOnly: a remote built to run inside the
 *   shell takes the framework singletons from it and bundles no copy of its own
 *   (`import: false`). The shell renders with them, so they are always provided before any
 *   remote loads, and as singletons the shell's copy was the one used anyway: the remote's
 *   copy, and its entry in remoteEntry.js, were dead weight. The `shared` package's modules
 *   keep their fallbacks: the shell provides only some of them.
 * @param {{ kitProvidedOnly?: boolean }} [options] kitProvidedOnly: the shell: the shared
 *   package's modules are left out here (neither consumed nor provided by this config) and
 *   provided through createKitProvides instead; the singletons are consumed with no version
 *   check.
 */
function createSharedConfig(appDir, { fromHostOnly = false, kitProvidedOnly = false } = {}) {
  const appPackageJson = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = { ...appPackageJson.dependencies };
  const config = {};
  for (const [request, owner] of Object.entries(SINGLETONS)) {
    const range = deps[owner];
    if (!range) {
      throw new Error(`${appPackageJson.name}: add "${owner}" to dependencies (shared singleton)`);
    }
    if (fromHostOnly) checkShellMeets(appPackageJson.name, owner, range);
    config[request] = {
      singleton: true,
      // No range check at run time, where the runtime's semver code showed in the start-up
      // profile on a phone. The shell consumes these before any remote has loaded, when its
      // own copies are the only ones registered: a check could not fail. A remote built for
      // the shell is checked at build time instead (checkShellMeets). A remote run standalone
      // keeps its check: it has its own copies.
      requiredVersion: kitProvidedOnly || fromHostOnly ? false : range,
      ...(fromHostOnly ? { import: false } : {}),
    };
  }
  if (deps.shared !== 'workspace:*') {
    throw new Error(`${appPackageJson.name}: depend on "shared": "workspace:*"`);
  }
  // No version check for the shared package's own modules: it is a workspace package whose
  // version never moves (every app takes `workspace:*`), so a range check could never fail,
  // and the runtime parsed it with its semver code for each module a page consumes, about a
  // tenth of the shell's start-up on a phone (ADR 0018).
  if (kitProvidedOnly) return config;
  for (const request of sharedPackageEntries()) {
    config[request] = { singleton: true, requiredVersion: false };
  }
  return config;
}

/**
 * What the shell provides of the `shared` package, for `ProvideSharedPlugin`: every module it
 * imports (a module is provided only when the build meets its request). The shell does not
 * consume them (createSharedConfig's `kitProvidedOnly`): it imports its own copy, the very
 * instance it provides, so each stays one per page. Consuming them went through the
 * federation runtime once per module at start-up (several ms each on a phone), only to be
 * handed that same instance back.
 */
function createKitProvides() {
  const provides = {};
  for (const request of sharedPackageEntries()) {
    provides[request] = {
      shareKey: request,
      singleton: true,
      requiredVersion: false,
      version: sharedPackageJson.version,
    };
  }
  return provides;
}

module.exports = {
  createSharedConfig,
  meetsCaretRange,
  createKitProvides,
  sharedPackageEntries,
  SINGLETONS,
};
