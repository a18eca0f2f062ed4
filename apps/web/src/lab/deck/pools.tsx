/**
 * Each deck game's card pool for the builder, from the card sheets the
 * boards already use (so every card reads the same in the Lab as in a
 * match): what a search matches (name, type, cost, text), a face with the
 * card's text in words, and the game's deck-list text format.
 */
import type { ReactNode } from 'react';
import { ManaCost } from '../../boards/mtg/CardFace.tsx';
import mtgSheet from '../../boards/mtg/card-sheet.json';
import { type SheetCard as MtgCard, sheetCard as mtgCard } from '../../boards/mtg/cards.ts';
import pocketSheet from '../../boards/pocket/card-sheet.json';
import {
  energyName,
  type SheetCard as PocketCard,
  sheetCard as pocketCard,
} from '../../boards/pocket/cards.ts';
import { AbilityLine, AttackLine, CardText, Energy } from '../../boards/pocket/parts.tsx';
import { CostPawns } from '../../boards/queens-blood/CardFace.tsx';
import qbSheet from '../../boards/queens-blood/card-sheet.json';
import { sheetCard as qbCard } from '../../boards/queens-blood/cards.ts';
import { PatternGrid } from '../../boards/queens-blood/PatternGrid.tsx';

export interface PoolCard {
  id: string;
  name: string;
  /** Searchable and shown: "Pokémon — Grass, Basic", "Creature — Angel". */
  type: string;
  /** What the cost filter compares (mana value, rank cost, energy to attack), or null. */
  cost: number | null;
  /** Every word on the card, for the text search. */
  text: string;
}

export interface DeckEntry {
  id: string;
  count: number;
}

export interface BuiltDeck {
  cards: DeckEntry[];
  /** Pocket's Energy Zone (codes). */
  energy?: string[];
}

export interface Pool {
  cards: PoolCard[];
  /** What the cost filter is called for this game. */
  costLabel: string;
  /** A card as the builder shows it, with its text in words. */
  face(id: string): ReactNode;
  /** The deck as text in the game's format. */
  format(deck: BuiltDeck): string;
}

const STAGES = ['Basic', 'Stage 1', 'Stage 2'];

function pocketType(c: PocketCard): string {
  if (c.kind === 'trainer') return `Trainer — ${c.trainerType[0].toUpperCase()}${c.trainerType.slice(1)}`;
  return `Pokémon — ${energyName[c.type] ?? c.type}, ${STAGES[c.stage] ?? `Stage ${c.stage}`}${c.ex ? ', ex' : ''}`;
}

const pocketPool: Pool = {
  costLabel: 'energy to attack',
  cards: Object.entries(pocketSheet as Record<string, PocketCard>).map(([id, c]) => ({
    id,
    name: c.name,
    type: pocketType(c),
    cost:
      c.kind === 'pokemon' && c.attacks.length > 0 ? Math.min(...c.attacks.map((a) => a.cost.length)) : null,
    text:
      c.kind === 'trainer'
        ? c.text
        : [
            c.ability ? `${c.ability.name} ${c.ability.text}` : '',
            ...c.attacks.map((a) => `${a.name} ${a.text}`),
          ].join(' '),
  })),
  face(id) {
    const c = pocketCard(id);
    if (!c) return <span className="muted">unknown card {id}</span>;
    return (
      <div className="lab-face pk-lab-face" data-card={id}>
        <div className="lab-face-head">
          <strong>{c.name}</strong> <span className="muted small">{id}</span>
          {c.kind === 'pokemon' && (
            <span className="lab-face-right">
              <Energy type={c.type} /> {c.hp} HP
            </span>
          )}
        </div>
        <div className="muted small">
          {pocketType(c)}
          {c.kind === 'pokemon' && c.evolvesFrom ? ` · evolves from ${c.evolvesFrom}` : ''}
        </div>
        {c.kind === 'pokemon' ? (
          <>
            {c.ability && <AbilityLine ability={c.ability} />}
            <ul className="pk-attacks">
              {c.attacks.map((a) => (
                <AttackLine key={a.name} a={a} />
              ))}
            </ul>
            <div className="muted small">
              weakness {c.weakness ? (energyName[c.weakness] ?? c.weakness) : 'none'} · retreat {c.retreat}
            </div>
          </>
        ) : (
          <CardText text={c.text} />
        )}
      </div>
    );
  },
  format(deck) {
    const lines: string[] = [];
    if (deck.energy && deck.energy.length > 0) {
      lines.push(`Energy: ${deck.energy.map((e) => energyName[e] ?? e).join(', ')}`);
    }
    for (const e of deck.cards)
      lines.push(`${e.count} ${pocketCard(e.id)?.name ?? ''} ${e.id}`.replace(/\s+/g, ' '));
    return lines.join('\n');
  },
};

