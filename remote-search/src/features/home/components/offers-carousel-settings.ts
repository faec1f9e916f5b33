import type { Settings } from 'react-slick';

/** Spec section 9: autoplay every 3 s, 500 ms slides; 3 banners, 2 up to 1024 px, 1 up to 600 px. */
export const OFFERS_CAROUSEL_SETTINGS = {
  autoplay: true,
  autoplaySpeed: 3000,
  speed: 500,
  infinite: true,
  slidesToShow: 3,
  slidesToScroll: 1,
  arrows: true,
  dots: true,
  accessibility: true,
  pauseOnHover: true,
  pauseOnFocus: true,
  pauseOnDotsHover: true,
  responsive: [
    { breakpoint: 1024, settings: { slidesToShow: 2 } },
    { breakpoint: 600, settings: { slidesToShow: 1 } },
  ],
} satisfies Settings;
