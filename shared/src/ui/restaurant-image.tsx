import { type ImgHTMLAttributes, useState } from 'react';
import { API_BASE_PATH } from 'shared/constants';

export const PLACEHOLDER_IMAGE = `${API_BASE_PATH}/images/placeholder.svg`;

/** The API answers image paths relative to its base path ('images/restaurants/….svg'). */
export const imageUrl = (path: string | null | undefined) =>
  path ? `${API_BASE_PATH}/${path.replace(/^\/+/, '')}` : PLACEHOLDER_IMAGE;

interface RestaurantImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** The API's relative image path; null shows the placeholder. */
  path: string | null | undefined;
  alt: string;
  /**
   * The page's largest image, fetched ahead of other images and of scripts' low-priority
   * requests (fetchpriority="high"; React 18 knows the attribute only in lower case).
   */
  priority?: boolean;
}

/** An API image that shows the placeholder when it has none or fails to load (spec section 8). */
const HIGH_PRIORITY = { fetchpriority: 'high' };

export function RestaurantImage({ path, alt, priority = false, ...rest }: RestaurantImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = failed === path ? PLACEHOLDER_IMAGE : imageUrl(path);
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
