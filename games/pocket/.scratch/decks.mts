import { readdirSync, readFileSync } from 'node:fs';
import { parseDeck } from '/work/wt-p21-data/games/pocket/src/data/decks.ts';
const dir = '/work/wt-p21-data/games/pocket/data/decks-current';
for (const f of readdirSync(dir).sort()) {
  try { const d = parseDeck(readFileSync(`${dir}/${f}`, 'utf8'), f); console.log('ok  ', f, d.energy.join(''), d.cards.length); }
  catch (e) { console.log('FAIL', (e as Error).message); }
}
