import { Global } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useState, type RefObject } from 'react';
import { Button } from 'shared/ui/button';
import { colors } from 'shared/ui/theme';

// Where the booking panel comes after every detail and review (restaurant-layout.tsx).
const narrow = (minWide: number) => `@media (max-width: ${minWide - 1}px)`;

// Above the cookie banner while it is up (its room is index.html's), never over it.
const Bar = styled.div<{ minWide: number; shown: boolean }>(({ minWide, shown }) => ({
  display: 'none',
  [narrow(minWide)]: {
    display: 'grid',
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 'var(--cookie-banner-room, 0px)',
    zIndex: 700,
    padding: '12px 20px calc(12px + env(safe-area-inset-bottom, 0px))',
    background: colors.surface,
    borderTop: `1px solid ${colors.line}`,
    boxShadow: '0 -4px 12px rgba(0,0,0,0.08)',
  },
  // Out of sight and out of the tab order, but kept: the page's foot keeps its room.
  visibility: shown ? 'visible' : 'hidden',
}));

/** The bar's height and a gap, in rem as the cookie banner's room is. */
const BAR_ROOM = '5.5rem';

/**
 * On a phone the booking panel comes after every detail and review, thousands of pixels
 * down: this bar, fixed to the foot of the window, takes the diner to it. It steps aside
 * while the panel is on screen, so it never covers the panel's own buttons.
 */
export function BookingBar({
  target,
  minWide,
}: {
  target: RefObject<HTMLElement | null>;
  /** The width from which the panel sits beside the details, in view: no bar there. */
  minWide: number;
}) {
  const [panelOnScreen, setPanelOnScreen] = useState(false);
  useEffect(() => {
    const panel = target.current;
    if (!panel || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) =>
      setPanelOnScreen(entry?.isIntersecting ?? false),
    );
    observer.observe(panel);
    return () => observer.disconnect();
  }, [target]);

  const goToPanel = () => {
    const panel = target.current;
    if (!panel) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    // The page's scroll-padding keeps it clear of the sticky site header.
    panel.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    panel.focus({ preventScroll: true });
  };

  return (
    <>
      {/* The page's last lines (the footer's) scroll clear of the bar. */}
      <Global
        styles={{
          [narrow(minWide)]: {
            ':root:has([data-booking-bar]) body': {
              paddingBottom: `calc(var(--cookie-banner-room, 0px) + ${BAR_ROOM})`,
            },
          },
        }}
      />
      <Bar data-booking-bar="" minWide={minWide} shown={!panelOnScreen}>
        <Button onClick={goToPanel}>Book a table</Button>
      </Bar>
    </>
  );
}
