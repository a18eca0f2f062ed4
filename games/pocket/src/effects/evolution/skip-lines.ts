/**
 * What Rare Candy reads of the card pool, worked out once per flattened
 * catalog (`cardInfos()`): each card name as a number, and for each Stage 2
 * card the names of the Basics it may be put onto, skipping the Stage 1 it
 * names (that Stage 1's "evolves from", over every printing of it in the
 * pool). Asked for every Rare Candy in hand at every decision: a typed read
 * per card instead of a search of the hand per Basic with a Map and a Set
 * looked up by name per Stage 2.
 */
import { type CardInfo, cardInfos, nameNumbersOf, perCatalog } from '../../rules/cards.ts';

export interface SkipLines {
  infos: readonly CardInfo[];
  /** Per catalog index, a number per card name (equal names, equal numbers). */
  nameId: Int32Array;
  /** Per catalog index of a Stage 2 Pokémon, the `nameId`s of the Basics it may skip onto; null for other cards and for a Stage 2 whose Stage 1 is in no card's line. */
  basics: Array<readonly number[] | null>;
}

const linesPerCatalog = perCatalog(linesOf);

/** The lines of the catalog the rules read now. */
export function skipLines(): SkipLines {
  return linesPerCatalog(cardInfos());
}

function linesOf(infos: readonly CardInfo[]): SkipLines {
  const { nameId, idOf } = nameNumbersOf(infos);
  // Each Stage 1 name → the names its printings evolve from.
  const fromStage1 = new Map<string, number[]>();
  for (const ci of infos) {
    if (ci.kind !== 'pokemon' || ci.stage !== 1 || ci.evolvesFrom === null) continue;
    let ids = fromStage1.get(ci.name);
    if (ids === undefined) {
      ids = [];
      fromStage1.set(ci.name, ids);
    }
    const id = idOf(ci.evolvesFrom);
    if (!ids.includes(id)) ids.push(id);
  }
  // A packed list of nulls, written by index.
  const basics: Array<readonly number[] | null> = new Array(infos.length).fill(null);
  for (let i = 0; i < infos.length; i++) {
    const ci = infos[i];
    if (ci.kind === 'pokemon' && ci.stage === 2 && ci.evolvesFrom !== null)
      basics[i] = fromStage1.get(ci.evolvesFrom) ?? null;
  }
  return { infos, nameId, basics };
}
