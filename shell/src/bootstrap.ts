// The shell's start-up, one stage per task. Evaluating its modules took one ~80 ms block on
// a phone (four times longer under Lighthouse's CPU throttling): the page could not answer a
// tap meanwhile, and each such task counts as blocking time. Between stages the browser can
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
