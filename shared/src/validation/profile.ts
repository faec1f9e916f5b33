import * as z from 'zod/mini';
import { signUpSchema } from 'shared/validation/sign-up';

// The spec validates a profile update "as at sign-up": borrowing sign-up's fields keeps the
// two from drifting apart. Listed in the profile form's own order, which decides `message`.
const { email, first_name, last_name, phone } = signUpSchema.shape;

export const profileSchema = z.object({ email, first_name, last_name, phone });

export type ProfilePayload = z.infer<typeof profileSchema>;
