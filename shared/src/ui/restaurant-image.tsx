import { type ImgHTMLAttributes, useState } from 'react';
import { API_BASE_PATH } from 'shared/constants';

export const PLACEHOLDER_IMAGE = `${API_BASE_PATH}/images/placeholder.svg`;

/**
 * The API answers image paths relative to its base path ('images/restaurants/….jpg'). A
 * thumbnail of a generated JPEG is asked for at the width of a card (ADR 0026).
 */
export const imageUrl = (path: string | null | undefined, thumbnail = false) =>
  path
    ? `${API_BASE_PATH}/${path.replace(/^\/+/, '')}${thumbnail && path.endsWith('.jpg') ? '?w=480' : ''}`
    : PLACEHOLDER_IMAGE;

interface RestaurantImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** The API's relative image path; null shows the placeholder. */
  path: string | null | undefined;
  alt: string;
  /**
   * The page's largest image, fetched ahead of other images and of scripts' low-priority
   * requests (fetchpriority="high"; React 18 knows the attribute only in lower case).
   */
  priority?: boolean;
  /** Shown at the size of a card: the small version, where the API has one. */
  thumbnail?: boolean;
}

/** An API image that shows the placeholder when it has none or fails to load (spec section 8). */
const HIGH_PRIORITY = { fetchpriority: 'high' };

export function RestaurantImage({
  path,
  alt,
  priority = false,
  thumbnail = false,
  ...rest
}: RestaurantImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = failed === path ? PLACEHOLDER_IMAGE : imageUrl(path, thumbnail);
  return (
    <img
      loading="lazy"
      decoding="async"
      {...rest}
      {...(priority ? HIGH_PRIORITY : undefined)}
      src={src}
      alt={alt}
      onError={() => {
        if (src !== PLACEHOLDER_IMAGE) setFailed(path ?? null);
      }}
    />
  );
}
