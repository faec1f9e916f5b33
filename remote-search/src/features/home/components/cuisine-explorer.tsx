import styled from '@emotion/styled';
import { useId, useState, type ComponentType, type ReactNode } from 'react';
import type { RestaurantCard } from 'shared/api/restaurant-card';
import { HOME_GRID_MAX } from 'shared/constants';
import { Skeleton } from 'shared/ui/skeleton';
import { colors, focusRing, media } from 'shared/ui/theme';
import { busiestCuisine } from 'shared/search/busiest-cuisine';
import { hasRestaurantsOf, useCuisines } from '../api/use-cuisines';
import { RestaurantTile, TWO_COLUMNS } from './restaurant-tile';

export const EXPLORER_HEADING = 'Discover International Delights Near You!';

/**
 * The tiles the server's HTML draws (ADR 0036). On a phone the grid starts at the bottom of
 * the first screen, so two rows of two reach past it; on a wider screen they fill the first
 * row of four, or the first row of three and one more.
 */
const TILES_IN_HTML = 4;

/** What the server's HTML draws in place of the tiles after those (ADR 0036). */
export type LaterTileComponent = ComponentType<{ restaurant: RestaurantCard }>;

/** What draws a tile's times beside it, given the grid it is in (the route's composition, issue 47). */
export type TileTimes = (restaurant: RestaurantCard, grid: readonly RestaurantCard[]) => ReactNode;

const LOADING = 'Loading restaurants';

const Section = styled.section({ display: 'grid', gap: 16, minWidth: 0 });
const Heading = styled.h2({ margin: 0, fontSize: 'clamp(22px, 3.5vw, 30px)', color: colors.ink });
// One scrolling row on a phone, swiped; the padding keeps focus rings from being clipped. Wider,
// the buttons wrap: a mouse has no way to swipe, and a thin scrollbar left cuisines out of reach.
const CuisineRow = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  padding: 4,
  margin: -4,
  [TWO_COLUMNS]: {
    flexWrap: 'nowrap',
    overflowX: 'auto',
    // Room for the focus ring of a button scrolled to the row's edge.
    scrollPaddingInline: 8,
    scrollbarWidth: 'thin',
  },
});
const CuisineButton = styled.button({
  flex: '0 0 auto',
  minHeight: 40,
  padding: '0 16px',
  border: `1px solid ${colors.line}`,
  borderRadius: 20,
  background: colors.surface,
  color: colors.ink,
  font: 'inherit',
  fontWeight: 700,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:hover': { borderColor: colors.brand, color: colors.brand },
  '&[aria-pressed="true"]': {
    background: colors.brand,
    borderColor: colors.brand,
    color: '#fff',
  },
  '&:focus-visible': focusRing(),
});
const Grid = styled.ul({
  display: 'grid',
  // 4 x 4 holds the 16 restaurants the grid may show.
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: 16,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [media.upToMd]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  [TWO_COLUMNS]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 12 },
});
const Message = styled.p<{ tone?: 'error' }>(({ tone }) => ({
  margin: 0,
  color: tone === 'error' ? colors.danger : colors.muted,
}));

/** Spec section 8: what the API said, as 'Error: {message}'. */
const Failure = ({ message }: { message: string }) => (
  <Message tone="error" role="alert">
    Error: {message}
  </Message>
);

/** Tiles on their way: the whole explorer's while the cuisines load, or one cuisine's. */
function GridSkeleton({ label }: { label?: string }) {
  return (
    <Grid as="div" role={label && 'status'} aria-label={label}>
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} height={220} style={{ borderRadius: 12 }} />
      ))}
    </Grid>
  );
}

function LoadingSkeleton() {
  return (
    <div role="status" aria-label={LOADING} style={{ display: 'grid', gap: 16 }}>
      <CuisineRow>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} width={96} height={40} style={{ flex: '0 0 auto', borderRadius: 20 }} />
        ))}
      </CuisineRow>
      <GridSkeleton />
    </div>
  );
}

/**
 * Spec section 2, Home: a button per cuisine, the busiest selected on load, and up to 16 of
 * the selected cuisine's restaurants.
 */
export function CuisineExplorer({
  laterTile: LaterTile,
  tileTimes,
}: {
  /** Given by the server's render only (app/server-pages.tsx): the browser draws every tile. */
  laterTile?: LaterTileComponent;
  /** The browser's only: each tile's times, loaded after the grid. */
  tileTimes?: TileTimes;
}) {
  const headingId = useId();
  const state = useCuisines();
  const [chosenId, setChosenId] = useState<number | null>(null);

  let content;
  if (state.status === 'loading') {
    content = <LoadingSkeleton />;
  } else if (state.status === 'error') {
    content = <Failure message={state.message} />;
  } else {
    const { cuisines, partial, load, pinned } = state;
    const selected =
      cuisines.find((c) => c.id === (chosenId ?? pinned)) ?? busiestCuisine(cuisines);
    const restaurants = selected?.restaurants.slice(0, HOME_GRID_MAX) ?? [];
    let grid;
    if (selected && !hasRestaurantsOf(selected, partial)) {
      grid = partial?.error ? (
        <Failure message={partial.error} />
      ) : (
        <GridSkeleton label={LOADING} />
      );
    } else if (restaurants.length === 0) {
      grid = <Message>No restaurants available.</Message>;
    } else {
      grid = (
        <Grid aria-label={selected ? `${selected.name} restaurants` : undefined}>
          {restaurants.map((restaurant, index) =>
            LaterTile && index >= TILES_IN_HTML ? (
              <LaterTile key={restaurant.id} restaurant={restaurant} />
            ) : (
              <li key={restaurant.id}>
                <RestaurantTile restaurant={restaurant} />
                {tileTimes?.(restaurant, restaurants)}
              </li>
            ),
          )}
        </Grid>
      );
    }
    // A page sent with the first cuisine's restaurants asks for the rest once the diner
    // reaches for the row, so a tap usually finds them there (and asks again after a failure).
    const reach = partial && load;
    content = (
      <>
        {cuisines.length > 0 && (
          <CuisineRow
            role="group"
            aria-label="Cuisines"
            onPointerEnter={reach}
            onTouchStart={reach}
            onFocus={(event) => {
              if (reach) reach();
              // Chrome leaves a button that is partly out of the row there as it takes focus
              // (inline: 'nearest' is the default). Not for a pointer: the row would move
              // between press and release, and the click miss the button.
              if (event.target.matches(':focus-visible'))
                event.target.scrollIntoView?.({ block: 'nearest' });
            }}
          >
            {cuisines.map((cuisine) => (
              <CuisineButton
                key={cuisine.id}
                type="button"
                aria-pressed={cuisine.id === selected?.id}
                onClick={() => {
                  setChosenId(cuisine.id);
                  if (!hasRestaurantsOf(cuisine, partial)) load();
                }}
              >
                {cuisine.name}
              </CuisineButton>
            ))}
          </CuisineRow>
        )}
        {grid}
      </>
    );
  }

  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{EXPLORER_HEADING}</Heading>
      {content}
    </Section>
  );
}
