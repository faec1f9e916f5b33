import styled from '@emotion/styled';
import type { RestaurantCard } from 'shared/api/restaurant-card';
import { PrerenderContext } from 'shared/prerender/prerendering';
import { colors } from 'shared/ui/theme';
import { RestaurantTile, TWO_COLUMNS, tileTextHeight } from './restaurant-tile';

// With scripts, the browser makes no elements of the <noscript> and lays out an empty frame
// the size of a tile (the photo's 4:3 and the text), so nothing below moves when the app
// draws the tile there. Without scripts, the frame is not drawn and the tile is shown.
const Frame = styled.li({
  '@media (scripting: enabled)': {
    border: `1px solid ${colors.line}`,
    borderRadius: 12,
    paddingBottom: tileTextHeight(1),
    [TWO_COLUMNS]: { paddingBottom: tileTextHeight(2) },
    background: colors.surface,
    '&::before': {
      content: '""',
      display: 'block',
      aspectRatio: '4 / 3',
      borderRadius: '11px 11px 0 0',
      background: colors.canvas,
    },
  },
});

/**
 * A tile of the home grid as the server's HTML leaves it to the app (ADR 0036): its frame,
 * and the tile itself for a browser without scripts.
 */
export function LaterTile({ restaurant }: { restaurant: RestaurantCard }) {
  return (
    <Frame>
      <noscript>
        {/* As a browser draws it, photo included: a <noscript> cannot hold another. */}
        <PrerenderContext.Provider value={false}>
          <RestaurantTile restaurant={restaurant} />
        </PrerenderContext.Provider>
      </noscript>
    </Frame>
  );
}
