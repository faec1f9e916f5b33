import { colors, focusRing } from 'shared/ui/theme';

/**
 * The frame of what sits beside a restaurant's details: the booking panel, or the notice of a
 * restaurant that takes bookings by phone only. One frame, so the two read as the same place.
 */
export const panelFrame = {
  width: '100%',
  maxWidth: 360,
  boxSizing: 'border-box',
  padding: 16,
  border: `1px solid ${colors.line}`,
  borderRadius: 12,
  background: colors.surface,
  color: colors.ink,
} as const;

/** A link that looks like the primary button: the one way on from where it stands. */
export const buttonLink = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 40,
  padding: '0 18px',
  borderRadius: 8,
  background: colors.brand,
  color: '#fff',
  fontWeight: 700,
  textDecoration: 'none',
  '&:focus-visible': focusRing(),
} as const;
