import * as z from 'zod/mini';
import { email, formattedText } from 'shared/validation/fields';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const DD_MM_YYYY = /^\d{2}\/\d{2}\/\d{4}$/;

/** Lower than, as HH:MM strings compare in time order. */
const before = (a: string, b: string) => a < b;

/**
 * The standby request (issue 47): the party, the date (dd/mm/yyyy, the restaurant's) and the
 * window of arrival times. The window is checked once both ends pass on their own.
 */
export const standbySchema = z
  .object({
    email: email({ required: 'Email is required.', invalid: 'Email address is invalid.' }),
    date: formattedText(DD_MM_YYYY, {
      required: 'Date is required.',
      invalid: 'Date must be a date as dd/mm/yyyy.',
    }),
    number_of_people: z
      .number({ error: 'Party size must be a number from 1 to 50.' })
      .check(
        z.int({ error: 'Party size must be a number from 1 to 50.', abort: true }),
        z.gte(1, { error: 'Party size must be a number from 1 to 50.', abort: true }),
        z.lte(50, { error: 'Party size must be a number from 1 to 50.', abort: true }),
      ),
    window_start: formattedText(HH_MM, {
      required: 'From is required.',
      invalid: 'From must be a time as HH:MM.',
    }),
    window_end: formattedText(HH_MM, {
      required: 'To is required.',
      invalid: 'To must be a time as HH:MM.',
    }),
  })
  .check(
    z.refine((values) => before(values.window_start, values.window_end), {
      error: 'To must be later than From.',
      path: ['window_end'],
    }),
  );

export type StandbyPayload = z.infer<typeof standbySchema>;
