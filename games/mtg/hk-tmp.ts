import { join } from 'node:path';
import { loadCatalog, SHIPPED_DATA_DIR } from './games/mtg/src/cards/catalog.ts';
const six = loadCatalog(join(SHIPPED_DATA_DIR, '6ed'));
for (const id of ['crimson_hellkite','library_of_lat_nam','relentless_assault']) console.log(JSON.stringify(six.cards[id]?.rules, null, 1));
