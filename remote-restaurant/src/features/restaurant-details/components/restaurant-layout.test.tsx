import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RestaurantLayout } from './restaurant-layout';

describe('RestaurantLayout', () => {
  it('puts the booking panel in an aside named "Book a table", after the details', () => {
    render(
      <RestaurantLayout
        header={<h1>Saigon Kitchen</h1>}
        bookingPanel={<button>Reserve now</button>}
      >
        <p>Details</p>
      </RestaurantLayout>,
    );
    const aside = screen.getByRole('complementary', { name: 'Book a table' });
    expect(aside).toContainElement(screen.getByRole('button', { name: 'Reserve now' }));
    // Source order is the small-screen order: the panel comes below the details.
    const details = screen.getByText('Details');
    expect(details.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(aside).not.toContainElement(details);
  });

  it('keeps the empty place for the panel when none is given', () => {
    render(
      <RestaurantLayout header={<h1>Saigon Kitchen</h1>}>
        <p>Details</p>
      </RestaurantLayout>,
    );
    expect(screen.getByRole('complementary', { name: 'Book a table' })).toBeEmptyDOMElement();
    expect(screen.getByRole('heading', { level: 1, name: 'Saigon Kitchen' })).toBeInTheDocument();
  });

  it('keeps the empty place without a Book a table bar when no panel is given', () => {
    render(
      <RestaurantLayout header={<h1>Saigon Kitchen</h1>}>
        <p>Details</p>
      </RestaurantLayout>,
    );
    expect(screen.queryByRole('button', { name: 'Book a table', hidden: true })).toBeNull();
  });

  describe("the phone's Book a table bar", () => {
    let seen: (visible: boolean) => void = () => undefined;
    const scrollIntoView = jest.fn();
    const { scrollIntoView: ownScroll } = Element.prototype;
    const { IntersectionObserver: ownObserver } = window;
    afterEach(() => {
      Element.prototype.scrollIntoView = ownScroll;
      window.IntersectionObserver = ownObserver;
    });
    beforeEach(() => {
      scrollIntoView.mockClear();
      Element.prototype.scrollIntoView = scrollIntoView;
      // jsdom has no IntersectionObserver: this one reports what the test says is on screen.
      window.IntersectionObserver = jest.fn((report: IntersectionObserverCallback) => {
        seen = (visible) =>
          report([{ isIntersecting: visible } as IntersectionObserverEntry], {} as never);
        return { observe: jest.fn(), disconnect: jest.fn() };
      }) as unknown as typeof IntersectionObserver;
    });

    // Shown below the side panel's width only: jsdom applies no media query, so it is found
    // among hidden elements.
    const bar = () => screen.getByRole('button', { name: 'Book a table', hidden: true });
    const renderPage = () =>
      render(
        <RestaurantLayout
          header={<h1>Saigon Kitchen</h1>}
          bookingPanel={<button>Reserve now</button>}
        >
          <p>Details</p>
        </RestaurantLayout>,
      );

    it('brings the panel into view and gives it the focus', async () => {
      renderPage();
      await userEvent.click(bar());
      const aside = screen.getByRole('complementary', { name: 'Book a table' });
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toBe(aside);
      expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
      expect(aside).toHaveFocus();
    });

    it('steps aside while the panel is on screen', () => {
      renderPage();
      const strip = bar().parentElement!;
      expect(strip).toHaveStyle({ visibility: 'visible' });
      act(() => seen(true));
      expect(strip).toHaveStyle({ visibility: 'hidden' });
      act(() => seen(false));
      expect(strip).toHaveStyle({ visibility: 'visible' });
    });
  });
});
