import {
  activationEmail,
  bookingConfirmationEmail,
  bookingReminderEmail,
  cancellationEmail,
  escapeHtml,
  operationsMessageEmail,
  otpEmail,
} from './templates';
import { jsonLdBlocks } from '../../test/json-ld';

const EVIL = 'Dan\'s <script>alert("x")</script> & Grill';

const booking = {
  firstName: 'Ada',
  restaurantName: 'The Crown',
  restaurantAddress: '1 High Street, York YO1 7HH',
  date: '01/07/2026',
  time: '7:30 PM – 8:00 PM',
  party: 2,
  tableMinutes: 90,
  noted: 'Window seat, please',
  reservationUuid: '0b6c2f4e-8d1a-4c55-9e0b-3f1d2a7c9b10',
  start: new Date('2026-07-01T18:30:00Z'),
  end: new Date('2026-07-01T19:00:00Z'),
  manageUrl: 'https://tablehop.co.uk/account/bookings/0b6c2f4e-8d1a-4c55-9e0b-3f1d2a7c9b10',
  stamp: new Date('2026-06-20T09:00:00Z'),
};

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});

describe('activationEmail', () => {
  it('has the subject, the link in both parts and escapes the name', () => {
    const link = 'https://tablehop.co.uk/activate?token=abc&x=1';
    const mail = activationEmail({ firstName: '<b>Ada</b>', link });
    expect(mail.subject).toBe('Activate your TableHop account');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Hello <b>Ada</b>,');
    expect(mail.html).toContain('href="https://tablehop.co.uk/activate?token=abc&amp;x=1"');
    expect(mail.html).toContain('Hello &lt;b&gt;Ada&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Ada</b>');
    expect(mail.attachments).toBeUndefined();
  });
});

describe('otpEmail', () => {
  it('gives the code, its expiry and what to do if unrequested', () => {
    const mail = otpEmail({ firstName: 'Ada', code: '482913', minutes: 10 });
    expect(mail.subject).toBe('Your TableHop password reset code');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('482913');
      expect(part).toContain('expires in 10 minutes');
      expect(part).toMatch(/If you did not ask to reset your password, you can ignore this email/);
    }
  });
});

describe('bookingConfirmationEmail', () => {
  it('lists the booking and links to it', () => {
    const mail = bookingConfirmationEmail(booking);
    expect(mail.subject).toBe('Your table at The Crown is booked');
    for (const expected of [
      'The Crown',
      '1 High Street, York YO1 7HH',
      '01/07/2026',
      '7:30 PM – 8:00 PM',
      '2 people',
      'Window seat, please',
      'Your table is yours for 1 h 30 min',
    ]) {
      expect(mail.text).toContain(expected);
      expect(mail.html).toContain(expected);
    }
    expect(mail.text).toContain(booking.manageUrl);
    expect(mail.html).toContain(`href="${booking.manageUrl}"`);
  });

  it('says 1 person for one and leaves out an empty special request', () => {
    const mail = bookingConfirmationEmail({ ...booking, party: 1, noted: '  ' });
    expect(mail.text).toContain('Party: 1 person');
    expect(mail.text).not.toContain('1 people');
    expect(mail.text).not.toContain('Special request');
    expect(mail.html).not.toContain('Special request');
    expect(bookingConfirmationEmail({ ...booking, noted: null }).text).not.toContain(
      'Special request',
    );
  });

  it('tells the occasion and the dietary needs beside the request, escaped, and keeps them out of the calendar', () => {
    const mail = bookingConfirmationEmail({
      ...booking,
      occasion: 'date_night',
      allergens: ['tree_nuts', 'gluten'],
      dietaryNotes: '<b>No</b> oats',
    });
    expect(mail.text).toContain('Special request: Window seat, please');
    expect(mail.text).toContain('Occasion: Date night');
    expect(mail.text).toContain(
      'Dietary needs: Cereals containing gluten, Tree nuts; <b>No</b> oats',
    );
    expect(mail.html).toContain('Cereals containing gluten, Tree nuts; &lt;b&gt;No&lt;/b&gt; oats');
    expect(mail.html).not.toContain('<b>No</b>');
    expect(unfold(mail.attachments![0]!.content as string)).not.toMatch(
      /Tree nuts|oats|Date night/,
    );
    const plain = bookingConfirmationEmail(booking);
    expect(plain.text).not.toMatch(/Occasion|Dietary needs/);
  });

  it('never lets a restaurant name or request through unescaped', () => {
    const mail = bookingConfirmationEmail({ ...booking, restaurantName: EVIL, noted: EVIL });
    expect(mail.subject).toBe(`Your table at ${EVIL} is booked`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('Dan&#39;s');
    expect(mail.text).toContain(EVIL);
  });

  it("carries Gmail's FoodEstablishmentReservation markup, parsed out of its HTML", () => {
    const cancelUrl = `${booking.manageUrl}?key=k&reply=cancel`;
    const mail = bookingConfirmationEmail({
      ...booking,
      restaurantName: EVIL,
      cancelUrl,
      attendee: { name: 'Ada', email: 'ada@example.com' },
    });
    const blocks = jsonLdBlocks(mail.html!);
    expect(blocks).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'FoodEstablishmentReservation',
        reservationNumber: booking.reservationUuid,
        reservationStatus: 'https://schema.org/ReservationConfirmed',
        underName: { '@type': 'Person', name: 'Ada' },
        reservationFor: {
          '@type': 'FoodEstablishment',
          name: EVIL,
          address: {
            '@type': 'PostalAddress',
            streetAddress: '1 High Street, York YO1 7HH',
            addressCountry: 'GB',
          },
        },
        startTime: '2026-07-01T19:30:00+01:00',
        partySize: 2,
        modifyReservationUrl: booking.manageUrl,
        cancelReservationUrl: cancelUrl,
      },
    ]);
    // The diner's email is not in the markup.
    expect(JSON.stringify(blocks)).not.toContain('ada@example.com');
  });

  it('attaches a parseable REQUEST calendar file for the booking', () => {
    const [ics, ...others] = bookingConfirmationEmail(booking).attachments ?? [];
    expect(others).toHaveLength(0);
    expect(ics).toMatchObject({
      filename: 'reservation.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    });
    const text = unfold(ics!.content);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);
    expect(text).toContain('\r\nMETHOD:REQUEST\r\n');
    expect(text).toContain(`\r\nUID:${booking.reservationUuid}@tablehop\r\n`);
    expect(text).toContain('\r\nDTSTART;TZID=Europe/London:20260701T193000\r\n');
    expect(text).toContain('\r\nDTEND;TZID=Europe/London:20260701T200000\r\n');
    expect(text).toContain('\r\nLOCATION:1 High Street\\, York YO1 7HH\r\n');
    expect(text).toContain(`\r\nURL:${booking.manageUrl}\r\n`);
    expect(text).toContain('\r\nSTATUS:CONFIRMED\r\n');
  });
});

