import styled from '@emotion/styled';
import { VisuallyHidden } from 'shared/ui/visually-hidden';
import { usePrerendering } from 'shared/prerender/prerendering';
import { Link } from 'shared/router';
import type { RestaurantCard } from 'shared/api/restaurant-card';
import { RestaurantImage } from 'shared/ui/restaurant-image';
import { colors, focusRing } from 'shared/ui/theme';

export const NAME_MAX_CHARS = 20;

/** Spec section 5: names over 20 characters are cut to 20 plus an ellipsis on the home grid. */
export function truncateName(name: string, max = NAME_MAX_CHARS): string {
  // Code points, so an accented or emoji character is never split in half.
  const chars = Array.from(name);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : name;
}

/** Ratings are shown as n/5 (spec section 9); 0 is the API's "no reviews yet". */
const ratingText = (rating: number) => (rating > 0 ? `${rating}/5` : 'Not yet rated');

const Tile = styled(Link)({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  borderRadius: 12,
  overflow: 'hidden',
  background: colors.surface,
  border: `1px solid ${colors.line}`,
  color: colors.ink,
  textDecoration: 'none',
  transition: 'box-shadow 150ms ease',
  '&:hover': { boxShadow: '0 4px 12px rgba(0, 0, 0, 0.12)' },
  '&:hover .name': { color: colors.brand },
  '&:focus-visible': focusRing(),
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});
const Photo = styled(RestaurantImage)({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: colors.canvas,
});
// The photo's place in the server's HTML: the same box, empty until the app shows the photo.
const PhotoFrame = styled.div({ aspectRatio: '4 / 3', background: colors.canvas });
// The text's measures, which TILE_TEXT_HEIGHT adds up. The foot keeps 40 px for the times
// (home-tile-times.tsx), drawn over it after the grid, outside the tile's link.
const TEXT = { top: 10, gap: 4, bottom: 52, detailSize: 14 };
const Body = styled.div({
  display: 'grid',
  gap: TEXT.gap,
  padding: `${TEXT.top}px 12px ${TEXT.bottom}px`,
});
/** The home grid's two columns (phones): a tile is too narrow there for 20 characters on one line. */
export const TWO_COLUMNS = '@media (max-width: 760px)';
const NAME_LINE = 1.5; // rem: the page's line height at its font size
/**
 * The height of a tile's text, for the frame of a tile the server leaves to the app
 * (later-tile.tsx): the padding (10 + 52 px, the times' room included), the gap (4), the details' line (14 px at the
 * page's line height of 1.5) and the name's lines (one; two in TWO_COLUMNS), in the page's own
 * font size, which the diner's browser settings may change. Details that wrap onto a second
 * line (a narrow phone, a long cuisine beside "Not yet rated") make a tile 21 px taller than
 * that (ADR 0036).
 */
export const tileTextHeight = (nameLines: 1 | 2) =>
  `calc(${NAME_LINE * nameLines}rem + ${TEXT.top + TEXT.gap + TEXT.detailSize * 1.5 + TEXT.bottom}px)`;
// One line: the cut name still ends in a space before '…' sometimes, which must not wrap. In
// two columns it has two lines, always, so the spec's 20 characters show and tiles line up.
const Name = styled.span({
  fontWeight: 700,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  [TWO_COLUMNS]: {
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    minHeight: `${NAME_LINE * 2}rem`,
  },
});
const Meta = styled.span({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: 8,
});
const Detail = styled.span({ color: colors.muted, fontSize: TEXT.detailSize });

/** A restaurant of the home grid: links to its page by uuid (spec section 2). */
export function RestaurantTile({ restaurant }: { restaurant: RestaurantCard }) {
  const { uuid, name, avatar, category, rating } = restaurant;
  const prerendering = usePrerendering();
  const shortName = truncateName(name);
  const rated = ratingText(rating);
  const cut = shortName !== name;
  // The link is named by what it shows (no aria-label, whose words would differ from the
  // visible ones for voice control): a cut name is read in full, and commas and 'rated' are
  // there for screen readers only. The photo adds nothing to that name, so its alt is empty.
  const photo = <Photo path={avatar} alt="" width={320} height={240} thumbnail />;
  return (
    <Tile to={`/restaurant-details/${encodeURIComponent(uuid)}`} title={cut ? name : undefined}>
      {prerendering ? (
        // The server's HTML asks for no photo: sixteen of them, all within the browser's
        // lazy-loading distance on a phone, took the bandwidth the app's scripts needed
        // (ADR 0029). A browser without scripts shows them from <noscript>.
        <PhotoFrame>
          <noscript>{photo}</noscript>
        </PhotoFrame>
      ) : (
        photo
      )}
      <Body>
        <Name className="name">
          {cut ? (
            <>
              <span aria-hidden="true">{shortName}</span>
              <VisuallyHidden>{name}</VisuallyHidden>
            </>
          ) : (
            name
          )}
        </Name>
        <Meta>
          <Detail>
            <VisuallyHidden>, </VisuallyHidden>
            {category}
          </Detail>
          <Detail>
            <VisuallyHidden>{rating > 0 ? ', rated ' : ', '}</VisuallyHidden>
            <span aria-hidden="true">★ </span>
            {rated}
          </Detail>
        </Meta>
      </Body>
    </Tile>
  );
}
