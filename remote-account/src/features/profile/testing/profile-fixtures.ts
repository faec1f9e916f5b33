import type { RegisteredUser } from 'shared/api/register-guest';
import type { UserReservation } from 'shared/api/user-reservations';
import type { AccountUser } from 'shared/types';

export const TOKEN = 'user-token-1';

export const ADA: RegisteredUser = {
  id: 5,
  uuid: 'user-uuid-5',
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '07123456789',
  email: 'ada@example.com',
  status: 'active',
};

export const ADA_ACCOUNT: AccountUser = { ...ADA };

export const envelope = <T>(data: T, message = 'ok') => ({ status: true, message, data });

export function reservation(overrides: Partial<UserReservation> = {}): UserReservation {
  return {
    id: 1,
    uuid: 'res-uuid-1',
    status: 'pending',
    day: 'tuesday',
    reservation_date: '24/11/2026',
    reservation_time: '19:00:00',
    end_time: '19:30',
    number_of_people: 2,
    noted: null,
    created_at: '2026-11-20T10:00:00.000Z',
    restaurant: {
      uuid: 'rest-uuid-1',
      name: 'Dishoom Covent Garden',
      avatar: 'images/restaurants/dishoom.svg',
      address: '12 Upper St Martin’s Lane, London WC2H 9FB',
    },
    ...overrides,
  };
}

/** One of each status, plus a second upcoming one a day earlier than the first. */
export const RESERVATIONS: UserReservation[] = [
  reservation({ noted: 'A high chair, please' }),
  reservation({
    id: 2,
    uuid: 'res-uuid-2',
    day: 'monday',
    reservation_date: '23/11/2026',
    reservation_time: '12:30:00',
    end_time: '13:00',
    number_of_people: 1,
    restaurant: {
      uuid: 'rest-uuid-2',
      name: 'Padella',
      avatar: null,
      address: '6 Southwark St, London SE1 1TQ',
    },
  }),
  reservation({
    id: 3,
    uuid: 'res-uuid-3',
    status: 'completed',
    day: 'friday',
    reservation_date: '02/10/2026',
    reservation_time: '20:00:00',
    end_time: '20:30',
    number_of_people: 4,
    restaurant: { uuid: 'rest-uuid-3', name: 'Hawksmoor', avatar: null, address: null },
  }),
  reservation({
    id: 4,
    uuid: 'res-uuid-4',
    status: 'cancelled',
    day: 'saturday',
    reservation_date: '03/10/2026',
    reservation_time: '18:00:00',
    end_time: '18:30',
    restaurant: { uuid: 'rest-uuid-4', name: 'Bao Soho', avatar: null, address: null },
  }),
];
