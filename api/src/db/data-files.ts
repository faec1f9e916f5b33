import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../lib/api-root';

/** The API's reference data: postcodes, the gazetteer, common passwords (api/data/README.md). */
export const DATA_DIR = path.join(API_ROOT, 'data');

export interface CsvPoint {
  key: string;
  latitude: number;
  longitude: number;
}

/** Reads `key,lat,lon[,...]` rows from one of the api/data CSVs (header skipped). */
export function readPointsCsv(file: string): CsvPoint[] {
  const text = readFileSync(path.join(DATA_DIR, file), 'utf8');
  const lines = text.split(/\r?\n/);
  const points: CsvPoint[] = [];
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i];
    if (!line) continue;
    const [key, lat, lon] = line.split(',');
    const latitude = Number(lat);
    const longitude = Number(lon);
    if (!key || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
      throw new Error(`${file}:${i + 1}: expected key,lat,lon but found "${line}"`);
    }
    points.push({ key: key.trim(), latitude, longitude });
  }
  return points;
}

/** The UK towns and areas search reads a query as (GeoNames, CC BY; api/data/README.md). */
export function readPlaces(): { name: string; latitude: number; longitude: number }[] {
  return readPointsCsv('uk-places.csv').map(({ key, latitude, longitude }) => ({
    name: key,
    latitude,
    longitude,
  }));
}
