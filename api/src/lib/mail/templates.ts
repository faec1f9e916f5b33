import { formatPartySize } from 'shared/format/party-size';
import { tableTimeSentence } from 'shared/format/table-time';
import { freeCancellationUntil } from 'shared/format/cancel-by';
import { dietaryNeedsText, occasionLabel } from 'shared/format/dining-needs';
import { jsonLdScript, reservationJsonLd } from '../structured-data';
import { buildIcs } from './ics';
import type { MailMessage } from './message';

export type MailContent = Omit<MailMessage, 'to'>;

const BRAND = 'TableHop';

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const HTML_SPECIAL = /[&<>"']/g;

/** Every interpolated value goes through this: names and notes come from diners. */
export function escapeHtml(value: string): string {
  // One pass, each character replaced once: `&` first is no longer a rule to keep in order.
  return value.replace(HTML_SPECIAL, (char) => HTML_ENTITIES[char]!);
}

/** Escaped, with the writer's line breaks kept (messages and special requests span lines). */
const escapeMultiline = (value: string) => escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>');

// Inline styles only: most mail clients drop <style> blocks and external sheets.
const P = 'margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937';
const BUTTON =
  'display:inline-block;padding:12px 20px;background:#b91c1c;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold';
const TH =
  'text-align:left;padding:6px 16px 6px 0;color:#6b7280;font-weight:normal;vertical-align:top';
const TD = 'padding:6px 0;color:#1f2937;vertical-align:top';

/** Takes HTML already escaped by the caller; `head` is more of it for <head> (JSON-LD). */
function layout(heading: string, body: string, head = ''): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en-GB"><head><meta charset="utf-8">',
    `<title>${heading}</title>${head}</head>`,
    '<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    `<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#b91c1c">${BRAND}</p>`,
    `<h1 style="margin:0 0 16px;font-size:22px;color:#111827">${heading}</h1>`,
    body,
    `<p style="margin:32px 0 0;font-size:13px;color:#6b7280">${BRAND}: book a table in minutes.</p>`,
    '</div></body></html>',
  ].join('\n');
}

const paragraph = (html: string) => `<p style="${P}">${html}</p>`;

const button = (href: string, label: string) =>
  `<p style="${P}"><a href="${escapeHtml(href)}" style="${BUTTON}">${escapeHtml(label)}</a></p>`;

/** Rows of label and value, both already escaped. */
const table = (rows: [string, string][]) =>
  `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;font-size:16px">${rows
    .map(
      ([label, value]) => `<tr><th style="${TH}">${label}</th><td style="${TD}">${value}</td></tr>`,
    )
    .join('')}</table>`;

const greeting = (firstName: string) =>
  firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,';

const textBlock = (lines: (string | null)[]) =>
  lines.filter((line): line is string => line !== null).join('\n') + '\n';

export function activationEmail({
  firstName,
  link,
}: {
  firstName: string;
  link: string;
}): MailContent {
  const subject = `Activate your ${BRAND} account`;
  return {
    subject,
    text: textBlock([
      greeting(firstName),
      '',
      `Thanks for signing up to ${BRAND}. Open this link to activate your account:`,
      '',
      link,
      '',
      'If you did not sign up, you can ignore this email.',
      '',
      `The ${BRAND} team`,
    ]),
    html: layout(
      escapeHtml(subject),
      [
        paragraph(escapeHtml(greeting(firstName))),
        paragraph(
          `Thanks for signing up to ${BRAND}. Activate your account to start booking tables.`,
        ),
        button(link, 'Activate my account'),
        paragraph(
          `Or copy this link into your browser:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
        ),
        paragraph('If you did not sign up, you can ignore this email.'),
      ].join('\n'),
    ),
  };
}

/** To the new address: the change happens only when this link is opened. */
export function emailChangeEmail({
  firstName,
  newEmail,
  link,
  hours,
}: {
  firstName: string;
  newEmail: string;
  link: string;
  hours: number;
}): MailContent {
  const subject = `Confirm your new ${BRAND} email`;
  const ask = `Open this link to use ${newEmail} for your ${BRAND} account. It works for ${hours} hours.`;
  const ignore = 'If you did not ask for this, ignore this email: nothing changes.';
  return {
    subject,
    text: textBlock([greeting(firstName), '', ask, '', link, '', ignore, '', `The ${BRAND} team`]),
    html: layout(
      escapeHtml(subject),
      [
        paragraph(escapeHtml(greeting(firstName))),
        paragraph(escapeHtml(ask)),
        button(link, 'Confirm my new email'),
        paragraph(
          `Or copy this link into your browser:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
        ),
        paragraph(escapeHtml(ignore)),
      ].join('\n'),
    ),
  };
}

