import * as z from 'zod/mini';

/** The plain `{ status, message }` answer of the account calls. */
export const statusMessageSchema = z.object({ status: z.boolean(), message: z.string() });

export type StatusMessage = z.infer<typeof statusMessageSchema>;
