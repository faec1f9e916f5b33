import * as z from 'zod/mini';
import {
  email,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  optionalText,
  personName,
  phone,
  requiredText,
} from 'shared/validation/fields';

const INVALID_PHONE = 'Phone number must be exactly 11 digits.';
const INVALID_EMAIL = 'A valid email is required.';

/** "Become a partner": what the API receives. */
export const partnerSchema = z.object({
  ...personName(),
  // The spec has one message each for a missing and a malformed email or phone.
  email: email({ required: INVALID_EMAIL, invalid: INVALID_EMAIL }),
  phone: phone({ required: INVALID_PHONE, invalid: INVALID_PHONE }),
  city: requiredText(NAME_MAX_LENGTH, {
    required: 'City is required.',
    tooLong: 'City must be at most 100 characters.',
  }),
  post_code: requiredText(10, {
    required: 'Postcode is required.',
    tooLong: 'Postcode must be at most 10 characters.',
  }),
  restaurant_name: requiredText(200, {
    required: 'Restaurant name is required.',
    tooLong: 'Restaurant name must be at most 200 characters.',
  }),
  message: optionalText(MESSAGE_MAX_LENGTH, 'Message must be at most 500 characters.'),
});

/**
 * The terms box is the browser's business: the API never receives `agree_terms`, so it
 * lives apart from the payload and the form checks both.
 */
export const agreeTermsField = z.literal(true, 'You must agree to the terms and conditions.');

export const partnerTermsSchema = z.object({ agree_terms: agreeTermsField });

/** The whole partner form: the payload plus the terms box. */
export const partnerFormSchema = z.extend(partnerSchema, { agree_terms: agreeTermsField });

export type PartnerPayload = z.infer<typeof partnerSchema>;
export type PartnerFormValues = z.infer<typeof partnerFormSchema>;