/** To the old address: someone signed in asked to move the account away from it. */
export function emailChangeNoticeEmail({
  firstName,
  newEmail,
}: {
  firstName: string;
  newEmail: string;
}): MailContent {
  const subject = `Your ${BRAND} email is being changed`;
  const told = `Someone signed in to your ${BRAND} account asked to change its email to ${newEmail}. It changes only when the link we sent there is opened.`;
  const act =
    'If this was not you, reset your password now (Forgot password on the sign-in page): that also cancels the change.';
  return {
    subject,
    text: textBlock([greeting(firstName), '', told, '', act, '', `The ${BRAND} team`]),
    html: layout(
      escapeHtml(subject),
      [
        paragraph(escapeHtml(greeting(firstName))),
        paragraph(escapeHtml(told)),
        paragraph(escapeHtml(act)),
      ].join('\n'),
    ),
  };
}

/** A one-time code's email: what it is for, the code large, when it expires. */
function codeEmail({
  subject,
  firstName,
  use,
  code,
  minutes,
  ignore,
}: {
  subject: string;
  firstName: string;
  use: string;
  code: string;
  minutes: number;
  ignore: string;
}): MailContent {
  const expiry = `The code expires in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  return {
    subject,
    text: textBlock([
      greeting(firstName),
      '',
      use,
      '',
      `    ${code}`,
      '',
      expiry,
      ignore,
      '',
      `The ${BRAND} team`,
    ]),
    html: layout(
      escapeHtml(subject),
      [
        paragraph(escapeHtml(greeting(firstName))),
        paragraph(escapeHtml(use)),
        `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px;font-family:'Courier New',monospace;color:#111827">${escapeHtml(code)}</p>`,
        paragraph(escapeHtml(expiry)),
        paragraph(escapeHtml(ignore)),
      ].join('\n'),
    ),
  };
}

export function otpEmail({
  firstName,
  code,
  minutes,
}: {
  firstName: string;
  code: string;
  minutes: number;
}): MailContent {
  return codeEmail({
    subject: `Your ${BRAND} password reset code`,
    firstName,
    use: 'Use this code to reset your password:',
    code,
    minutes,
    ignore:
      'If you did not ask to reset your password, you can ignore this email: your password has not changed.',
  });
}

/** The code a returning guest enters at checkout to book the table they hold. */
export function checkoutCodeEmail({
  firstName,
  code,
  minutes,
  restaurantName,
}: {
  firstName: string;
  code: string;
  minutes: number;
  restaurantName: string;
}): MailContent {
  return codeEmail({
    subject: `Your ${BRAND} code to book ${restaurantName}`,
    firstName,
    use: `Enter this code at checkout to book your table at ${restaurantName}:`,
    code,
    minutes,
    ignore:
      'If you are not booking a table, you can ignore this email: nothing is booked without the code.',
  });
}

