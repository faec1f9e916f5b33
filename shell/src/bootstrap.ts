// The shell's start-up, one stage per task (ADR 0018). Evaluating all its modules at once
// was one long task under Lighthouse's 4x CPU throttling: a phone could not answer
// a tap meanwhile, and such a task counts as blocking time. Between stages the browser can
// paint and handle input. `eager` keeps every module in this chunk (no extra request); only
// its evaluation waits for its stage.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Evaluates a module (and what it imports) in a task of its own. */
async function stage<T>(load: () => Promise<T>): Promise<T> {
  const loaded = await load();
  await nextTask();
  return loaded;
}

async function start() {
  // This chunk runs as soon as its shared modules are resolved, in the task that evaluated the
  // last of their scripts: react-dom gets a task of its own.
  await nextTask();
  const { createRoot } = await stage(() => import(/* webpackMode: "eager" */ 'react-dom/client'));
  // The libraries the app is built on, each evaluated alone before the app that needs them
  // all: evaluated with it, they made the longest task of the start-up (ADR 0018).
  await stage(() => import(/* webpackMode: "eager" */ '@emotion/styled'));
  await stage(() => import(/* webpackMode: "eager" */ 'shared/router'));
  await stage(() => import(/* webpackMode: "eager" */ 'shared/store'));
  await stage(() => import(/* webpackMode: "eager" */ 'shared/api/client'));
  const { startApp } = await stage(() => import(/* webpackMode: "eager" */ './app/start-app'));
  // The shared modules the landing pages' remotes take from the shell (see that file): importing
  // them is what makes the shell provide them (ADR 0020). They are in the app chunk like the
  // rest of the package, so the import needs no chunk of its own, only a task.
  await stage(() => import(/* webpackMode: "eager" */ './app/remotes/first-screen-shared'));
  startApp(createRoot(document.getElementById('root')!));
}

void start();

export {};
