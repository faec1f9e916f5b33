import styled from '@emotion/styled';
import { colors } from 'shared/ui/theme';

/** The most page buttons shown at once; beyond it the run is shortened with gaps. */
const MAX_BUTTONS = 7;

/**
 * Page numbers to show: all when few, else the first, the last and the current one's
 * neighbours, with 'gap' where pages are skipped. Never more than MAX_BUTTONS entries.
 */
export function pageItems(current: number, total: number): (number | 'gap')[] {
  if (total <= MAX_BUTTONS) return Array.from({ length: total }, (_, i) => i + 1);
  // Keep the window the same width near either end, so the row does not jump about.
  const start = Math.max(2, Math.min(current - 1, total - 4));
  const end = Math.min(total - 1, Math.max(current + 1, 5));
  const items: (number | 'gap')[] = [1];
  if (start > 2) items.push('gap');
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < total - 1) items.push('gap');
  items.push(total);
  return items;
}

const Nav = styled.nav({ marginTop: 24 });
const List = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 6,
});
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
  '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: 2 },
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
            Previous
          </PageButton>
        </li>
        {pageItems(currentPage, totalPages).map((item, index) =>
          item === 'gap' ? (
            <Gap key={`gap-${index}`} aria-hidden="true">
              …
            </Gap>
          ) : (
            <li key={item}>
              <PageButton
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === currentPage ? 'page' : undefined}
                // The page shown is not a page to go to: no scroll, nothing remembered.
                onClick={item === currentPage ? undefined : () => onPageChange(item)}
              >
                {item}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            disabled={currentPage >= totalPages}
            onClick={() => onPageChange(currentPage + 1)}
          >
            Next
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}
