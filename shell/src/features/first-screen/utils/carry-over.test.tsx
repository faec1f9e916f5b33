import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTransition, useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { EARLY_PRESS_GLOBAL } from 'shared/prerender/page-data-element';
import { AfterFirstCommit } from '../components/after-first-commit';
import { watchFirstScreen } from './carry-over';

// The page as the server prerendered it: the same controls the app renders below.
const PRERENDERED = `
  <form role="search" aria-label="Find a restaurant">
    <input type="search" aria-label="Restaurant name or postcode" value="" />
    <select aria-label="Party size"><option value="2" selected>2</option><option value="4">4</option></select>
    <input type="checkbox" aria-label="Outdoor seating" />
    <button type="submit">Find</button>
  </form>`;

function SearchPage({
  onSearch,
  storedCuisine = false,
}: {
  onSearch: (query: string) => void;
  /** A control the server's HTML did not have (the diner's stored cuisine list). */
  storedCuisine?: boolean;
}) {
  const [query, setQuery] = useState('');
  // As shared/search/search-form does: mirror the stored query once mounted.
  useEffect(() => setQuery(''), []);
  const [party, setParty] = useState('2');
  const [outdoor, setOutdoor] = useState(false);
  return (
    <form
      role="search"
      aria-label="Find a restaurant"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(`${query}|${party}|${outdoor}`);
      }}
    >
      <input
        type="search"
        aria-label="Restaurant name or postcode"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {storedCuisine && <input type="checkbox" aria-label="Indian" />}
      <select
        aria-label="Party size"
        value={party}
        onChange={(event) => setParty(event.target.value)}
      >
        <option value="2">2</option>
        <option value="4">4</option>
      </select>
      <input
        type="checkbox"
        aria-label="Outdoor seating"
        checked={outdoor}
        onChange={(event) => setOutdoor(event.target.checked)}
      />
      <button type="submit">Find</button>
      <output>{`${query}|${party}|${outdoor}`}</output>
    </form>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  container = document.createElement('div');
  container.innerHTML = PRERENDERED;
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

async function takeOver(onSearch = jest.fn(), storedCuisine = false) {
  const firstScreen = watchFirstScreen(container);
  return {
    firstScreen,
    onSearch,
    start: () =>
      act(() => {
        root = createRoot(container);
        startTransition(() =>
          root!.render(
            <>
              <SearchPage onSearch={onSearch} storedCuisine={storedCuisine} />
              <AfterFirstCommit run={firstScreen.carryOver} />
            </>,
          ),
        );
      }),
  };
}

describe('watchFirstScreen', () => {
  it('carries what the diner typed, chose and ticked into the app, which sees it as input', async () => {
    const user = userEvent.setup();
    const { start } = await takeOver();
    await user.type(screen.getByRole('searchbox'), 'Dishoom');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Party size' }), '4');
    await user.click(screen.getByRole('checkbox', { name: 'Outdoor seating' }));

    await start();

    // The app's own state holds the values (its output renders them), not just the DOM.
    expect(screen.getByRole('status')).toHaveTextContent('Dishoom|4|true');
    expect(screen.getByRole('searchbox')).toHaveValue('Dishoom');
  });

  it('keeps the focus, and the caret, in the field the diner was typing in', async () => {
    const user = userEvent.setup();
    const { start } = await takeOver();
    await user.type(screen.getByRole('searchbox'), 'Padella');
    const before = screen.getByRole('searchbox') as HTMLInputElement;
    before.setSelectionRange(3, 3);

    await start();

    const after = screen.getByRole('searchbox') as HTMLInputElement;
    expect(after).not.toBe(before);
    await waitFor(() => expect(after).toHaveFocus());
    expect(after.selectionStart).toBe(3);
    await user.keyboard('X');
    expect(after).toHaveValue('PadXella');
  });

  it('holds a submit made before the app was ready and makes it through the app', async () => {
    const user = userEvent.setup();
    const { start, onSearch } = await takeOver();
    await user.type(screen.getByRole('searchbox'), 'Hoppers{Enter}');
    // Not sent natively: that would reload the page with the query in the URL.
    expect(onSearch).not.toHaveBeenCalled();

    await start();

    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch).toHaveBeenCalledWith('Hoppers|2|false');
  });

  it('leaves untouched fields as the app renders them', async () => {
    const { start } = await takeOver();
    await start();
    expect(screen.getByRole('status')).toHaveTextContent('|2|false');
    expect(screen.getByRole('searchbox')).not.toHaveFocus();
  });

  it('pairs controls by kind: one the app adds does not shift the others', async () => {
    const user = userEvent.setup();
    const { start } = await takeOver(jest.fn(), true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Party size' }), '4');
    await user.click(screen.getByRole('checkbox', { name: 'Outdoor seating' }));

    await start();

    expect(screen.getByRole('status')).toHaveTextContent('|4|true');
    expect(screen.getByRole('checkbox', { name: 'Indian' })).not.toBeChecked();
  });
});

