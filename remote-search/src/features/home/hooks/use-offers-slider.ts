import { startTransition, useCallback, useEffect, useState } from 'react';
import type Slider from 'react-slick';
import { whenIdle } from '../../../lib/when-idle';

export type SliderComponent = typeof Slider;

let loaded: SliderComponent | null = null;
let loading: Promise<SliderComponent> | null = null;

/**
 * Fetches react-slick (a chunk of its own) once per page. Resolves with the slider; a failed
 * fetch is forgotten, so the next call tries again.
 */
export function loadOffersSlider(): Promise<SliderComponent> {
  loading ??= import(/* webpackChunkName: "offers-slider" */ 'react-slick').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The offers' slider, once loaded. Until then (the page's first render, and its prerendered
 * HTML) the carousel shows its first frame: mounting react-slick measures the page and renders
 * it again at once, one of the longest tasks of the home page on a phone. It is fetched at
 * once through `loadNow` (the diner used a control); otherwise `loadAfterMs` after the
 * carousel appeared, when that is given (shortly before its first turn is due: until then the
 * first frame shows all there is to see, and the page's start-up has the main thread to
 * itself), or when the page is idle.
 */
export function useOffersSlider(loadAfterMs: number | null = null): {
  Slider: SliderComponent | null;
  loadNow: () => void;
} {
  const [Slider, setSlider] = useState<SliderComponent | null>(() => loaded);
  const loadNow = useCallback(() => {
    loadOffersSlider().then(
      (component) => startTransition(() => setSlider(() => component)),
      // The first frame stays on screen; the next control used, or the next visit, tries again.
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (Slider) return undefined;
    if (loadAfterMs === null) return whenIdle(loadNow);
    const id = setTimeout(loadNow, loadAfterMs);
    return () => clearTimeout(id);
  }, [Slider, loadNow, loadAfterMs]);
  return { Slider, loadNow };
}
