import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route, Routes, useNavigate } from 'shared/router';
import { BackButton, MemoryRouter } from 'shared/testing/router';
import { useScrollMemory } from './use-scroll-memory';

function Results({ ready }: { ready: boolean }) {
  const leave = useScrollMemory(ready);
  const navigate = useNavigate();
  // As paging does: scroll to the top of the list, before the router commits.
  const pressNext = () => {
    leave();
    scrollWindowTo(180);
  };
  return (
    <>
      <h1>Results</h1>
      <button
        type="button"
        onClick={() => {
          pressNext();
          void navigate('/results?page=2');
        }}
      >
        Next page
      </button>
      <button
        type="button"
        onClick={() => {
          pressNext();
          pressNext();
          void navigate('/results?page=2');
        }}
      >
        Next page, pressed twice
      </button>
    </>
  );
}

function Site() {
  const navigate = useNavigate();
  const [ready, setReady] = useState(true);
  return (
    <>
      <Routes>
        <Route path="/results" element={<Results ready={ready} />} />
        <Route path="/restaurant" element={<h1>Restaurant</h1>} />
      </Routes>
      <button type="button" onClick={() => void navigate('/restaurant')}>
        Open a restaurant
      </button>
      <button type="button" onClick={() => void navigate('/results')}>
        Search again
      </button>
      <BackButton />
      <button type="button" onClick={() => setReady((r) => !r)}>
        {ready ? 'Reload the results' : 'Results arrive'}
      </button>
    </>
  );
}

// The memory outlives a render, as it outlives a page in the browser: each test has its own
// history entries.
let visit = 0;
function renderSite() {
  visit += 1;
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/results', key: `visit-${visit}` }]}>
      <Site />
    </MemoryRouter>,
  );
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  scrollTo.mockRestore();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('useScrollMemory', () => {
  it('puts the diner back where they were when Back returns to the results', async () => {
    const user = userEvent.setup();
    renderSite();
    scrollWindowTo(640);
    await user.click(screen.getByRole('button', { name: 'Open a restaurant' }));
    expect(screen.getByRole('heading', { name: 'Restaurant' })).toBeInTheDocument();
    // The shorter page the diner opened scrolls the window up: not where they were.
    scrollWindowTo(120);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('Back from a page of results the diner paged to returns to where they pressed it', async () => {
    const user = userEvent.setup();
    renderSite();
    scrollWindowTo(1400);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    scrollWindowTo(300);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1400);
  });

  it('a second press before the next page comes keeps where the first was pressed', async () => {
    const user = userEvent.setup();
    renderSite();
    scrollWindowTo(1400);
    await user.click(screen.getByRole('button', { name: 'Next page, pressed twice' }));
    scrollWindowTo(300);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1400);
  });

  it('does not move a new visit to the results, which opens at its top', async () => {
    const user = userEvent.setup();
    renderSite();
    scrollWindowTo(640);
    await user.click(screen.getByRole('button', { name: 'Open a restaurant' }));
    await user.click(screen.getByRole('button', { name: 'Search again' }));
    expect(screen.getByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('waits for the results before scrolling to them', async () => {
    const user = userEvent.setup();
    renderSite();
    scrollWindowTo(640);
    await user.click(screen.getByRole('button', { name: 'Open a restaurant' }));
    await user.click(screen.getByRole('button', { name: 'Reload the results' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Results arrive' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
