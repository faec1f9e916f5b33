import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import type { RestaurantCard } from 'shared/api/restaurant-card';
import { restaurantTimes } from 'shared/api/restaurant-times';
import { CardTimes, PHONE_ONLY, TimesNote } from '../features/search-results/components/card-times';
import {
  DEFAULT_TONIGHT_PARTY,
  isoToday,
  type Tonight,
  wireDate,
} from '../features/search-results/tonight/tonight-state';

/** A grid's times are asked again after this: a diner coming back to the page sees fresh ones. */
const GRID_TIMES_FRESH_MS = 60_000;

type Found = Map<string, string[]> | null;
const asked = new Map<string, { at: number; found: Promise<Found> }>();

/**
 * One request for a whole grid's times (its online restaurants' uuids, comma separated),
 * whichever of its tiles asks first; null on failure.
 */
function gridTimes(uuids: string, tonight: Tonight, now = Date.now()) {
  const key = `${tonight.date}|${tonight.partySize}|${uuids}`;
  for (const [old, entry] of asked) if (now - entry.at >= GRID_TIMES_FRESH_MS) asked.delete(old);
  let entry = asked.get(key);
  if (!entry) {
    const found = restaurantTimes(uuids.split(','), {
      date: wireDate(tonight.date),
      partySize: tonight.partySize,
    }).catch((): Found => null);
    asked.set(key, (entry = { at: now, found }));
  }
  return entry.found;
}

/** The home grid's choice: two people, today. */
const homeTonight = (date: string): Tonight => ({
  date,
  partySize: DEFAULT_TONIGHT_PARTY,
  available: false,
});

// Drawn over the 52 px the tile keeps at its foot (TEXT.bottom in restaurant-tile.tsx), from
// outside the tile's link, which cannot hold others: pulled up by all of it, it adds no height
// to the grid cell. Positioned, so it lies above the tile.
const Place = styled.div({
  position: 'relative',
  margin: '-52px 12px 12px',
  // A sentence in place of times keeps to two lines of the tile's detail size on a phone.
  '& p': { fontSize: 14, lineHeight: 1.25 },
});

/**
 * A home tile's next three times for two people today (issue 47), each opening the restaurant
 * page with its panel set to it. Loaded after the grid, in its own chunk (home page budget).
 */
function HomeTileTimes({
  restaurant,
  grid,
}: {
  restaurant: RestaurantCard;
  /** The tiles shown with it, whose times come in the same request. */
  grid: readonly RestaurantCard[];
}) {
  const date = isoToday();
  const { uuid, online_booking: online } = restaurant;
  // By value: the grid's list is a new array on every render of the explorer.
  const uuids = grid
    .filter((card) => card.online_booking)
    .map((card) => card.uuid)
    .join();
  // Kept with whose they are: another restaurant in this place (a cuisine chosen) shows none
  // until its own are known, and a new request leaves the shown times (and focus) in place.
  const shownFor = `${uuid}|${date}`;
  const [found, setFound] = useState<{ for: string; times: string[] }>();
  const times = found?.for === shownFor ? found.times : undefined;
  useEffect(() => {
    if (!online || uuids === '') return undefined;
    let live = true;
    void gridTimes(uuids, homeTonight(date)).then((answer) => {
      if (live && answer) setFound({ for: `${uuid}|${date}`, times: answer.get(uuid) ?? [] });
    });
    return () => {
      live = false;
    };
  }, [uuids, date, uuid, online]);
  return (
    <Place>
      {online ? (
        <CardTimes uuid={uuid} name={restaurant.name} times={times} tonight={homeTonight(date)} />
      ) : (
        <TimesNote>{PHONE_ONLY}</TimesNote>
      )}
    </Place>
  );
}

/** A tile's times, as the home grid draws them beside each tile (cuisine-explorer.tsx). */
export const tileTimes = (restaurant: RestaurantCard, grid: readonly RestaurantCard[]) => (
  <HomeTileTimes restaurant={restaurant} grid={grid} />
);