describe('bookingConfirmationEmail for a changed booking', () => {
  it('says the booking changed and carries a REQUEST with the given SEQUENCE', () => {
    const mail = bookingConfirmationEmail({ ...booking, changed: true, sequence: 2 });
    expect(mail.subject).toBe(`Your booking at ${booking.restaurantName} has changed`);
    expect(mail.text).toContain('Your booking has changed. Here are the new details:');
    expect(mail.text).toContain('The attached calendar file updates the booking in your calendar.');
    const text = unfold(mail.attachments![0]!.content);
    expect(text).toContain('\r\nMETHOD:REQUEST\r\n');
    expect(text).toContain('\r\nSEQUENCE:2\r\n');
    expect(text).toContain(`\r\nUID:${booking.reservationUuid}@tablehop\r\n`);
  });
});

describe('bookingReminderEmail', () => {
  const links = {
    keepUrl: 'https://tablehop.co.uk/my-booking/abc?key=k&reply=keep',
    cancelUrl: 'https://tablehop.co.uk/my-booking/abc?key=k&reply=cancel',
  };

  it('reminds of the booking with a Keep and a Cancel button, nothing unescaped', () => {
    const mail = bookingReminderEmail({ ...booking, ...links, restaurantName: EVIL });
    expect(mail.subject).toBe(`Reminder: your table at ${EVIL} on 01/07/2026`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain(`Still coming? Keep your booking:\n${links.keepUrl}`);
    expect(mail.text).toContain(links.cancelUrl);
    expect(mail.html).toContain(`href="${links.keepUrl.replace(/&/g, '&amp;')}"`);
    expect(mail.html).toContain('Cancel my booking');
    expect(mail.attachments ?? []).toEqual([]);
  });
});

describe('cancellationEmail', () => {
  it('has the subject and a CANCEL calendar file for the same event', () => {
    const mail = cancellationEmail({ ...booking, restaurantName: EVIL, party: 1 });
    expect(mail.subject).toBe(`Your booking at ${EVIL} is cancelled`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('1 person');
    expect(mail.text).toContain('01/07/2026');
    const [ics] = mail.attachments ?? [];
    expect(ics).toMatchObject({
      filename: 'cancellation.ics',
      contentType: 'text/calendar; charset=utf-8; method=CANCEL',
    });
    const text = unfold(ics!.content);
    expect(text).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(text).toContain(`\r\nUID:${booking.reservationUuid}@tablehop\r\n`);
    expect(text).toContain('\r\nSEQUENCE:1\r\n');
    expect(text).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(text).toContain('\r\nDTSTART;TZID=Europe/London:20260701T193000\r\n');
  });

  it('marks the reservation cancelled for mail clients', () => {
    const [block] = jsonLdBlocks(cancellationEmail(booking).html!);
    expect(block).toMatchObject({
      '@type': 'FoodEstablishmentReservation',
      reservationNumber: booking.reservationUuid,
      reservationStatus: 'https://schema.org/ReservationCancelled',
      reservationFor: { '@type': 'FoodEstablishment', name: 'The Crown' },
      startTime: '2026-07-01T19:30:00+01:00',
      partySize: 2,
    });
  });
});

describe('operationsMessageEmail', () => {
  it('names the sender of a contact message and lists every field', () => {
    const mail = operationsMessageEmail({
      kind: 'contact_us',
      fields: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        phone: '07700 900123',
        message: 'Hello\n<img src=x onerror=alert(1)>',
        city: null,
      },
    });
    expect(mail.subject).toBe('New contact message from Ada Lovelace');
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Message', 'City']) {
      expect(mail.text).toContain(`${label}:`);
      expect(mail.html).toContain(`>${label}<`);
    }
    expect(mail.text).toContain('ada@example.com');
    expect(mail.text).toContain('City: (not given)');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Hello<br>&lt;img src=x onerror=alert(1)&gt;');
  });

  it('names the restaurant of a partner registration', () => {
    const mail = operationsMessageEmail({
      kind: 'registration',
      fields: { first_name: 'Bo', last_name: 'Chef', restaurant_name: EVIL, post_code: 'YO1 7HH' },
    });
    expect(mail.subject).toBe(`New partner registration: ${EVIL}`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('Restaurant name: ');
    expect(mail.text).toContain('Post code: YO1 7HH');
  });
});