describe('watchFirstScreen: a button pressed before the app was there', () => {
  // Home's cuisine row as the server sends it: buttons that do nothing until the app runs.
  const ROW = `
    <div role="group" aria-label="Cuisines">
      <button type="button" aria-pressed="true">Indian</button>
      <button type="button" aria-pressed="false">Thai</button>
    </div>
    <button type="button">More</button><button type="button">More</button>`;

  function CuisineRow({ names = ['Indian', 'Thai'] }: { names?: string[] }) {
    const [chosen, setChosen] = useState('Indian');
    const [more, setMore] = useState<number[]>([]);
    return (
      <>
        <div role="group" aria-label="Cuisines">
          {names.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={chosen === name}
              onClick={() => setChosen(name)}
            >
              {name}
            </button>
          ))}
        </div>
        {[0, 1].map((index) => (
          <button key={index} type="button" onClick={() => setMore((m) => [...m, index])}>
            More
          </button>
        ))}
        <output>{`${chosen}|${more.join(',')}`}</output>
      </>
    );
  }

  async function startWith(app: React.ReactElement) {
    container.innerHTML = ROW;
    const firstScreen = watchFirstScreen(container);
    return () =>
      act(() => {
        root = createRoot(container);
        startTransition(() =>
          root!.render(
            <>
              {app}
              <AfterFirstCommit run={firstScreen.carryOver} />
            </>,
          ),
        );
      });
  }

  it('is pressed again on the app’s page, and keeps the focus', async () => {
    const user = userEvent.setup();
    const start = await startWith(<CuisineRow />);
    await user.click(screen.getByRole('button', { name: 'Thai' }));
    await start();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Thai|'));
    expect(screen.getByRole('button', { name: 'Thai' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Thai' })).toHaveFocus();
  });

  it('is pressed again when it was pressed before this script ran, as the loader kept it', async () => {
    // The server's Thai button, handed over by the inline loader (ADR 0024).
    const handOver = jest.fn(() => screen.getByRole('button', { name: 'Thai' }));
    Object.assign(window, { [EARLY_PRESS_GLOBAL]: handOver });
    try {
      const start = await startWith(<CuisineRow />);
      expect(handOver).toHaveBeenCalledTimes(1);
      await start();
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Thai|'));
    } finally {
      delete (window as unknown as Record<string, unknown>)[EARLY_PRESS_GLOBAL];
    }
  });

  it('is told apart by its name and its place among those of that name; only the last counts', async () => {
    const user = userEvent.setup();
    const start = await startWith(<CuisineRow />);
    await user.click(screen.getByRole('button', { name: 'Thai' }));
    await user.click(screen.getAllByRole('button', { name: 'More' })[1]!);
    await start();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Indian|1'));
  });

  it('is not pressed when the app’s page has no such button, nor without a press', async () => {
    const user = userEvent.setup();
    const start = await startWith(<CuisineRow names={['Indian']} />);
    await user.click(screen.getByRole('button', { name: 'Thai' }));
    await start();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByRole('status')).toHaveTextContent('Indian|');
  });
});

it('a press on the search button is the form’s submit, made once', async () => {
  const user = userEvent.setup();
  const { start, onSearch } = await takeOver();
  await user.type(screen.getByRole('searchbox'), 'Hoppers');
  await user.click(screen.getByRole('button', { name: 'Find' }));
  await start();
  await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(onSearch).toHaveBeenCalledTimes(1);
});
