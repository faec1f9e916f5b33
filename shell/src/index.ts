// Starts watching the prerendered page (ADR 0017) before anything else has loaded.
import { firstScreen } from './features/first-screen/utils/first-screen';

// A page sent without its first screen (search results, the forms) calls the API as soon as
// it has rendered: its client (axios) comes with the start-up scripts. A page sent with its
// first screen renders without it (ADR 0021; a restaurant's page renders from the data sent
// with it, ADR 0023), and loads it with its first call. A failed load is not final: the client
// loads it again with its first call.
if (!firstScreen) {
  import('shared/api/transport').catch(() => undefined);
}

// Async boundary: shared singletons are negotiated before any app code runs. The chunk name
// lets index.html preload what it loads (the app and libraries chunks) beside main.js
// instead of after it. In a task of its own: the
// federation runtime's start-up (in this script) and the negotiation are two long tasks on a
// phone, not one twice as long.
setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
