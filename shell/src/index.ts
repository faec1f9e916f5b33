// Starts watching the prerendered page (ADR 0017) before anything else has loaded.
import './features/first-screen/utils/first-screen';

// Async boundary: shared singletons are negotiated before any app code runs. The chunk name
// lets index.html preload it beside main.js instead of after it. In a task of its own: the
// federation runtime's start-up (in this script) and the negotiation are two long tasks on a
// phone, not one twice as long.
setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