function manaValue(cost: string): number {
  let n = 0;
  for (const sym of cost.match(/\{[^}]+\}/g) ?? []) {
    const inner = sym.slice(1, -1);
    n += /^\d+$/.test(inner) ? Number(inner) : inner === 'X' ? 0 : 1;
  }
  return n;
}

const mtgPool: Pool = {
  costLabel: 'mana value',
  cards: Object.entries(mtgSheet as Record<string, MtgCard>).map(([id, c]) => ({
    id,
    name: c.name,
    type: c.typeLine,
    cost: manaValue(c.manaCost),
    text: c.oracle,
  })),
  face(id) {
    const c = mtgCard(id);
    if (!c) return <span className="muted">unknown card {id}</span>;
    return (
      <div className="lab-face mtg-lab-face" data-card={id}>
        <div className="lab-face-head">
          <strong>{c.name}</strong>
          <span className="lab-face-right">
            <ManaCost cost={c.manaCost} />
          </span>
        </div>
        <div className="muted small">{c.typeLine}</div>
        {c.oracle && <div className="mtg-oracle small">{c.oracle}</div>}
        {c.power !== null && (
          <div className="lab-face-right small">
            {c.power}/{c.toughness}
          </div>
        )}
      </div>
    );
  },
  format: (deck) => deck.cards.map((e) => `${e.count} ${mtgCard(e.id)?.name ?? e.id}`).join('\n'),
};

type QbSheet = Record<
  string,
  { name: string; category: string; cost: number; power: number; grid: string[]; text: string }
>;

const qbPool: Pool = {
  costLabel: 'rank cost',
  cards: Object.entries(qbSheet as QbSheet).map(([id, c]) => ({
    id,
    name: c.name,
    type: c.category,
    cost: c.cost,
    text: c.text,
  })),
  face(id) {
    const c = qbCard(id);
    if (!c) return <span className="muted">unknown card {id}</span>;
    return (
      <div className="lab-face qb-lab-face" data-card={id}>
        <div className="lab-face-head">
          <strong>{c.name}</strong> <span className="muted small">{c.category}</span>
          <span className="lab-face-right">
            <CostPawns cost={c.cost} /> power {c.power}
          </span>
        </div>
        <div className="qb-lab-body">
          <PatternGrid grid={c.grid} side={0} />
          <span className="small">{c.text || <span className="muted">no ability</span>}</span>
        </div>
      </div>
    );
  },
  format: (deck) => deck.cards.map((e) => `${e.count} ${qbCard(e.id)?.name ?? e.id}`).join('\n'),
};

const pools: Record<string, Pool> = { pocket: pocketPool, mtg: mtgPool, 'queens-blood': qbPool };

export function poolFor(game: string): Pool | null {
  return pools[game] ?? null;
}

/** The cards matching a search: every word of `query` in the name, type or text; a type; a cost. */
export function searchPool(pool: Pool, query: string, type: string, cost: string): PoolCard[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const costN = cost === '' ? null : Number(cost);
  return pool.cards.filter((c) => {
    if (type && !c.type.toLowerCase().includes(type.toLowerCase())) return false;
    if (costN !== null && c.cost !== costN) return false;
    const hay = `${c.id} ${c.name} ${c.type} ${c.text}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

/** The kinds a type filter offers: the part of each type before its dash (Creature, Pokémon, Legend, …). */
export function typeChoices(pool: Pool): string[] {
  const out = new Set<string>();
  for (const c of pool.cards) {
    for (const word of c.type.split(/[—,]/)[0].trim().split(/\s+/)) if (word) out.add(word);
  }
  return [...out].sort();
}
