import { useRef, type TouchEvent } from 'react';
import { LIGHTBOX_SWIPE_THRESHOLD_PX } from 'shared/constants';

/**
 * Touch handlers that call onNext for a swipe left and onPrevious for a swipe right, once the
 * finger has travelled the threshold sideways. Mostly vertical moves are scrolls, not swipes.
 */
export function useSwipe(
  { onNext, onPrevious }: { onNext(): void; onPrevious(): void },
  threshold: number = LIGHTBOX_SWIPE_THRESHOLD_PX,
) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.changedTouches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < threshold || Math.abs(dy) > Math.abs(dx)) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onTouchCancel() {
      start.current = null;
    },
  };
}
