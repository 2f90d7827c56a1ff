// Writes domain/src/geodata/de-postcodes.ts from GeoNames' German postal codes as
// zauberware/postal-codes-json-xml-csv ships them (data/DE.zip, with zipcodes.de.json inside):
//   bash scripts/with-node.sh node scripts/data/de-postcodes.mjs path/to/DE.zip
// One line per postcode: the mean of the places GeoNames lists for it, 4 decimals. CC BY 4.0, © GeoNames.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// fflate is the domain's own dependency (the personal data ZIP).
const { strFromU8, unzipSync } = createRequire(path.join(root, 'domain/package.json'))('fflate');

const zipFile = process.argv[2];
if (!zipFile) throw new Error('usage: node scripts/data/de-postcodes.mjs path/to/DE.zip');
const files = unzipSync(readFileSync(zipFile), { filter: (file) => file.name.endsWith('zipcodes.de.json') });
const entry = Object.values(files)[0];
if (!entry) throw new Error(`${zipFile}: no zipcodes.de.json inside`);
const places = JSON.parse(strFromU8(entry));

const byCode = new Map();
for (const { zipcode, latitude, longitude } of places) {
  if (!/^\d{5}$/.test(zipcode)) throw new Error(`not a German postcode: ${zipcode}`);
  const list = byCode.get(zipcode) ?? [];
  list.push([Number(latitude), Number(longitude)]);
  byCode.set(zipcode, list);
}
const mean = (points, i) => points.reduce((sum, p) => sum + p[i], 0) / points.length;
const lines = [...byCode.keys()].sort().map((code) => {
  const points = byCode.get(code);
  return `${code} ${mean(points, 0).toFixed(4)} ${mean(points, 1).toFixed(4)}`;
});

const header = `// German postcodes (PLZ) and the coordinates of their centre: one line "PLZ latitude longitude" each.
//
// Source: GeoNames postal code data for Germany (https://download.geonames.org/export/zip/, DE), as
// converted by zauberware/postal-codes-json-xml-csv (data/DE.zip, commit a6e8df1, 2026-03-30; its
// README: "Data comes from http://www.geonames.org/"). Licence: Creative Commons Attribution 4.0
// (https://creativecommons.org/licenses/by/4.0/), © GeoNames (www.geonames.org). Changed: one line per
// postcode, the mean of the places GeoNames lists for it, rounded to 4 decimals (about 11 m).
//
// Loaded lazily by rules/postcode-geo.ts, on the server (and inside the in-browser demo's own chunk):
// never part of a screen's bundle. Regenerate with scripts/data/de-postcodes.mjs.
`;
const out = path.join(root, 'domain/src/geodata/de-postcodes.ts');
writeFileSync(out, `${header}export const DE_POSTCODES = \`\n${lines.join('\n')}\n\`;\n`);
console.log(`${out}: ${lines.length} postcodes`);
