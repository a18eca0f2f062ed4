/**
 * Converts the shared Pocket card list (every set from A1 to B4 and the
 * promos P-A and P-B) into data/cards.json in this game's schema, mapping
 * every printed text to effect types through scripts/text-map.ts, and copies
 * the deck lists: the sample decks into data/decks/, the current decks into
 * data/decks-current/. Re-runnable: the output depends only on the source
 * files, the text table and the card groups (scripts/card-groups.ts). On a
 * merge conflict in data/, re-run it.
 *
 *   node --import tsx games/pocket/scripts/import-data.ts [sourceDir] [outDir]
 *
 * The cards of the first sets (shared/data/pocket/cards_a1_a1a.json: A1, A1a,
 * P-A 001–007) come first, in that file's order and unchanged, then every
 * other card in the order of cards_all_sets.json: a card's place is its
 * index in match states, so games of the first sets keep their hashes.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type { Card, CardSet, CardText, EnergyType, PokemonType, TrainerType } from '../src/data/schema.ts';
import { cardTagsOf } from './card-groups.ts';
import { abilityUse, mapText, readText } from './text-map.ts';

const here = dirname(fileURLToPath(import.meta.url));
const sourceDir = resolve(process.argv[2] ?? join(here, '../../../../shared/data/pocket'));
const outDir = resolve(process.argv[3] ?? join(here, '../data'));

/**
 * The sets in release order: series A (2024–2025), then series B from Mega
 * Rising (October 2025). Within a series the codes are numbered in release
 * order, a lettered code (A1a, A2b) being a smaller set released after the
 * numbered one it follows. Promo series run beside their series; they are
 * listed after its last expansion. Names are the packs' as the cards print
 * them. Sources in the README ("Later sets").
 */
const RELEASE_ORDER = [
  'A1',
  'A1a',
  'A2',
  'A2a',
  'A2b',
  'A3',
  'A3a',
  'A3b',
  'A4',
  'A4a',
  'A4b',
  'P-A',
  'B1',
  'B1a',
  'B2',
  'B2a',
  'B2b',
  'B3',
  'B3a',
  'B3b',
  'B4',
  'P-B',
];

const typeLetter: Record<string, PokemonType> = {
  Grass: 'G',
  Fire: 'R',
  Water: 'W',
  Lightning: 'L',
  Psychic: 'P',
  Fighting: 'F',
  Darkness: 'D',
  Metal: 'M',
  Colorless: 'C',
  Dragon: 'N',
};

const trainerType: Record<string, TrainerType> = {
  Item: 'item',
  Supporter: 'supporter',
  Tool: 'tool',
  Stadium: 'stadium',
  Fossil: 'fossil',
};

function energy(name: string, where: string): EnergyType {
  const t = typeLetter[name];
  if (!t || t === 'N') throw new Error(`${where}: unknown energy '${name}'`);
  return t;
}

interface SourcePokemon {
  id: string;
  name: string;
  stage: number;
  evolves_from: string | null;
  hp: number;
  energy_type: string;
  ability: { title: string; effect: string } | null;
  attacks: Array<{ energy_required: string[]; title: string; fixed_damage: number; effect: string | null }>;
  weakness: string | null;
  retreat_cost: string[];
  booster_pack: string;
}
interface SourceTrainer {
  id: string;
  name: string;
  trainer_card_type: string;
  effect: string;
  booster_pack: string;
}
type SourceEntry = { Pokemon: SourcePokemon } | { Trainer: SourceTrainer };

const read = (file: string) => JSON.parse(readFileSync(join(sourceDir, file), 'utf8')) as SourceEntry[];
const all = read('cards_all_sets.json');
const first = read('cards_a1_a1a.json');
const entryId = (e: SourceEntry) => ('Pokemon' in e ? e.Pokemon.id : e.Trainer.id);
const setCode = (id: string) => id.slice(0, id.lastIndexOf(' '));

// ---- the sets ----
const packs = new Map<string, string>();
for (const e of all) {
  const code = setCode(entryId(e));
  const pack = 'Pokemon' in e ? e.Pokemon.booster_pack : e.Trainer.booster_pack;
  const known = packs.get(code);
  if (known !== undefined && known !== pack)
    throw new Error(`set ${code}: two packs, '${known}' and '${pack}'`);
  packs.set(code, pack);
}
for (const code of packs.keys())
  if (!RELEASE_ORDER.includes(code)) throw new Error(`set ${code} is not in RELEASE_ORDER`);
const sets: CardSet[] = RELEASE_ORDER.filter((code) => packs.has(code)).map((code, i) => {
  const pack = packs.get(code) as string;
  const suffix = ` (${code})`;
  if (!pack.endsWith(suffix)) throw new Error(`set ${code}: pack '${pack}' does not end with '${suffix}'`);
  return {
    code,
    name: pack.slice(0, -suffix.length),
    pack,
    series: code.startsWith('P-') ? code.slice(2) : code[0],
    promo: code.startsWith('P-'),
    order: i + 1,
  };
});
const orderOf = (code: string) => sets.findIndex((s) => s.code === code) + 1;

// ---- the cards ----
const byId = new Map(all.map((e) => [entryId(e), e]));
for (const e of first) {
  const id = entryId(e);
  if (!isDeepStrictEqual(byId.get(id), e))
    throw new Error(`${id}: differs between cards_a1_a1a.json and cards_all_sets.json`);
}
const firstIds = new Set(first.map(entryId));
const ordered = [...first, ...all.filter((e) => !firstIds.has(entryId(e)))];
if (ordered.length !== byId.size) throw new Error('a card id appears twice in cards_all_sets.json');

