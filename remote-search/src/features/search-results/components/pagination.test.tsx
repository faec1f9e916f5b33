import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cssFor } from 'shared/testing/css';
import { Pagination, narrowPageItems, pageItems } from './pagination';

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it.each([
    [1, [1, 2, 3, 4, 5, 'gap', 20]],
    [5, [1, 'gap', 4, 5, 6, 'gap', 20]],
    [18, [1, 'gap', 16, 17, 18, 19, 20]],
    [20, [1, 'gap', 16, 17, 18, 19, 20]],
  ])('on page %p of 20 shows %p', (current, items) => {
    expect(pageItems(current, 20)).toEqual(items);
  });

  it('never shows more than seven entries', () => {
    for (let current = 1; current <= 40; current += 1) {
      const items = pageItems(current, 40);
      expect(items.length).toBeLessThanOrEqual(7);
      expect(items).toContain(current);
    }
  });
});

describe('on a phone (below 480 px): one line at 360 px', () => {
  it.each([
    [1, [1, 'gap', 20]],
    [2, [1, 2, 'gap', 20]],
    [10, [1, 'gap', 10, 'gap', 20]],
    [20, [1, 'gap', 20]],
  ])('on page %p of 20 shows %p', (current, items) => {
    expect(narrowPageItems(current, 20)).toEqual(items);
  });

  it('lists up to five pages whole', () => {
    expect(narrowPageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  /** The entries each row shows: CSS hides the other row's (data-row) at each width. */
  const rows = () => {
    const entries = [
      ...screen.getByRole('navigation', { name: 'Pagination' }).querySelectorAll('li'),
    ];
    const shown = (row: string) =>
      entries
        .filter((li) => (li.dataset.row ?? row) === row)
        .map((li) => li.textContent)
        .join(' ');
    return { wide: shown('wide'), narrow: shown('narrow') };
  };

  it.each([
    [10, '‹Previous 1 … 9 10 11 … 20 ›Next', '‹Previous 1 … 10 … 20 ›Next'],
    [3, '‹Previous 1 2 3 4 5 … 20 ›Next', '‹Previous 1 … 3 … 20 ›Next'],
    [20, '‹Previous 1 … 16 17 18 19 20 ›Next', '‹Previous 1 … 20 ›Next'],
  ])('on page %p of 20 the wide row is %p and the narrow one %p', (current, wide, narrow) => {
    render(<Pagination currentPage={current} totalPages={20} onPageChange={jest.fn()} />);
    expect(rows()).toEqual({ wide, narrow });
  });

  it('hides the wide row on a phone and the narrow one on wider screens, keeping the names', () => {
    render(<Pagination currentPage={10} totalPages={20} onPageChange={jest.fn()} />);
    const list = screen.getByRole('list');
    expect(cssFor(list, '(max-width: 479px)')).toContain('>[data-row="wide"]{display:none;}');
    expect(cssFor(list, '(min-width: 480px)')).toContain('>[data-row="narrow"]{display:none;}');
    // The words are only hidden from sight: the buttons keep their names.
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveTextContent('‹Previous');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveTextContent('›Next');
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(
      <Pagination currentPage={1} totalPages={1} onPageChange={jest.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('numbers the pages and marks the current one with aria-current="page"', () => {
    render(<Pagination currentPage={2} totalPages={3} onPageChange={jest.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const current = within(nav).getByRole('button', { name: 'Page 2' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveTextContent('2');
    for (const other of ['Page 1', 'Page 3']) {
      expect(within(nav).getByRole('button', { name: other })).not.toHaveAttribute('aria-current');
    }
  });

  it('asks for the page clicked, and for the neighbours with Previous and Next', async () => {
    const onPageChange = jest.fn();
    render(<Pagination currentPage={2} totalPages={3} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it('does nothing for the page already shown', async () => {
    const onPageChange = jest.fn();
    render(<Pagination currentPage={2} totalPages={3} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(
      <Pagination currentPage={1} totalPages={2} onPageChange={jest.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination currentPage={2} totalPages={2} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('is reachable from the keyboard', async () => {
    const onPageChange = jest.fn();
    render(<Pagination currentPage={1} totalPages={3} onPageChange={onPageChange} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
