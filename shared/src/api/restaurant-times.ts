// The home grid's times (issue 47 item 3). Its own module: the shell never imports it (home
// page weight budget), and checked by hand: zod would add 6 KB to the home page's scripts.
import { type AnswerCheck, apiRequest } from 'shared/api/client';

interface TimesAnswer {
  status: boolean;
  message: string;
  data: { uuid: string; times: string[] }[];
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** The answer's shape: each restaurant's uuid and its times, all strings. */
export const timesAnswerCheck: AnswerCheck<TimesAnswer> = {
  safeParse(data) {
    const answer = data as Partial<TimesAnswer> | null;
    const valid =
      typeof answer?.status === 'boolean' &&
      isString(answer.message) &&
      Array.isArray(answer.data) &&
      answer.data.every(
        (entry: unknown) =>
          isString((entry as TimesAnswer['data'][number] | null)?.uuid) &&
          Array.isArray((entry as TimesAnswer['data'][number]).times) &&
          (entry as TimesAnswer['data'][number]).times.every(isString),
      );
    return valid ? { success: true, data: answer as TimesAnswer } : { success: false };
  },
};

/**
 * GET /user/restaurants/times: up to three bookable times (HH:MM) for each restaurant, by
 * uuid; a restaurant the site does not have is not in the map.
 */
export async function restaurantTimes(
  uuids: readonly string[],
  times: { date: string; partySize: number },
  signal?: AbortSignal,
): Promise<Map<string, string[]>> {
  const { data } = await apiRequest({
    method: 'GET',
    readOnly: true,
    url: `/user/restaurants/times?${new URLSearchParams({
      uuids: uuids.join(','),
      date: times.date,
      number_of_people: String(times.partySize),
    }).toString()}`,
    signal,
    schema: timesAnswerCheck,
  });
  return new Map(data.map(({ uuid, times: found }) => [uuid, found]));
}
