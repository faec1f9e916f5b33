// Test data in the API's shapes for this feature's tests (never imported by app code).
import type { RestaurantDetail } from 'shared/api/get-restaurant';
import type { MenuFile } from 'shared/api/get-restaurant-files';

type Slot = { slot_start: string; slot_end: string };

const halfHours = (from: string, to: string): Slot[] => {
  const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const toText = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const slots: Slot[] = [];
  for (let m = toMinutes(from); m < toMinutes(to); m += 30) {
    slots.push({ slot_start: toText(m), slot_end: toText(m + 30) });
  }
  return slots;
};

/** Lunch and dinner with a gap between, as the seeded restaurants open. */
export const LUNCH_AND_DINNER: Slot[] = [
  ...halfHours('12:00', '14:30'),
  ...halfHours('17:30', '22:30'),
];

/** The same hours every day, so 'Opens at' does not depend on the day a test runs. */
export const EVERY_DAY = {
  monday: LUNCH_AND_DINNER,
  tuesday: LUNCH_AND_DINNER,
  wednesday: LUNCH_AND_DINNER,
  thursday: LUNCH_AND_DINNER,
  friday: LUNCH_AND_DINNER,
  saturday: LUNCH_AND_DINNER,
  sunday: LUNCH_AND_DINNER,
};

export const RESTAURANT_UUID = '7c96e30c-c8eb-44a2-bd92-96cdc9e19ad0';

export function restaurantDetail(overrides: Partial<RestaurantDetail> = {}): RestaurantDetail {
  return {
    id: 1,
    uuid: RESTAURANT_UUID,
    name: 'Saigon Kitchen',
    avatar: `images/restaurants/${RESTAURANT_UUID}.svg`,
    address: '173 Goldhawk Road, London W6 0RE',
    post_code: 'W6 0RE',
    category: 'Vietnamese',
    category_list: { name: 'Vietnamese' },
    label_tags: [{ name: 'Vegan options' }, { name: 'Private dining' }],
    rating: 4.7,
    review_count: 3,
    price_level: 2,
    online_booking: true,
    booking_horizon_days: 180,
    description: 'Steaming bowls of pho with broth simmered overnight.',
    about_label_tags: [{ name: 'Family friendly' }],
    website: 'https://www.saigonkitchen.co.uk',
    phone: '020 7946 0165',
    aval_slots: EVERY_DAY,
    menu_description: { description: 'Our beef pho broth simmers for twelve hours.' },
    photo_description: { description: 'A look inside our dining room.' },
    categories: [
      {
        name: 'Mains',
        menus: [
          {
            name: 'Pho Bo',
            symbol: 'GF',
            price: '9.50',
            description: 'Beef noodle soup, rare steak, brisket, herbs',
          },
          { name: 'Caramel Clay Pot Fish', symbol: null, price: '12', description: null },
        ],
      },
      {
        name: 'Starters',
        menus: [
          {
            name: 'Crispy Spring Rolls',
            symbol: null,
            price: '5.00',
            description: 'Pork and mushroom, nuoc cham',
          },
        ],
      },
    ],
    photo: [
      { id: 11, avatar: 'images/photos/1.svg' },
      { id: 12, avatar: null },
      { id: 13, avatar: 'images/photos/3.svg' },
      { id: 14, avatar: 'images/photos/4.svg' },
    ],
    reviews: [
      {
        id: 1,
        rating: 3,
        review: 'Fine, if a little slow.',
        date: '2026-05-02',
        guest_informaion: { first_name: 'Oliver' },
      },
      {
        id: 2,
        rating: 5,
        review: 'What a find!',
        date: '2026-08-31',
        guest_informaion: { first_name: 'Sophie' },
      },
      {
        id: 3,
        rating: 1,
        review: 'Cold soup.',
        date: '2026-07-14',
        guest_informaion: { first_name: 'Harry' },
      },
    ],
    ...overrides,
  };
}

export const MENU_FILES: MenuFile[] = [
  { id: 2, file_name: 'lunch-menu.pdf', extension: 'pdf', url: 'files/menus/2.pdf' },
  { id: 3, file_name: 'sunday-menu.png', extension: 'png', url: 'files/menus/3.png' },
];

/** A call's envelope, as shared/api returns it. */
export const envelope = <T>(data: T) => ({ status: true, message: 'ok', data });
