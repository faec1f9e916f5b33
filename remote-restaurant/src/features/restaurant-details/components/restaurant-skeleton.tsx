import styled from '@emotion/styled';
import { Skeleton } from 'shared/ui/skeleton';
import { colors } from 'shared/ui/theme';
import { SIDE_PANEL_MIN_WIDTH } from './restaurant-layout';

/** The skeleton's tabs: the spec has a Reviews tab here, though the loaded page has none. */
export const SKELETON_TABS = ['About', 'Menu', 'Photos', 'Reviews'] as const;

const Grid = styled.div({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 24,
  [`@media (min-width: ${SIDE_PANEL_MIN_WIDTH}px)`]: {
    gridTemplateColumns: 'minmax(0, 1fr) 360px',
    gap: 32,
  },
});
const Column = styled.div({ display: 'grid', gap: 12, alignContent: 'start' });
// As the page will be: the panel's column beside the name and picture (restaurant-layout.tsx).
const Side = styled(Column)({
  [`@media (min-width: ${SIDE_PANEL_MIN_WIDTH}px)`]: { gridColumn: 2, gridRow: '1 / span 2' },
});
const Tabs = styled.div({
  display: 'flex',
  gap: 4,
  borderBottom: `1px solid ${colors.line}`,
  color: colors.muted,
  fontWeight: 700,
  overflowX: 'auto',
  span: { padding: '10px 16px' },
});

export function RestaurantSkeleton() {
  return (
    <Grid role="status" aria-label="Loading restaurant" aria-busy="true">
      <Column>
        <Skeleton height={36} width="min(420px, 70%)" />
        <Skeleton height={18} width="min(240px, 50%)" />
        <Skeleton height={280} />
      </Column>
      <Column>
        <Tabs aria-hidden="true" data-testid="skeleton-tabs">
          {SKELETON_TABS.map((tab) => (
            <span key={tab}>{tab}</span>
          ))}
        </Tabs>
        <Skeleton height={20} width="40%" />
        <Skeleton height={72} />
        <Skeleton height={72} />
        <Skeleton height={72} />
      </Column>
      <Side>
        <Skeleton height={320} />
      </Side>
    </Grid>
  );
}