const cardNames = new Set(ordered.map((e) => ('Pokemon' in e ? e.Pokemon.name : e.Trainer.name)));

/**
 * A rule's reading of a text, checked: every card name it read must name a
 * card of the pool, so a rule written for the first sets cannot silently
 * misread a later text ("Basic Pokémon" read as a card's name). A misreading
 * stops the import: the rule is to be narrowed, or a new rule written first.
 */
function text(raw: string, where: string): CardText {
  const effects = mapText(raw) ?? [];
  for (const ref of effects) {
    const named = [ref.name, ...(Array.isArray(ref.names) ? ref.names : [])].filter((n) => n !== undefined);
    for (const n of named)
      if (typeof n !== 'string' || !cardNames.has(n)) {
        const rule = readText(raw)?.rules.join('+');
        throw new Error(
          `${where}: text-map rule ${rule} reads '${String(n)}' as a card name, and no card has it: ${raw}`,
        );
      }
  }
  return { text: raw, effects };
}

function pokemonCard(p: SourcePokemon): Card {
  const where = p.id;
  const type = typeLetter[p.energy_type];
  if (!type) throw new Error(`${where}: unknown type '${p.energy_type}'`);
  const tags = cardTagsOf(p.name, setCode(p.id), orderOf);
  return {
    id: p.id,
    name: p.name,
    kind: 'pokemon',
    stage: p.stage as 0 | 1 | 2,
    evolvesFrom: p.evolves_from,
    hp: p.hp,
    type,
    weakness: p.weakness ? energy(p.weakness, where) : null,
    retreat: p.retreat_cost.length,
    ex: / ex$/.test(p.name),
    ...(tags.length > 0 ? { tags } : {}),
    ability: p.ability
      ? {
          name: p.ability.title,
          ...abilityUse(p.ability.effect),
          effect: text(p.ability.effect, `${where} ability`),
        }
      : null,
    attacks: p.attacks.map((a) => ({
      name: a.title,
      cost: a.energy_required.map((e) => energy(e, where)),
      damage: a.fixed_damage,
      ...(a.effect ? { effect: text(a.effect, `${where} ${a.title}`) } : {}),
    })),
    set: p.booster_pack,
  };
}

function trainerCard(t: SourceTrainer): Card {
  const kind = trainerType[t.trainer_card_type];
  if (!kind) throw new Error(`${t.id}: unknown trainer type '${t.trainer_card_type}'`);
  return {
    id: t.id,
    name: t.name,
    kind: 'trainer',
    trainerType: kind,
    effect: text(t.effect, t.id),
    set: t.booster_pack,
  };
}

const cards: Card[] = ordered.map((e) => ('Pokemon' in e ? pokemonCard(e.Pokemon) : trainerCard(e.Trainer)));

// ---- output ----
mkdirSync(outDir, { recursive: true });
/**
 * One set or card per line: a change to a card is a change to its line (a
 * readable diff, a merge that conflicts only where two branches changed one
 * card), and the file stays small enough to load and check the whole pool
 * quickly (no indentation).
 */
const lines = (list: unknown[]) => list.map((x) => JSON.stringify(x)).join(',\n');
writeFileSync(
  join(outDir, 'cards.json'),
  `{"source": ${JSON.stringify('shared/data/pocket/cards_all_sets.json')},\n"sets": [\n${lines(sets)}\n],\n"cards": [\n${lines(cards)}\n]}\n`,
);

/** Copies the .txt deck lists of a source folder into a fresh output folder. */
function copyDecks(from: string, to: string): number {
  rmSync(join(outDir, to), { recursive: true, force: true });
  mkdirSync(join(outDir, to), { recursive: true });
  const files = readdirSync(join(sourceDir, from)).filter((f) => f.endsWith('.txt'));
  for (const f of files) copyFileSync(join(sourceDir, from, f), join(outDir, to, f));
  return files.length;
}
const samples = copyDecks('decks', 'decks');
const current = copyDecks('decks-current', 'decks-current');

// ---- what is left for the effect table ----
const kinds = new Map<string, { texts: number; unmapped: number }>();
for (const c of cards) {
  const items: Array<[string, CardText | undefined]> =
    c.kind === 'pokemon'
      ? [
          ['ability', c.ability?.effect],
          ...c.attacks.map((a) => ['attack', a.effect] as [string, CardText | undefined]),
        ]
      : [[c.trainerType, c.effect]];
  for (const [kind, t] of items) {
    if (!t) continue;
    const k = kinds.get(kind) ?? { texts: 0, unmapped: 0 };
    k.texts++;
    if (t.effects.length === 0) k.unmapped++;
    kinds.set(kind, k);
  }
}
const line = [...kinds].map(([k, v]) => `${k} ${v.texts - v.unmapped}/${v.texts}`).join(', ');
const unmapped = [...kinds.values()].reduce((n, k) => n + k.unmapped, 0);
console.log(
  `${cards.length} cards in ${sets.length} sets; card texts mapped: ${line}; ${unmapped} unmapped (games/pocket/scripts/text-inventory.ts lists them)`,
);
console.log(`${samples} sample decks → decks/, ${current} current decks → decks-current/ (in ${outDir})`);
