import { londonWallClock } from 'shared/format/date';
import { formatShortDay } from 'shared/format/short-day';
import { formatTime } from 'shared/format/time';

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a diner in the UK reads it: '5:00 PM on Sat 5 Dec'. */
export function londonMoment(instant: Date | string): string {
  const wall = londonWallClock(new Date(instant));
  const time = formatTime(`${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`);
  const day = `${pad(wall.getUTCDate())}/${pad(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()}`;
  return `${time} on ${formatShortDay(day)}`;
}

/** 'Free cancellation until 5:00 PM on Sat 5 Dec': a booking's cancellation deadline. */
export const freeCancellationUntil = (cancelBy: Date | string) =>
  `Free cancellation until ${londonMoment(cancelBy)}`;
