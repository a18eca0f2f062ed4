/**
 * Imports the shared hero facts into this game's own data schema:
 *   ../shared/data/dice-duel/heroes.json  →  games/dice-duel/data/heroes.json
 * Re-runnable: the output depends only on the input. Combos keep the order of
 * the source tables (strongest first), which is also v1's board priority.
 *
 *   npm run import-data -w @arbiter/dice-duel [-- <source.json>]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const source = resolve(process.argv[2] ?? resolve(here, '../../../../shared/data/dice-duel/heroes.json'));
const target = resolve(here, '../data/heroes.json');

type Raw = Record<string, unknown>;
const raw = JSON.parse(readFileSync(source, 'utf8')) as {
  _about: string;
  statuses: Record<string, Raw>;
  heroes: Record<string, Raw & { offense: Record<string, Raw>; defenseV1: Record<string, Raw> }>;
};

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const out = {
  schemaVersion: 1,
  provenance: {
    source: 'shared/data/dice-duel/heroes.json',
    about: raw._about,
  },
  statuses: Object.entries(raw.statuses).map(([id, s]) => ({ id, ...s })),
  heroes: Object.entries(raw.heroes).map(([name, h]) => ({
    id: slug(name),
    name,
    maxHp: h.maxHp,
    defenseVersion: h.defenseVersion,
    offense: Object.entries(h.offense).map(([combo, a]) => ({
      combo,
      label: a.label,
      damage: a.damage,
      ultimate: a.ultimate === true,
      post: a.post ?? {},
    })),
    defenseV1: Object.entries(h.defenseV1).map(([combo, d]) => ({
      combo,
      label: d.label ?? combo,
      block: d.block ?? 0,
      reflect: d.reflect ?? 0,
      gain: d.gain ?? {},
    })),
    defenseCard: h.defenseCard,
  })),
};

writeFileSync(target, `${JSON.stringify(out, null, 2)}\n`);
console.log(`wrote ${target}: ${out.heroes.length} heroes, ${out.statuses.length} statuses`);