export interface BookingEmailDetails {
  firstName: string;
  restaurantName: string;
  /** dd/mm/yyyy, as the diner saw it when booking. */
  date: string;
  /** The slot as shown on the site, e.g. '7:30 PM – 8:00 PM'. */
  time: string;
  party: number;
  /** How long the table is the party's: 'Your table is yours for 1 h 30 min'. */
  tableMinutes: number;
  reservationUuid: string;
  start: Date;
  /** When the party's table time ends: the calendar event's end. */
  end: Date;
  /** DTSTAMP of the calendar file: when this email was written. */
  stamp: Date;
  /** The calendar file's SEQUENCE: a file applies over those sent with a lower one. */
  sequence?: number;
  /** Who the calendar invitation is from and for (RFC 5546 needs both to apply it). */
  organizerEmail?: string;
  attendee?: { name: string; email: string };
}

const eventUid = (reservationUuid: string) => `${reservationUuid}@tablehop`;

export function bookingConfirmationEmail({
  firstName,
  restaurantName,
  restaurantAddress,
  date,
  time,
  party,
  tableMinutes,
  noted,
  occasion,
  allergens = [],
  dietaryNotes,
  reservationUuid,
  start,
  end,
  manageUrl,
  stamp,
  organizerEmail,
  attendee,
  cancelBy,
  cancelUrl,
  changed = false,
  sequence = 0,
}: BookingEmailDetails & {
  restaurantAddress: string;
  /** The diner's special request, if any. */
  noted?: string | null;
  /** The booking's occasion and dietary needs (ADR 0055), told to the diner as sent. */
  occasion?: string | null;
  allergens?: readonly string[];
  dietaryNotes?: string | null;
  manageUrl: string;
  /** The booking link's cancel answer, for mail clients' Cancel (Gmail's markup). */
  cancelUrl?: string;
  /** The end of free cancellation, when the restaurant has a policy for the booking. */
  cancelBy?: Date | null;
  /** The booking was changed in place: the same email, saying so, with the new details. */
  changed?: boolean;
}): MailContent {
  const subject = changed
    ? `Your booking at ${restaurantName} has changed`
    : `Your table at ${restaurantName} is booked`;
  const intro = changed
    ? 'Your booking has changed. Here are the new details:'
    : 'Your table is booked. Here are the details:';
  const calendarLine = changed
    ? 'The attached calendar file updates the booking in your calendar.'
    : 'The attached calendar file adds the booking to your calendar.';
  const request = noted?.trim() ? noted.trim() : null;
  const rows: [string, string][] = [
    ['Restaurant', restaurantName],
    ['Address', restaurantAddress],
    ['Date', date],
    ['Time', time],
    ['Party', formatPartySize(party)],
  ];
  if (request) rows.push(['Special request', request]);
  if (occasion) rows.push(['Occasion', occasionLabel(occasion)]);
  // Health data stays in the email: never in the calendar file, which calendars share on.
  const dietary = dietaryNeedsText(allergens, dietaryNotes);
  if (dietary) rows.push(['Dietary needs', dietary]);
  if (cancelBy) rows.push(['Cancellation', freeCancellationUntil(cancelBy)]);
  const ics = buildIcs({
    uid: eventUid(reservationUuid),
    start,
    end,
    stamp,
    summary: `Table at ${restaurantName}`,
    location: restaurantAddress,
    description: [
      `Table for ${formatPartySize(party)}, booked with ${BRAND}.`,
      request ? `Special request: ${request}` : null,
      `Manage your booking: ${manageUrl}`,
    ]
      .filter(Boolean)
      .join('\n'),
    url: manageUrl,
    organizerEmail,
    attendee,
    method: 'REQUEST',
    sequence,
  });
  return {
    subject,
    text: textBlock([
      greeting(firstName),
      '',
      intro,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      `${tableTimeSentence(tableMinutes)}, from your arrival time.`,
      '',
      'To view, change or cancel your booking, open:',
      manageUrl,
      '',
      calendarLine,
      '',
      `The ${BRAND} team`,
    ]),
    html: layout(
      escapeHtml(subject),
      [
        paragraph(escapeHtml(greeting(firstName))),
        paragraph(escapeHtml(intro)),
        table(rows.map(([label, value]) => [escapeHtml(label), escapeMultiline(value)])),
        paragraph(escapeHtml(`${tableTimeSentence(tableMinutes)}, from your arrival time.`)),
        button(manageUrl, 'View or cancel my booking'),
        paragraph(escapeHtml(calendarLine)),
      ].join('\n'),
      jsonLdScript(
        reservationJsonLd({
          reservationUuid,
          status: 'confirmed',
          dinerName: attendee?.name || firstName,
          restaurantName,
          restaurantAddress: restaurantAddress || null,
          start,
          party,
          modifyUrl: manageUrl,
          cancelUrl,
        }),
      ),
    ),
    attachments: [
      {
        filename: 'reservation.ics',
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        content: ics,
      },
    ],
  };
}

