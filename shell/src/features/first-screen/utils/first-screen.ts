import { watchFirstScreen } from './carry-over';

const container = document.getElementById('root');

/**
 * The prerendered page's watcher, started by the entry script (main.js) as soon as it runs,
 * before the shell's other scripts have arrived: from then on a submit on that page waits
 * for the app instead of reloading the page. Undefined when the page came without HTML.
 */
export const firstScreen =
  container?.hasAttribute('data-prerendered') === true ? watchFirstScreen(container) : undefined;
