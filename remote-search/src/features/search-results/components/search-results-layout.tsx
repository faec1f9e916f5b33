import styled from '@emotion/styled';
import { type ReactNode, useId, useState } from 'react';
import { colors, focusRing } from 'shared/ui/theme';

/** Below this width the filter panel folds into the 'Filtered by' dropdown. */
export const FILTER_PANEL_MIN_WIDTH = 768;
const small = `@media (max-width: ${FILTER_PANEL_MIN_WIDTH - 1}px)`;
const wide = `@media (min-width: ${FILTER_PANEL_MIN_WIDTH}px)`;

const Grid = styled.div({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 24,
  alignItems: 'start',
  [wide]: { gridTemplateColumns: '240px minmax(0, 1fr)' },
});

// On a wide screen the filters stay in view down a long list: the column is what sticks, as
// the grid's item (a sticky panel inside it would have no room to move). In rem, below the
// page's scroll-padding (index.html) at any text size: Chrome scrolls the page when a sticky
// box inside that band takes focus. A panel taller than the window scrolls inside itself.
const FilterColumn = styled.div({
  display: 'grid',
  gap: 8,
  minWidth: 0,
  [wide]: {
    position: 'sticky',
    top: '6rem',
    // Clear of the cookie banner too, while it is up (index.html).
    maxHeight: 'calc(100vh - 7rem - var(--cookie-banner-room, 0px))',
    overflowY: 'auto',
  },
});

const Disclosure = styled.button({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  width: '100%',
  minHeight: 44,
  padding: '0 16px',
  border: `1px solid ${colors.line}`,
  borderRadius: 8,
  background: colors.surface,
  color: colors.ink,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  '&:focus-visible': focusRing(),
  [wide]: { display: 'none' },
});

// One panel serves both sizes, so filters never exist twice in the page.
const Aside = styled.aside<{ isOpen: boolean }>(({ isOpen }) => ({
  padding: 16,
  border: `1px solid ${colors.line}`,
  borderRadius: 8,
  background: colors.surface,
  [small]: { display: isOpen ? 'block' : 'none' },
}));

export function SearchResultsLayout({
  filters,
  children,
}: {
  filters: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Grid>
      <FilterColumn>
        <Disclosure
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
        >
          Filtered by
          <span aria-hidden="true">{open ? '▲' : '▼'}</span>
        </Disclosure>
        <Aside id={panelId} isOpen={open} aria-label="Search filters">
          {filters}
        </Aside>
      </FilterColumn>
      <div>{children}</div>
    </Grid>
  );
}
