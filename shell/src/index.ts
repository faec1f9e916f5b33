// Async boundary: shared singletons are negotiated before any app code runs. The chunk name
// lets index.html preload it beside main.js instead of after it.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
