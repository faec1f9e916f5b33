import type { SearchReading } from 'shared/api/search-times';
import { Link } from 'shared/router';
import type { Readings } from '../api/use-search-results';

/** 'Italian restaurants', 'Near Leeds', 'Indian restaurants near Leeds'. */
export function readingText(reading: SearchReading, words: string): string {
  if (reading.kind === 'place') return `Near ${reading.place}`;
  if (reading.kind === 'cuisine')
    return `${reading.cuisine} restaurants${reading.place ? ` near ${reading.place}` : ''}`;
  return `Restaurants named “${words}”`;
}

/** The same inside a sentence: 'restaurants near Soho', 'restaurants named “Soho”'. */
const offerText = (reading: SearchReading, words: string) =>
  reading.kind === 'cuisine'
    ? readingText(reading, words)
    : reading.kind === 'place'
      ? `restaurants near ${reading.place}`
      : `restaurants named “${words}”`;

/**
 * Above the results: what the diner's words were searched as (ADR 0057), with links to the
 * other readings that fit ('Soho' is a restaurant's name and a London area); before the
 * search says, and for an ordinary name, the words themselves.
 */
export function ReadingLead({
  words,
  readings,
  pathOf,
}: {
  words: string;
  readings: Readings | undefined;
  /** The result page for the same search read another way. */
  pathOf: (kind: SearchReading['kind']) => string;
}) {
  if (!readings) return <>Restaurants for “{words}”</>;
  return (
    <>
      {readingText(readings.used, words)}
      {readings.others.map((other, i) => (
        <span key={other.kind}>
          {i === 0 ? '. Or see ' : ', or '}
          <Link to={pathOf(other.kind)}>{offerText(other, words)}</Link>
        </span>
      ))}
    </>
  );
}
