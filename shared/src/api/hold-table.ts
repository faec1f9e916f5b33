import * as z from 'zod/mini';
import { apiRequest } from 'shared/api/client';
import type { Weekday } from 'shared/types';

export const holdSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  start: z.string(),
  end: z.string(),
  date: z.string(),
  number_of_people: z.number(),
  status: z.string(),
  expires_at: z.nullable(z.string()),
  seconds_left: z.number(),
  /** Only on a new hold: the secret every later call about it must carry. */
  hold_token: z.optional(z.string()),
  /** How long the table is the party's (the restaurant's turn time), in minutes. */
  table_minutes: z.optional(z.number()),
  /** How many more times Continue Reservation can extend this hold (2 on a new hold). */
  extensions_left: z.optional(z.number()),
});

export type Hold = z.infer<typeof holdSchema>;

/** What a hold answer says about the table beyond its slot, under the client's names. */
export interface HoldTerms {
  /** null when the answer does not say (an API from before table times). */
  tableMinutes: number | null;
  extensionsLeft: number | null;
}

export const holdTerms = (hold: Hold): HoldTerms => ({
  tableMinutes: hold.table_minutes ?? null,
  extensionsLeft: hold.extensions_left ?? null,
});

export const holdTableResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: holdSchema,
});

export type HoldTableResponse = z.infer<typeof holdTableResponseSchema>;

export interface HoldRequest {
  restaurantUuid: string;
  /** dd/mm/yyyy */
  date: string;
  day: Weekday;
  startTime: string;
  endTime: string;
  partySize: number;
  /** A live hold to move instead of making a new one, with its token. */
  move?: { reservationUuid: string; holdToken: string };
}

/**
 * GET /api/v1/user/reservation/reservation-time-hold: holds the smallest free table for five
 * minutes (409 when the slot was taken meanwhile), or moves a live hold to this slot; 429
 * with a message for the diner when this client holds too many tables or holds too often.
 */
export function holdTable({
  restaurantUuid,
  date,
  day,
  startTime,
  endTime,
  partySize,
  move,
}: HoldRequest): Promise<HoldTableResponse> {
  return apiRequest({
    method: 'GET',
    url: '/user/reservation/reservation-time-hold',
    params: {
      start_time: startTime,
      end_time: endTime,
      date,
      day,
      status: 'hold',
      rest_uuid: restaurantUuid,
      number_of_people: partySize,
      ...(move ? { uuid: move.reservationUuid } : {}),
    },
    headers: move ? { 'x-hold-token': move.holdToken } : {},
    schema: holdTableResponseSchema,
  });
}
