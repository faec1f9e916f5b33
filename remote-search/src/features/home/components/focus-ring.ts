import { colors } from 'shared/ui/theme';

/** The home page's keyboard focus ring: the tiles, the cuisine buttons and the offers' controls. */
export const focusRing = { outline: `3px solid ${colors.focus}`, outlineOffset: 2 };
