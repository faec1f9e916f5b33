export const colors = {
  brand: '#c8102e',
  brandDark: '#9b0c23',
  ink: '#1f2328',
  muted: '#5c636a',
  line: '#d9dde1',
  surface: '#ffffff',
  canvas: '#f7f7f8',
  danger: '#c62828',
  focus: '#1a73e8',
} as const;

/**
 * The keyboard focus ring, on every page: `offset` moves it off the element (negative: into
 * it), `color` is for a field with a message or a dark background.
 */
export const focusRing = (offset = 2, color: string = colors.focus) => ({
  outline: `3px solid ${color}`,
  outlineOffset: offset,
});

/** Links in running text, on every page: brand red (the browser's blue is off-brand). */
export const textLink = { color: colors.brand } as const;

export const breakpoints = { sm: 600, md: 1024 } as const;

export const media = {
  upToSm: `@media (max-width: ${breakpoints.sm}px)`,
  upToMd: `@media (max-width: ${breakpoints.md}px)`,
} as const;
