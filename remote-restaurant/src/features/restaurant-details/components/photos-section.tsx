import styled from '@emotion/styled';
import { useState } from 'react';
import type { RestaurantDetail } from 'shared/api/get-restaurant';
import { RestaurantImage } from 'shared/ui/restaurant-image';
import { colors, focusRing } from 'shared/ui/theme';
import { PhotoLightbox, type ShownPhoto } from './photo-lightbox';

const Lead = styled.p({ margin: '0 0 12px', lineHeight: 1.6 });
const Empty = styled.p({ margin: '16px 0', color: colors.muted });

const Grid = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: 8,
});
const Thumb = styled.button({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 'none',
  borderRadius: 8,
  overflow: 'hidden',
  background: colors.canvas,
  cursor: 'zoom-in',
  '&:focus-visible': focusRing(),
});
const ThumbImage = styled(RestaurantImage)({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
});

export function PhotosSection({ restaurant }: { restaurant: RestaurantDetail }) {
  const [index, setIndex] = useState<number | null>(null);
  // A photo row without an image is an upload that never finished: nothing to show.
  const photos = restaurant.photo.filter((p): p is ShownPhoto => Boolean(p.avatar));

  if (photos.length === 0) return <Empty>No photos available</Empty>;
  return (
    <>
      {restaurant.photo_description?.description && (
        <Lead>{restaurant.photo_description.description}</Lead>
      )}
      <Grid aria-label="Photos">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <Thumb
              type="button"
              aria-label={`Open photo ${i + 1} of ${photos.length}`}
              onClick={() => setIndex(i)}
            >
              <ThumbImage path={photo.avatar} alt="" thumbnail />
            </Thumb>
          </li>
        ))}
      </Grid>
      <PhotoLightbox
        photos={photos}
        index={index}
        onIndexChange={setIndex}
        restaurantName={restaurant.name}
      />
    </>
  );
}
