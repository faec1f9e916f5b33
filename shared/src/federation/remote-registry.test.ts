jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

type Runtime = typeof import('@module-federation/enhanced/runtime');
type Registry = typeof import('./remote-registry');

const REMOTES_JSON = {
  remote_search: '/remotes/remote-search/mf-manifest.json',
  remote_content: 'http://localhost:3005/mf-manifest.json',
};

let runtime: jest.Mocked<Runtime>;
let registry: Registry;
let fetchMock: jest.Mock;
const realFetch = globalThis.fetch;

function answer(body: unknown, status = 200) {
  return { ok: status >= 200 && status < 300, status, json: async () => body };
}

function HomePage() {
  return null;
}

beforeEach(async () => {
  // remote-registry keeps /remotes.json in module state: every test gets a fresh module.
  jest.resetModules();
  runtime = jest.requireMock<jest.Mocked<Runtime>>('@module-federation/enhanced/runtime');
  registry = await import('./remote-registry');
  fetchMock = jest.fn(async () => answer(REMOTES_JSON));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/faq');
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('initRemoteRegistry', () => {
  it('fetches /remotes.json without the HTTP cache', async () => {
    await registry.initRemoteRegistry();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });

  it('registers every listed remote with an absolute entry URL', async () => {
    await registry.initRemoteRegistry();
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'remote_search', entry: 'http://localhost/remotes/remote-search/mf-manifest.json' },
      { name: 'remote_content', entry: 'http://localhost:3005/mf-manifest.json' },
    ]);
    for (const [remotes] of runtime.registerRemotes.mock.calls) {
      for (const remote of remotes) {
        expect('entry' in remote && remote.entry).toBe(
          new URL(REMOTES_JSON[remote.name as keyof typeof REMOTES_JSON], window.location.href)
            .href,
        );
      }
    }
  });

  it('reads /remotes.json once per page load', async () => {
    await Promise.all([registry.initRemoteRegistry(), registry.initRemoteRegistry()]);
    await registry.initRemoteRegistry();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('rejects when /remotes.json fails and fetches again on the next call', async () => {
    fetchMock.mockResolvedValueOnce(answer({}, 503));
    await expect(registry.initRemoteRegistry()).rejects.toThrow('/remotes.json answered 503');
    expect(runtime.registerRemotes).not.toHaveBeenCalled();

    await expect(registry.initRemoteRegistry()).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('reports a bad entry and registers the others: that remote alone is unavailable', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(
      answer({ remote_search: REMOTES_JSON.remote_search, remote_content: 42, remote_account: '' }),
    );
    try {
      await registry.initRemoteRegistry();
      expect(runtime.registerRemotes).toHaveBeenCalledWith([
        { name: 'remote_search', entry: 'http://localhost/remotes/remote-search/mf-manifest.json' },
      ]);
      expect(error.mock.calls.map(([message]) => message)).toEqual([
        '/remotes.json: no usable URL for remote_content',
        '/remotes.json: no usable URL for remote_account',
      ]);
      const failure = registry.loadRemoteComponent('remote_content', 'faq-page');
      await expect(failure).rejects.toBeInstanceOf(registry.RemoteUnavailableError);
      expect(runtime.loadRemote).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });

  it.each([
    ['a list', [REMOTES_JSON.remote_search]],
    ['a string', REMOTES_JSON.remote_search],
    ['null', null],
  ])('rejects a /remotes.json that is %s, and registers nothing', async (_, body) => {
    fetchMock.mockResolvedValueOnce(answer(body));
    await expect(registry.initRemoteRegistry()).rejects.toThrow('/remotes.json is not an object');
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
  });

  it('rejects on a network error and fetches again on the next call', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(registry.initRemoteRegistry()).rejects.toThrow('Failed to fetch');
    await registry.initRemoteRegistry();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('loadRemoteComponent', () => {
  it('loads <remote>/<module> and gives the page module', async () => {
    const module = { default: HomePage };
    runtime.loadRemote.mockResolvedValueOnce(module);
    await expect(registry.loadRemoteComponent('remote_search', 'home-page')).resolves.toBe(module);
    expect(runtime.loadRemote).toHaveBeenCalledWith('remote_search/home-page');
    // Not a retry: the remote is not registered again.
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('throws RemoteUnavailableError when /remotes.json cannot be read', async () => {
    fetchMock.mockResolvedValueOnce(answer({}, 500));
    const failure = registry.loadRemoteComponent('remote_search', 'home-page');
    await expect(failure).rejects.toBeInstanceOf(registry.RemoteUnavailableError);
    await expect(failure).rejects.toMatchObject({
      name: 'RemoteUnavailableError',
      remote: 'remote_search',
    });
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('throws RemoteUnavailableError when the remote is not listed in /remotes.json', async () => {
    const failure = registry.loadRemoteComponent('remote_account', 'sign-in-page');
    await expect(failure).rejects.toBeInstanceOf(registry.RemoteUnavailableError);
    await expect(failure).rejects.toThrow('remote_account is unavailable');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('throws RemoteUnavailableError when loadRemote resolves undefined', async () => {
    runtime.loadRemote.mockResolvedValueOnce(undefined);
    await expect(registry.loadRemoteComponent('remote_search', 'home-page')).rejects.toBeInstanceOf(
      registry.RemoteUnavailableError,
    );
  });

  it('accepts a memo page, which is an object rather than a function', async () => {
    const { memo } = await import('react');
    const page = { default: memo(() => null) };
    runtime.loadRemote.mockResolvedValueOnce(page);
    await expect(registry.loadRemoteComponent('remote_search', 'home-page')).resolves.toBe(page);
  });

  it('throws RemoteUnavailableError when loadRemote rejects (entry or chunk failed)', async () => {
    const cause = new Error('ScriptExternalLoadError');
    runtime.loadRemote.mockRejectedValueOnce(cause);
    const failure = registry.loadRemoteComponent('remote_search', 'offers');
    await expect(failure).rejects.toBeInstanceOf(registry.RemoteUnavailableError);
    const error = (await failure.catch((e: unknown) => e)) as Error & { remote: string };
    expect(error.remote).toBe('remote_search');
    expect(error.cause).toBe(cause);
  });

  it('throws RemoteUnavailableError when the module has no component as default', async () => {
    runtime.loadRemote.mockResolvedValueOnce({ default: 'not a component' });
    await expect(registry.loadRemoteComponent('remote_search', 'home-page')).rejects.toBeInstanceOf(
      registry.RemoteUnavailableError,
    );
  });

  it('retry re-registers the remote with force before loading it', async () => {
    runtime.loadRemote.mockResolvedValue({ default: HomePage });
    await registry.loadRemoteComponent('remote_search', 'home-page', true);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'remote_search', entry: 'http://localhost/remotes/remote-search/mf-manifest.json' }],
      { force: true },
    );
    const forceCall = runtime.registerRemotes.mock.invocationCallOrder.at(-1) ?? Infinity;
    expect(forceCall).toBeLessThan(runtime.loadRemote.mock.invocationCallOrder[0] ?? -Infinity);
  });

  it('RemoteUnavailableError names the remote and keeps the cause', () => {
    const cause = new Error('boom');
    const error = new registry.RemoteUnavailableError('remote_checkout', cause);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('RemoteUnavailableError');
    expect(error.message).toBe('remote_checkout is unavailable');
    expect(error.remote).toBe('remote_checkout');
    expect(error.cause).toBe(cause);
  });
});
