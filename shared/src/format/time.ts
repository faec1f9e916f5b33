const FALLBACK = '12:00 AM';

/** '14:30' or '14:30:00' -> '2:30 PM'. Anything unreadable gives the spec's fallback '12:00 AM'. */
export function formatTime(value: string | null | undefined): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value?.trim() ?? '');
  if (!match) return FALLBACK;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return FALLBACK;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${match[2]} ${suffix}`;
}
