import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';

export interface Loading {
  status: 'loading';
}

/** The answer the server sent with the page (ADR 0031) and how to mark it used. */
export interface SentView<V> {
  view: V;
  /** Forgets it (a later visit asks afresh) and tells whoever keeps it, such as the store. */
  take: () => void;
}

export interface QueryOptions<V> {
  /** What is asked: a new key asks again and drops the answer for the old one. null: nothing. */
  key: string | null;
  /** Asks the server and resolves with the view to show; `signal` aborts it. */
  load: (signal: AbortSignal) => Promise<V>;
  /** Undoes what `load` started (a store's loading flag) when the page leaves it unsettled. */
  abandoned?: () => void;
  /** The view for a failed request; `kept` is the view shown while it was out, if any. */
  failed: (error: unknown, kept: V | undefined) => V;
  /** The page's first answer, read once at mount: when present, the first key is not asked. */
  sent?: () => SentView<V> | undefined;
  /**
   * A view kept from earlier (within the cache time) for `key`, shown while its first request
   * is out. Pass a function defined once (at module level): a new one asks it again.
   */
  kept?: (key: string) => V | undefined;
  /** No request while true; what is already shown stays. */
  paused?: boolean;
  /** Answers are drawn as a transition: a heavy page React time-slices on a phone. */
  transition?: boolean;
}

interface Snapshot<V> {
  key: string;
  view: V;
}

/**
 * One request per key, aborted when the key changes or the page goes, so a slow answer for
 * an old choice never overwrites the current one; `retry()` asks the same key again and
 * `update()` changes the shown answer where a refetch would only repeat what the page knows.
 */
export function useQuery<V>(options: QueryOptions<V>) {
  const { key, paused = false } = options;
  const [attempt, setAttempt] = useState(0);
  const requestKey = key === null ? null : `${key}#${attempt}`;
  const [sent] = useState(() => {
    const answer = requestKey === null ? undefined : options.sent?.();
    return answer && { key: requestKey as string, ...answer };
  });
  const [snapshot, setSnapshot] = useState<Snapshot<V> | null>(sent ?? null);
  const sentPending = useRef(sent !== undefined);
  // Decided once per request: asked on each render, a kept answer passing its cache time
  // while the request is out would swap the page for its skeleton.
  const { kept } = options;
  const keptView = useMemo(
    () => (attempt === 0 && key !== null ? kept?.(key) : undefined),
    [key, attempt, kept],
  );
  // The effect reads the options of the render that committed its key.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (requestKey === null || paused) return undefined;
    if (sentPending.current && sent) {
      sentPending.current = false;
      sent.take();
      if (sent.key === requestKey) return undefined;
    }
    const { load, failed, transition, abandoned } = latest.current;
    const controller = new AbortController();
    let settled = false;
    const show = (view: V, smooth: boolean) => {
      if (controller.signal.aborted) return;
      settled = true;
      const set = () => setSnapshot({ key: requestKey, view });
      if (smooth) startTransition(set);
      else set();
    };
    load(controller.signal).then(
      (view) => show(view, transition === true),
      (error: unknown) => {
        if (!controller.signal.aborted) show(failed(error, keptView), false);
      },
    );
    return () => {
      controller.abort();
      if (!settled) abandoned?.();
    };
  }, [requestKey, paused, sent, keptView]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (view: V) => V) => setSnapshot((s) => s && { ...s, view: change(s.view) }),
    [],
  );

  const own = snapshot !== null && snapshot.key === requestKey;
  const loading: Loading = { status: 'loading' };
  const view: V | Loading = own ? snapshot.view : (keptView ?? loading);
  return { view, retry, update, own };
}
