import * as z from 'zod/mini';
import {
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  email,
  optionalText,
  phone,
  requiredText,
} from 'shared/validation/fields';

export const CONTACT_MESSAGE_MAX = MESSAGE_MAX_LENGTH;

/**
 * "Only letters" means any script's letters (with their combining accents), so Zoë, Łukasz
 * and 李 pass. A space, hyphen or apostrophe (straight or curly, as phones type it) may join
 * two parts of a name, as in "Mary Ann", "Anne-Marie" or "O'Neil", but may not start or end
 * it or come twice in a row.
 */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M}]*(?:[ '’-]\p{L}[\p{L}\p{M}]*)*$/u;

export const contactSchema = z.object({
  first_name: requiredText(NAME_MAX_LENGTH, {
    required: 'First Name is required.',
    pattern: { regex: NAME_PATTERN, message: 'First Name should contain only letters.' },
    tooLong: 'First Name must be at most 100 characters.',
  }),
  last_name: requiredText(NAME_MAX_LENGTH, {
    required: 'Last Name is required.',
    pattern: { regex: NAME_PATTERN, message: 'Last Name should contain only letters.' },
    tooLong: 'Last Name must be at most 100 characters.',
  }),
  email: email({ required: 'Email is required.', invalid: 'Please enter a valid email address.' }),
  phone: phone({
    required: 'Phone Number is required.',
    invalid: 'Phone Number must be exactly 11 digits.',
  }),
  restaurant_name: optionalText(200, 'Restaurant name must be at most 200 characters.'),
  post_code: optionalText(10, 'Postcode must be at most 10 characters.'),
  // The spec labels the message required yet never checks it, so an empty one is sent as ''.
  message: z._default(
    optionalText(CONTACT_MESSAGE_MAX, 'Message must be at most 500 characters.'),
    '',
  ),
});

export type ContactPayload = z.infer<typeof contactSchema>;
