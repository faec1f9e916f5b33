/** The browser's list for a media query; null where there is none (the server's render, jsdom). */
export const mediaQueryList = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
