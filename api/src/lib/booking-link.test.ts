import { bookingLinkKey, isBookingLinkKey } from './booking-link';

const UUID = '0b6c2f4e-8d1a-4c55-9e0b-3f1d2a7c9b10';
const OTHER = '1c7d3a5f-9e2b-4d66-8f1c-4a2e3b8d0c21';

describe('booking link keys', () => {
  it('open the booking they were made for, whatever the uuid case', () => {
    const key = bookingLinkKey('secret', UUID);
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(isBookingLinkKey('secret', UUID, key)).toBe(true);
    expect(isBookingLinkKey('secret', UUID.toUpperCase(), key)).toBe(true);
  });

  it('open no other booking, and nothing once the secret changes', () => {
    const key = bookingLinkKey('secret', UUID);
    expect(isBookingLinkKey('secret', OTHER, key)).toBe(false);
    expect(isBookingLinkKey('another secret', UUID, key)).toBe(false);
    expect(isBookingLinkKey('secret', UUID, key.slice(0, -1))).toBe(false);
    expect(isBookingLinkKey('secret', UUID, '')).toBe(false);
  });
});
