import styled from '@emotion/styled';
import { type Dispatch, type SetStateAction, useCallback, useEffect } from 'react';
import { Button } from 'shared/ui/button';
import { Modal } from 'shared/ui/modal';
import { RestaurantImage } from 'shared/ui/restaurant-image';
import { colors } from 'shared/ui/theme';
import { useSwipe } from '../hooks/use-swipe';

export interface ShownPhoto {
  id: number;
  avatar: string;
}

const Stage = styled.div({
  display: 'grid',
  placeItems: 'center',
  minHeight: 200,
  background: colors.canvas,
  borderRadius: 8,
  overflow: 'hidden',
  // The page must not scroll sideways under a finger that is swiping between photos.
  touchAction: 'pan-y',
});
const Photo = styled(RestaurantImage)({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '70vh',
  objectFit: 'contain',
});
const Controls = styled.div({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  marginTop: 12,
});
const Counter = styled.p({ margin: 0, color: colors.muted, whiteSpace: 'nowrap' });

/** The photos one at a time: buttons, arrow keys and swipes step through them, wrapping. */
export function PhotoLightbox({
  photos,
  index,
  onIndexChange,
  restaurantName,
}: {
  photos: ShownPhoto[];
  /** The photo shown; null keeps the lightbox closed. */
  index: number | null;
  onIndexChange: Dispatch<SetStateAction<number | null>>;
  restaurantName: string;
}) {
  const count = photos.length;
  const step = useCallback(
    (delta: number) => onIndexChange((i) => (i === null ? i : (i + delta + count) % count)),
    [count, onIndexChange],
  );
  const swipe = useSwipe({ onNext: () => step(1), onPrevious: () => step(-1) });
  const open = index !== null;

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      event.preventDefault();
      step(event.key === 'ArrowRight' ? 1 : -1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, step]);

  const photo = index === null ? undefined : photos[index];
  const position = index === null ? '' : `Photo ${index + 1} of ${count}`;
  return (
    <Modal
      open={open && photo !== undefined}
      title={`${restaurantName} photos`}
      onClose={() => onIndexChange(null)}
      actions={<Button onClick={() => onIndexChange(null)}>Close</Button>}
    >
      <Stage {...swipe}>
        {photo && (
          // key: a new photo is a new image, so one that failed does not leave its placeholder.
          <Photo
            key={photo.id}
            path={photo.avatar}
            alt={`${restaurantName}, ${position.toLowerCase()}`}
          />
        )}
      </Stage>
      <Controls>
        {count > 1 && (
          <Button variant="secondary" onClick={() => step(-1)}>
            Previous
          </Button>
        )}
        <Counter role="status">{position}</Counter>
        {count > 1 && (
          <Button variant="secondary" onClick={() => step(1)}>
            Next
          </Button>
        )}
      </Controls>
    </Modal>
  );
}
