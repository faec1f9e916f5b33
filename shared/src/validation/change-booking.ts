import * as z from 'zod/mini';
import { formattedText } from 'shared/validation/fields';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const DD_MM_YYYY = /^\d{2}\/\d{2}\/\d{4}$/;
const PARTY = 'Party size must be a number from 1 to 50.';

/**
 * A booking's change in place (issue 48): the new date (dd/mm/yyyy, the restaurant's), arrival
 * time and party size, under the client's names. The API checks the same and every seating rule.
 */
export const changeBookingSchema = z.object({
  date: formattedText(DD_MM_YYYY, {
    required: 'Date is required.',
    invalid: 'Date must be a date as dd/mm/yyyy.',
  }),
  startTime: formattedText(HH_MM, {
    required: 'Choose a time.',
    invalid: 'Time must be a time as HH:MM.',
  }),
  partySize: z
    .number({ error: PARTY })
    .check(
      z.int({ error: PARTY, abort: true }),
      z.gte(1, { error: PARTY, abort: true }),
      z.lte(50, { error: PARTY, abort: true }),
    ),
});

export type ChangeBooking = z.infer<typeof changeBookingSchema>;