/**
 * About a day before: the booking, with one-tap answers. Keep confirms it as its page opens;
 * Cancel opens the page with the cancel dialog, so a mail scanner following links cancels nothing.
 */
export function bookingReminderEmail({
  firstName,
  restaurantName,
  restaurantAddress,
  date,
  time,
  party,
  keepUrl,
  cancelUrl,
}: Pick<BookingEmailDetails, 'firstName' | 'restaurantName' | 'date' | 'time' | 'party'> & {
  restaurantAddress: string;
  keepUrl: string;
  cancelUrl: string;
}): MailContent {
  const subject = `Reminder: your table at ${restaurantName} on ${date}`;
  const rows: [string, string][] = [
    ['Restaurant', restaurantName],
    ['Address', restaurantAddress],
    ['Date', date],
    ['Time', time],
    ['Party', formatPartySize(party)],
  ];
  return {
    subject,
    text: textBlock([
      greeting(firstName),
      '',
      'A reminder of your booking:',
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      'Still coming? Keep your booking:',
      keepUrl,
      '',
      'Plans changed? Cancel it, so the table can go to someone else:',
      cancelUrl,
      '',
      `The ${BRAND} team`,
    ]),
    html: layout(
      escapeHtml(subject),
      [
        paragraph(escapeHtml(greeting(firstName))),
        paragraph('A reminder of your booking:'),
        table(rows.map(([label, value]) => [escapeHtml(label), escapeHtml(value)])),
        button(keepUrl, 'Keep my booking'),
        paragraph('Plans changed? Cancel it, so the table can go to someone else.'),
        button(cancelUrl, 'Cancel my booking'),
      ].join('\n'),
    ),
  };
}

export function cancellationEmail({
  firstName,
  restaurantName,
  restaurantAddress,
  date,
  time,
  party,
  reservationUuid,
  start,
  end,
  stamp,
  organizerEmail,
  attendee,
  sequence = 1,
}: BookingEmailDetails & { restaurantAddress?: string | null }): MailContent {
  const subject = `Your booking at ${restaurantName} is cancelled`;
  const rows: [string, string][] = [
    ['Restaurant', restaurantName],
    ['Date', date],
    ['Time', time],
    ['Party', formatPartySize(party)],
  ];
  // Same UID, a higher SEQUENCE: calendars replace the booked event instead of adding one.
  const ics = buildIcs({
    uid: eventUid(reservationUuid),
    start,
    end,
    stamp,
    summary: `Table at ${restaurantName}`,
    description: `Cancelled: table for ${formatPartySize(party)}.`,
    organizerEmail,
    attendee,
    method: 'CANCEL',
    sequence,
  });
  return {
    subject,
    text: textBlock([
      greeting(firstName),
      '',
      'Your booking has been cancelled:',
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      'The attached calendar file removes it from your calendar.',
      `We hope to see you another time on ${BRAND}.`,
      '',
      `The ${BRAND} team`,
    ]),
    html: layout(
      escapeHtml(subject),
      [
        paragraph(escapeHtml(greeting(firstName))),
        paragraph('Your booking has been cancelled:'),
        table(rows.map(([label, value]) => [escapeHtml(label), escapeHtml(value)])),
        paragraph('The attached calendar file removes it from your calendar.'),
        paragraph(`We hope to see you another time on ${BRAND}.`),
      ].join('\n'),
      jsonLdScript(
        reservationJsonLd({
          reservationUuid,
          status: 'cancelled',
          dinerName: attendee?.name || firstName,
          restaurantName,
          restaurantAddress: restaurantAddress ?? null,
          start,
          party,
        }),
      ),
    ),
    attachments: [
      {
        filename: 'cancellation.ics',
        contentType: 'text/calendar; charset=utf-8; method=CANCEL',
        content: ics,
      },
    ],
  };
}

