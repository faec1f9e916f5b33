import styled from '@emotion/styled';
import { useParams } from 'shared/router';
import { bookingLimits, type RestaurantDetail } from 'shared/api/get-restaurant';
import type { BookingPanelRestaurant } from 'shared/federation/booking-panel-contract';
import { PageMeta } from 'shared/ui/page-meta';
import { useMenuFiles } from '../../features/restaurant-details/api/use-menu-files';
import { useRestaurant } from '../../features/restaurant-details/api/use-restaurant';
import { AboutSection } from '../../features/restaurant-details/components/about-section';
import { MenuSection } from '../../features/restaurant-details/components/menu-section';
import { PhoneBooking } from '../../features/restaurant-details/components/phone-booking';
import { PhotosSection } from '../../features/restaurant-details/components/photos-section';
import { RestaurantHeader } from '../../features/restaurant-details/components/restaurant-header';
import { BookingPanel } from '../../features/booking-panel/components/booking-panel';
import { RestaurantLayout } from '../../features/restaurant-details/components/restaurant-layout';
import { RestaurantSkeleton } from '../../features/restaurant-details/components/restaurant-skeleton';
import { RestaurantTabs } from '../../features/restaurant-details/components/restaurant-tabs';
import { RestaurantUnavailable } from '../../features/restaurant-details/components/restaurant-unavailable';
import { ReviewsSection } from '../../features/restaurant-details/components/reviews-section';
import { VisuallyHidden } from 'shared/ui/visually-hidden';
import { useScrollToTop } from '../../features/restaurant-details/hooks/use-scroll-to-top';

const DESCRIPTION_MAX = 160;

const Page = styled.div({ minWidth: 0 });

function metaDescription(restaurant: RestaurantDetail): string {
  const text =
    restaurant.description?.trim() ||
    `${restaurant.name}: menu, photos, reviews and ${restaurant.online_booking ? 'live table availability' : 'how to book by phone'}.`;
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1)}…` : text;
}

/** What the booking panel needs of the restaurant, as checkout's Edit gives it too. */
const panelRestaurant = (restaurant: RestaurantDetail): BookingPanelRestaurant => ({
  uuid: restaurant.uuid,
  name: restaurant.name,
  phone: restaurant.phone,
  bookingHorizonDays: bookingLimits(restaurant).bookingHorizonDays,
  openingSlots: restaurant.aval_slots,
});

export default function RestaurantPage() {
  const { restaurantId } = useParams();
  useScrollToTop(restaurantId);
  const { view, retry } = useRestaurant(restaurantId);
  const menuFiles = useMenuFiles(restaurantId);

  if (view.status === 'loading') {
    return (
      <Page>
        <PageMeta
          title="Restaurant"
          description="Menu, photos, reviews and live table availability."
        />
        <VisuallyHidden as="h1">Restaurant</VisuallyHidden>
        <RestaurantSkeleton />
      </Page>
    );
  }
  if (view.status !== 'ready') {
    return (
      <Page>
        <RestaurantUnavailable reason={view} onRetry={retry} />
      </Page>
    );
  }

  const { restaurant } = view;
  return (
    <Page>
      <PageMeta title={restaurant.name} description={metaDescription(restaurant)} />
      <RestaurantLayout
        header={<RestaurantHeader restaurant={restaurant} />}
        bookingPanel={
          restaurant.online_booking ? (
            <BookingPanel restaurant={panelRestaurant(restaurant)} />
          ) : (
            <PhoneBooking restaurant={restaurant} />
          )
        }
      >
        <VisuallyHidden as="h2">Restaurant details</VisuallyHidden>
        <RestaurantTabs
          label="Restaurant details"
          tabs={[
            { id: 'about', label: 'About', panel: <AboutSection restaurant={restaurant} /> },
            {
              id: 'menu',
              label: 'Menu',
              panel: <MenuSection restaurant={restaurant} files={menuFiles} />,
            },
            { id: 'photos', label: 'Photos', panel: <PhotosSection restaurant={restaurant} /> },
          ]}
        />
        <ReviewsSection reviews={restaurant.reviews} />
      </RestaurantLayout>
    </Page>
  );
}
