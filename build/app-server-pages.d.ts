// The app's src/app/server-pages.tsx, as the server bundle resolves it (server-pages.mjs).
declare module 'app:server-pages' {
  export const SERVER_PAGES: import('shared/prerender/prerendering').ServerPages;
}