/**
 * To everyone on a standby list at once when a time in their window can be held: the first to
 * book it wins, so the email says so and links straight to the panel set to that time.
 */
export function standbyTableFreeEmail({
  restaurantName,
  date,
  time,
  party,
  bookUrl,
  leaveUrl,
}: {
  restaurantName: string;
  /** dd/mm/yyyy */
  date: string;
  /** as shown, e.g. 7:00 PM */
  time: string;
  party: number;
  bookUrl: string;
  leaveUrl: string;
}): MailContent {
  const subject = `A table is free at ${restaurantName}`;
  const rows: [string, string][] = [
    ['Restaurant', restaurantName],
    ['Date', date],
    ['Time', time],
    ['Party', formatPartySize(party)],
  ];
  const race =
    'Everyone on the standby list for this time gets this email, so the first to book it wins.';
  const ended = 'You are no longer on the standby list for this date.';
  return {
    subject,
    text: textBlock([
      'Hello,',
      '',
      `A table you were waiting for is free at ${restaurantName}:`,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      race,
      `Book it here: ${bookUrl}`,
      '',
      ended,
      `Not interested in standby emails? Leave the list: ${leaveUrl}`,
      '',
      `The ${BRAND} team`,
    ]),
    html: layout(
      escapeHtml(subject),
      [
        paragraph(`A table you were waiting for is free at ${escapeHtml(restaurantName)}:`),
        table(rows.map(([label, value]) => [escapeHtml(label), escapeHtml(value)])),
        paragraph(escapeHtml(race)),
        button(bookUrl, 'Book this table'),
        paragraph(escapeHtml(ended)),
        paragraph(
          `Not interested in standby emails? <a href="${escapeHtml(leaveUrl)}">Leave the standby list</a>.`,
        ),
      ].join('\n'),
    ),
  };
}

/** 'restaurant_name' → 'Restaurant name'. */
const fieldLabel = (key: string) => {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A header value from a form: line breaks would only be folded away by the mailer anyway. */
const oneLine = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

export function operationsMessageEmail({
  kind,
  fields,
}: {
  kind: 'contact_us' | 'registration';
  fields: Record<string, string | null>;
}): MailContent {
  let subject: string;
  if (kind === 'contact_us') {
    const name = oneLine(`${fields.first_name ?? ''} ${fields.last_name ?? ''}`);
    subject = name ? `New contact message from ${name}` : 'New contact message';
  } else {
    const restaurant = oneLine(fields.restaurant_name);
    subject = restaurant ? `New partner registration: ${restaurant}` : 'New partner registration';
  }
  const intro =
    kind === 'contact_us'
      ? `Someone sent a message through the ${BRAND} contact form.`
      : `A restaurant asked to join ${BRAND} as a partner.`;
  const entries = Object.entries(fields).map(
    ([key, value]) => [fieldLabel(key), value?.trim() ? value : null] as const,
  );
  const NOT_GIVEN = '(not given)';
  return {
    subject,
    text: textBlock([
      intro,
      '',
      ...entries.map(([label, value]) =>
        value !== null && /[\r\n]/.test(value)
          ? `${label}:\n${value}`
          : `${label}: ${value ?? NOT_GIVEN}`,
      ),
    ]),
    html: layout(
      escapeHtml(subject),
      [
        paragraph(escapeHtml(intro)),
        table(
          entries.map(([label, value]) => [
            escapeHtml(label),
            value === null ? `<em>${NOT_GIVEN}</em>` : escapeMultiline(value),
          ]),
        ),
      ].join('\n'),
    ),
  };
}
