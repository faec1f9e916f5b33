import { act, render, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'shared/router';
import { MemoryRouter } from 'shared/testing/router';
import { useRedirectAfter } from './use-redirect-after';

function Redirecting({ to }: { to: string | null }) {
  useRedirectAfter(to);
  return <h1>Waiting</h1>;
}

function renderAt(to: string | null) {
  return render(
    <MemoryRouter initialEntries={['/start']}>
      <Routes>
        <Route path="/start" element={<Redirecting to={to} />} />
        <Route path="/sign-in" element={<h1>Sign in</h1>} />
        <Route path="/elsewhere" element={<h1>Elsewhere</h1>} />
      </Routes>
      <Link to="/elsewhere">Leave</Link>
    </MemoryRouter>,
  );
}

const tick = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useRedirectAfter (spec section 9: 3000 ms)', () => {
  it('goes there after 3 s, not before', async () => {
    renderAt('/sign-in');
    await tick(2999);
    expect(screen.getByRole('heading', { name: 'Waiting' })).toBeInTheDocument();
    await tick(1);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('does nothing without a target', async () => {
    renderAt(null);
    await tick(10_000);
    expect(screen.getByRole('heading', { name: 'Waiting' })).toBeInTheDocument();
  });

  it('is cancelled when the component goes first', async () => {
    renderAt('/sign-in');
    await tick(1000);
    act(() => screen.getByRole('link', { name: 'Leave' }).click());
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    await tick(5000);
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });
});
