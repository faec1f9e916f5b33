import styled from '@emotion/styled';
import { useRef, type ReactNode } from 'react';
import { BookingBar } from './booking-bar';

/** From this width the booking panel sits beside the details; below it, after them. */
export const SIDE_PANEL_MIN_WIDTH = 960;
const wide = `@media (min-width: ${SIDE_PANEL_MIN_WIDTH}px)`;

const Grid = styled.div({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 24,
  alignItems: 'start',
  paddingBottom: 48,
  [wide]: { gridTemplateColumns: 'minmax(0, 1fr) 360px', gap: 32 },
});

// On a wide screen the panel's column starts at the top, beside the name and picture: across
// the page, they pushed the panel below the fold of a 1280x800 window.
const Header = styled.div({ minWidth: 0 });
const Content = styled.div({ minWidth: 0 });

// The panel draws its own card: a second one here would squeeze the 320 px calendar.
const Aside = styled.aside({
  minWidth: 0,
  // Below the site header (73 px), which stays on screen, with some air. In rem, as the page's
  // scroll-padding is: a sticky box inside that band makes Chrome scroll the page when
  // something in it takes focus. A tall panel scrolls inside itself so that Reserve now stays
  // reachable.
  [wide]: {
    gridColumn: 2,
    gridRow: '1 / span 2',
    position: 'sticky',
    top: '6rem',
    alignSelf: 'start',
    // Clear of the cookie banner too, while it is up (index.html).
    maxHeight: 'calc(100vh - 7rem - var(--cookie-banner-room, 0px))',
    overflowY: 'auto',
  },
  // Focused by the phone's Book a table bar: its own panel shows where the diner is.
  '&:focus': { outline: 'none' },
});

/**
 * The restaurant page's frame: the header across the top, the details, and the booking
 * panel's place. The panel comes in as `bookingPanel` so this feature never imports it.
 */
export function RestaurantLayout({
  header,
  children,
  bookingPanel,
}: {
  header: ReactNode;
  children: ReactNode;
  bookingPanel?: ReactNode;
}) {
  const aside = useRef<HTMLElement>(null);
  return (
    <Grid>
      <Header>{header}</Header>
      <Content>{children}</Content>
      <Aside aria-label="Book a table" ref={aside} tabIndex={-1}>
        {bookingPanel}
      </Aside>
      {bookingPanel && <BookingBar target={aside} minWide={SIDE_PANEL_MIN_WIDTH} />}
    </Grid>
  );
}
