import styled from '@emotion/styled';
import { colors, focusRing } from 'shared/ui/theme';

/** The most page buttons shown at once; beyond it the run is shortened with gaps. */
const MAX_BUTTONS = 7;
/** On a phone: as many, with arrows for Previous and Next, fit one line at 320 px. */
const NARROW_MAX_BUTTONS = 5;
/** Below this width the row takes its narrow form (a 360 px phone's). */
const NARROW_BELOW = 480;

type PageItem = number | 'gap';

/** Pages in order, with 'gap' where pages are skipped. */
const withGaps = (pages: number[]) =>
  pages.flatMap((page, i): PageItem[] =>
    i > 0 && page > pages[i - 1]! + 1 ? ['gap', page] : [page],
  );

/**
 * Page numbers to show: all when few, else the first, the last and the current one's
 * neighbours, with 'gap' where pages are skipped. Never more than MAX_BUTTONS entries.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= MAX_BUTTONS) return Array.from({ length: total }, (_, i) => i + 1);
  // Keep the window the same width near either end, so the row does not jump about.
  const start = Math.max(2, Math.min(current - 1, total - 4));
  const end = Math.min(total - 1, Math.max(current + 1, 5));
  const pages = [1];
  for (let page = start; page <= end; page += 1) pages.push(page);
  return withGaps([...pages, total]);
}

/** The narrow row's pages: all when few, else the first, the current and the last. */
export function narrowPageItems(current: number, total: number): PageItem[] {
  if (total <= NARROW_MAX_BUTTONS) return Array.from({ length: total }, (_, i) => i + 1);
  return withGaps([...new Set([1, current, total])].sort((a, b) => a - b));
}

/** Which row an entry belongs to; both when unset. */
type Row = 'wide' | 'narrow' | undefined;

/**
 * Both rows in one list, each entry marked with the row it belongs to, so CSS picks the row
 * (the server-rendered page has no width to go by) and no button exists twice.
 */
export function pageSlots(current: number, total: number) {
  const wide = pageItems(current, total);
  const narrow = narrowPageItems(current, total);
  const pages = [...new Set([...wide, ...narrow])]
    .filter((item): item is number => item !== 'gap')
    .sort((a, b) => a - b);
  const gapBefore = (items: PageItem[], page: number) => items[items.indexOf(page) - 1] === 'gap';
  const row = (inWide: boolean, inNarrow: boolean): Row =>
    inWide && inNarrow ? undefined : inWide ? 'wide' : 'narrow';
  return pages.flatMap((page) => {
    const gapWide = gapBefore(wide, page);
    const gapNarrow = gapBefore(narrow, page);
    const slot = { page, row: row(wide.includes(page), narrow.includes(page)) };
    return gapWide || gapNarrow
      ? [{ page: 'gap' as const, before: page, row: row(gapWide, gapNarrow) }, slot]
      : [slot];
  });
}

const narrow = `@media (max-width: ${NARROW_BELOW - 1}px)`;
const wide = `@media (min-width: ${NARROW_BELOW}px)`;

const Nav = styled.nav({ marginTop: 24 });
const List = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 6,
  [narrow]: { gap: 4, '& > [data-row="wide"]': { display: 'none' } },
  [wide]: { '& > [data-row="narrow"]': { display: 'none' } },
});
// On a phone the words give way to arrows; the words stay the buttons' names.
const Word = styled.span({
  [narrow]: {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});
const Arrow = styled.span({ [wide]: { display: 'none' } });
const PageButton = styled.button({
  minWidth: 40,
  minHeight: 40,
  padding: '0 10px',
  border: `1px solid ${colors.line}`,
  borderRadius: 8,
  background: colors.surface,
  color: colors.ink,
  font: 'inherit',
  cursor: 'pointer',
  '&[aria-current="page"]': {
    background: colors.brand,
    borderColor: colors.brand,
    color: '#fff',
    fontWeight: 700,
  },
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  '&:focus-visible': focusRing(),
});
const Gap = styled.li({ alignSelf: 'center', color: colors.muted });

export function Pagination({
  currentPage,
  totalPages,
  onPageChange,
}: {
  currentPage: number;
  totalPages: number;
  onPageChange(page: number): void;
}) {
  if (totalPages <= 1) return null;
  return (
    <Nav aria-label="Pagination">
      <List>
        <li>
          <PageButton
            type="button"
            disabled={currentPage <= 1}
            onClick={() => onPageChange(currentPage - 1)}
          >
            <Arrow aria-hidden="true">‹</Arrow>
            <Word>Previous</Word>
          </PageButton>
        </li>
        {pageSlots(currentPage, totalPages).map((slot) => {
          if (slot.page === 'gap') {
            return (
              <Gap key={`gap-${slot.before}`} data-row={slot.row} aria-hidden="true">
                …
              </Gap>
            );
          }
          const { page } = slot;
          return (
            <li key={page} data-row={slot.row}>
              <PageButton
                type="button"
                aria-label={`Page ${page}`}
                aria-current={page === currentPage ? 'page' : undefined}
                // The page shown is not a page to go to: no scroll, nothing remembered.
                onClick={page === currentPage ? undefined : () => onPageChange(page)}
              >
                {page}
              </PageButton>
            </li>
          );
        })}
        <li>
          <PageButton
            type="button"
            disabled={currentPage >= totalPages}
            onClick={() => onPageChange(currentPage + 1)}
          >
            <Arrow aria-hidden="true">›</Arrow>
            <Word>Next</Word>
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}
