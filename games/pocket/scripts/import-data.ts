/**
 * Converts the shared Pocket card list (A1, A1a, P-A) into data/cards.json in
 * this game's schema, mapping every printed text to effect types through
 * scripts/text-map.ts, and copies the sample deck lists into data/decks/.
 * Re-runnable: the output depends only on the source files and the table.
 *
 *   node --import tsx games/pocket/scripts/import-data.ts [sourceDir] [outDir]
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Card, CardText, EnergyType, PokemonType } from '../src/data/schema.ts';
import { abilityUse, mapText } from './text-map.ts';

const here = dirname(fileURLToPath(import.meta.url));
const sourceDir = resolve(process.argv[2] ?? join(here, '../../../../shared/data/pocket'));
const outDir = resolve(process.argv[3] ?? join(here, '../data'));

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

function energy(name: string, where: string): EnergyType {
  const t = typeLetter[name];
  if (!t || t === 'N') throw new Error(`${where}: unknown energy '${name}'`);
  return t;
}

function text(raw: string): CardText {
  return { text: raw, effects: mapText(raw) ?? [] };
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

const raw = JSON.parse(readFileSync(join(sourceDir, 'cards_a1_a1a.json'), 'utf8')) as Array<
  { Pokemon: SourcePokemon } | { Trainer: SourceTrainer }
>;

const cards: Card[] = raw.map((entry, i) => {
  if ('Pokemon' in entry) {
    const p = entry.Pokemon;
    const where = `cards[${i}] ${p.id}`;
    const type = typeLetter[p.energy_type];
    if (!type) throw new Error(`${where}: unknown type '${p.energy_type}'`);
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
      ability: p.ability
        ? { name: p.ability.title, ...abilityUse(p.ability.effect), effect: text(p.ability.effect) }
        : null,
      attacks: p.attacks.map((a) => ({
        name: a.title,
        cost: a.energy_required.map((e) => energy(e, where)),
        damage: a.fixed_damage,
        ...(a.effect ? { effect: text(a.effect) } : {}),
      })),
      set: p.booster_pack,
    };
  }
  const t = entry.Trainer;
  return {
    id: t.id,
    name: t.name,
    kind: 'trainer',
    trainerType: t.trainer_card_type.toLowerCase() as 'item' | 'supporter' | 'tool' | 'fossil',
    effect: text(t.effect),
    set: t.booster_pack,
  };
});

mkdirSync(join(outDir, 'decks'), { recursive: true });
writeFileSync(
  join(outDir, 'cards.json'),
  `${JSON.stringify({ source: 'shared/data/pocket/cards_a1_a1a.json', cards }, null, 1)}\n`,
);
const decks = readdirSync(join(sourceDir, 'decks')).filter((f) => f.endsWith('.txt'));
for (const f of decks) copyFileSync(join(sourceDir, 'decks', f), join(outDir, 'decks', f));

let texts = 0;
let unmapped = 0;
for (const c of cards) {
  const all = c.kind === 'pokemon' ? [c.ability?.effect, ...c.attacks.map((a) => a.effect)] : [c.effect];
  for (const t of all) {
    if (!t) continue;
    texts++;
    if (t.effects.length === 0) {
      unmapped++;
      console.log(`unmapped: ${c.id} ${c.name}: ${t.text}`);
    }
  }
}
console.log(`${cards.length} cards, ${texts} texts, ${unmapped} unmapped, ${decks.length} decks → ${outDir}`);
