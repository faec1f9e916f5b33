// The shell's start-up, one stage per task (ADR 0018). Evaluating all its modules at once
// was one task of about 320 ms under Lighthouse's 4x CPU throttling: a phone could not answer
// a tap meanwhile, and such a task counts as blocking time. Between stages the browser can
// paint and handle input. `eager` keeps every module in this chunk (no extra request); only
// its evaluation waits for its stage.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { startApp } = await import(/* webpackMode: "eager" */ './app/start-app');
  await nextTask();
  // The shared modules the landing pages' remotes take from the shell (see that file).
  await import(/* webpackMode: "eager" */ './app/remotes/first-screen-shared');
  await nextTask();
  startApp(createRoot(document.getElementById('root')!));
}

void start();

export {};
