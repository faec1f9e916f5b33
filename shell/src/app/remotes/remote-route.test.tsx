import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTransition, useState } from 'react';
import { loadRemoteComponent, RemoteUnavailableError } from 'shared/federation/remote-registry';
import { preloadPage } from './loaded-pages';
import { RemoteRoute } from './remote-route';
import { RemoteUnavailablePanel } from './remote-unavailable-panel';

jest.mock('shared/federation/remote-registry', () => {
  class MockRemoteUnavailableError extends Error {
    constructor(readonly remote: string) {
      super(`${remote} is unavailable`);
    }
  }
  return { loadRemoteComponent: jest.fn(), RemoteUnavailableError: MockRemoteUnavailableError };
});

const load = jest.mocked(loadRemoteComponent);

function FaqPage() {
  return <h1>Frequently asked questions</h1>;
}

// The quiet retry waits 400 ms; give findBy room for it on a busy machine.
const AFTER_RETRY = { timeout: 3000 };

const unavailable = () => new RemoteUnavailableError('remote_content');

beforeEach(() => {
  load.mockReset();
  // A failed page is reported: the boundary warns and React logs the error it caught.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('RemoteRoute', () => {
  it('renders a page whose module already arrived at once, without the loading skeleton', async () => {
    // A module no other test loads: loaded pages are kept for the page's lifetime.
    load.mockResolvedValueOnce({ default: FaqPage });
    await preloadPage('remote_content', 'about-us-page');
    render(<RemoteRoute remote="remote_content" module="about-us-page" />);
    // In the very first render: a prerendered page is replaced by itself, never a skeleton.
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a loading skeleton, then the page the remote gives', async () => {
    let resolve: (m: { default: typeof FaqPage }) => void = () => undefined;
    load.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    render(<RemoteRoute remote="remote_content" module="faq-page" />);

    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    await act(async () => resolve({ default: FaqPage }));

    expect(
      await screen.findByRole('heading', { name: 'Frequently asked questions' }, AFTER_RETRY),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('remote_content', 'faq-page', false);
  });

  it('tries once more, quietly and forced, before giving up', async () => {
    load.mockRejectedValueOnce(unavailable()).mockResolvedValueOnce({ default: FaqPage });
    render(<RemoteRoute remote="remote_content" module="faq-page" />);

    expect(
      await screen.findByRole('heading', { name: 'Frequently asked questions' }, AFTER_RETRY),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load.mock.calls).toEqual([
      ['remote_content', 'faq-page', false],
      ['remote_content', 'faq-page', true],
    ]);
  });

  it('waits 400 ms before the second attempt', async () => {
    jest.useFakeTimers();
    load.mockRejectedValueOnce(unavailable()).mockResolvedValueOnce({ default: FaqPage });
    render(<RemoteRoute remote="remote_content" module="faq-page" />);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(399);
    });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
  });

  it('treats the runtime fallback page as a failed first attempt', async () => {
    load
      .mockResolvedValueOnce({ default: RemoteUnavailablePanel })
      .mockResolvedValueOnce({ default: FaqPage });
    render(<RemoteRoute remote="remote_content" module="faq-page" />);
    expect(
      await screen.findByRole('heading', { name: 'Frequently asked questions' }, AFTER_RETRY),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the unavailable panel when loading fails twice, and Try again loads the page', async () => {
    const user = userEvent.setup();
    load.mockRejectedValueOnce(unavailable()).mockRejectedValueOnce(unavailable());
    render(<RemoteRoute remote="remote_content" module="faq-page" />);

    const panel = await screen.findByRole('alert', {}, AFTER_RETRY);
    expect(panel).toHaveAccessibleName('This part of the site is unavailable');
    expect(
      screen.getByRole('heading', { name: 'This part of the site is unavailable' }),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(console.warn).toHaveBeenCalledWith(
      '[shell] a remote page failed',
      expect.any(RemoteUnavailableError),
    );

    load.mockResolvedValueOnce({ default: FaqPage });
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(
      await screen.findByRole('heading', { name: 'Frequently asked questions' }, AFTER_RETRY),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // A retry from the panel re-registers the remote (forced) from the first attempt.
    expect(load).toHaveBeenNthCalledWith(3, 'remote_content', 'faq-page', true);
  });

  it('shows the fallback page of the runtime when both attempts give it, and Try again recovers', async () => {
    const user = userEvent.setup();
    load.mockResolvedValue({ default: RemoteUnavailablePanel });
    render(<RemoteRoute remote="remote_content" module="faq-page" />);

    expect(await screen.findByRole('alert', {}, AFTER_RETRY)).toHaveTextContent(
      'This part of the site is unavailable',
    );
    expect(load).toHaveBeenCalledTimes(2);

    load.mockResolvedValue({ default: FaqPage });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Frequently asked questions' }, AFTER_RETRY),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('isolates a page that throws while rendering behind the unavailable panel', async () => {
    const user = userEvent.setup();
    let broken = true;
    function FlakyPage() {
      if (broken) throw new Error('render failed');
      return <h1>Recovered page</h1>;
    }
    load.mockResolvedValue({ default: FlakyPage });
    render(<RemoteRoute remote="remote_content" module="faq-page" />);

    expect(await screen.findByRole('alert', {}, AFTER_RETRY)).toHaveTextContent(
      'This part of the site is unavailable',
    );
    expect(console.warn).toHaveBeenCalledWith('[shell] a remote page failed', expect.any(Error));

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Recovered page' }, AFTER_RETRY),
    ).toBeInTheDocument();
  });

  it('shows the next page when a link (a transition) moves the route to a page still loading', async () => {
    function AboutPage() {
      return <h1>About TableHop</h1>;
    }
    load.mockImplementation(async (_remote, module) => ({
      default: module === 'about-page-by-link' ? AboutPage : FaqPage,
    }));
    await preloadPage('remote_content', 'faq-page-by-link');
    function Router() {
      const [module, setModule] = useState('faq-page-by-link');
      return (
        <>
          <button
            type="button"
            onClick={() => startTransition(() => setModule('about-page-by-link'))}
          >
            About
          </button>
          <RemoteRoute remote="remote_content" module={module} />
        </>
      );
    }
    render(<Router />);
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'About' }));
    // The page it leaves stays until the next one is there (a transition), then gives way.
    expect(
      await screen.findByRole('heading', { name: 'About TableHop' }, AFTER_RETRY),
    ).toBeVisible();
  });

  describe('moving between pages (the router renders every page in one RemoteRoute)', () => {
    function AboutPage() {
      return <h1>About TableHop</h1>;
    }
    function TermsPage() {
      return <h1>Terms</h1>;
    }
    let go: (module: string) => void = () => {};
    function Router({ first }: { first: string }) {
      const [module, setModule] = useState(first);
      go = (next) => startTransition(() => setModule(next));
      return <RemoteRoute remote="remote_content" module={module} />;
    }
    const callsFor = (module: string) => load.mock.calls.filter(([, m]) => m === module).length;

    it('a page retried once does not stop the next link from rendering its page', async () => {
      const user = userEvent.setup();
      load.mockImplementation(async (_remote, module) => {
        if (module === 'faq-retried' && callsFor('faq-retried') <= 2) throw unavailable();
        return { default: module === 'about-after-retry' ? AboutPage : FaqPage };
      });
      render(<Router first="faq-retried" />);
      await screen.findByRole('alert', {}, AFTER_RETRY);
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await screen.findByRole('heading', { name: 'Frequently asked questions' }, AFTER_RETRY);

      act(() => go('about-after-retry'));
      expect(
        await screen.findByRole('heading', { name: 'About TableHop' }, AFTER_RETRY),
      ).toBeVisible();
      // Loaded as a first visit (not forced), and once.
      expect(load.mock.calls.filter(([, m]) => m === 'about-after-retry')).toEqual([
        ['remote_content', 'about-after-retry', false],
      ]);
    });

    it('a page that failed does not keep the next page behind its panel', async () => {
      load.mockImplementation(async (_remote, module) => {
        if (module === 'faq-down') throw unavailable();
        return { default: AboutPage };
      });
      render(<Router first="faq-down" />);
      await screen.findByRole('alert', {}, AFTER_RETRY);
      act(() => go('about-after-failure'));
      expect(
        await screen.findByRole('heading', { name: 'About TableHop' }, AFTER_RETRY),
      ).toBeVisible();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('a page left before it failed is loaded afresh on the next visit', async () => {
      let down = true;
      let failAbout: () => void = () => {};
      load.mockImplementation((_remote, module) => {
        if (module === 'terms-between') return Promise.resolve({ default: TermsPage });
        if (!down) return Promise.resolve({ default: AboutPage });
        return new Promise((_, reject) => {
          failAbout = () => reject(unavailable());
        });
      });
      render(<Router first="terms-between" />);
      await screen.findByRole('heading', { name: 'Terms' });
      act(() => go('about-left'));
      // The diner follows another link before the remote answers; then it fails twice.
      act(() => go('terms-between'));
      await act(async () => failAbout());
      await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
      await act(async () => failAbout());
      expect(callsFor('about-left')).toBe(2);
      // The remote is back a while later: the next visit asks again instead of showing the panel.
      down = false;
      await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
      act(() => go('about-left'));
      expect(
        await screen.findByRole('heading', { name: 'About TableHop' }, AFTER_RETRY),
      ).toBeVisible();
      expect(callsFor('about-left')).toBe(3);
    });
  });
});
