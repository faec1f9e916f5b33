/**
 * How long a party keeps its table (the restaurant's turn time for that party size), as the
 * diner reads it on checkout, thank-you and the confirmation email: 'Your table is yours for
 * 1 h 30 min'. One text for the pages and the API's emails.
 */
export function formatTableTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export const tableTimeSentence = (minutes: number) =>
  `Your table is yours for ${formatTableTime(minutes)}`;
