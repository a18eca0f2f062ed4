/**
 * What the legal list reads of a card, by catalog index, worked out once
 * per flattened catalog (`cardInfos()`; a Lab variant's texts get their
 * own): what a copy in hand offers (a play, a Tool, an Evolution), whether
 * a copy in play can be an Ability action or a Fossil to discard, and the
 * usability checks of its trainer text and of its Ability's text (the
 * effects whose type has a `usable` hook, as hook and effect in turn).
 * Every decision asks these of each card in hand and each Pokémon in play:
 * typed arrays and packed lists read by index, instead of the info's fields
 * and a weak map's lookup per text.
 */
import { effectTypes } from '../effects/registry.ts';
import { type CardInfo, cardInfos, nameNumbersOf, perCatalog } from './cards.ts';

/** `handMove`: what a card in hand may become (its kind, as the legal list asks it). */
export const HAND_NONE = 0;
/** A Basic Pokémon or a Fossil: to the Bench. */
export const HAND_BASIC = 1;
export const HAND_ITEM = 2;
export const HAND_SUPPORTER = 3;
export const HAND_STADIUM = 4;
export const HAND_TOOL = 5;
/** A Stage 1 or Stage 2 Pokémon: onto a Pokémon in play. */
export const HAND_EVOLVE = 6;

/** `inPlay` flags: an Ability a player may use as an action (not passive, not triggered); a Fossil (it cannot retreat). */
export const ABILITY_ACTION = 1;
export const FOSSIL = 2;

export interface CardFacts {
  infos: readonly CardInfo[];
  handMove: Uint8Array;
  inPlay: Uint8Array;
  /** Per index, a number per card name (equal names, equal numbers) and the number of the name it evolves from (-1: none). */
  nameId: Int32Array;
  fromId: Int32Array;
  /** Per index, the Energy its cheapest printed attack costs (255: no attack): fewer attached pays none. */
  cheapestAttack: Uint8Array;
  /** Made on first use per card (null until then). */
  textChecks: Array<readonly unknown[] | null>;
  abilityChecks: Array<readonly unknown[] | null>;
}

const factsPerCatalog = perCatalog(factsOf);

/** The facts of the catalog the rules read now. */
export function cardFacts(): CardFacts {
  return factsPerCatalog(cardInfos());
}

function factsOf(infos: readonly CardInfo[]): CardFacts {
  const n = infos.length;
  const handMove = new Uint8Array(n);
  const inPlay = new Uint8Array(n);
  const { nameId, idOf } = nameNumbersOf(infos);
  const fromId = new Int32Array(n);
  const cheapestAttack = new Uint8Array(n).fill(255);
  for (let i = 0; i < n; i++) {
    const ci = infos[i];
    handMove[i] = handMoveOf(ci);
    fromId[i] = ci.evolvesFrom === null ? -1 : idOf(ci.evolvesFrom);
    for (const cost of ci.costs) {
      let n = cost.colorless;
      for (const k of cost.need) n += k;
      if (n < cheapestAttack[i]) cheapestAttack[i] = n;
    }
    const ab = ci.ability;
    if (ab !== null && ab.use !== 'passive' && ci.triggers.length === 0) inPlay[i] |= ABILITY_ACTION;
    if (!ci.canRetreat) inPlay[i] |= FOSSIL;
  }
  // Packed lists of nulls (an array written at scattered indices from empty would hold its elements in a dictionary).
  return {
    infos,
    handMove,
    inPlay,
    nameId,
    fromId,
    cheapestAttack,
    textChecks: new Array(n).fill(null),
    abilityChecks: new Array(n).fill(null),
  };
}

/** What playing the card from the hand would be, in the order `canPlay` asks (Basic first: a Fossil is one). */
function handMoveOf(ci: CardInfo): number {
  if (ci.kind === 'tool') return HAND_TOOL;
  if (ci.kind === 'pokemon' && ci.stage > 0) return HAND_EVOLVE;
  if (ci.basic) return HAND_BASIC;
  if (ci.kind === 'item') return HAND_ITEM;
  if (ci.kind === 'stadium') return HAND_STADIUM;
  if (ci.kind === 'supporter') return HAND_SUPPORTER;
  return HAND_NONE;
}

/** The usability checks of the trainer text of the card at catalog index `index`. */
export function textChecksOf(facts: CardFacts, index: number): readonly unknown[] {
  let checks = facts.textChecks[index];
  if (checks === null) {
    checks = usableChecksOf(facts.infos[index].effects);
    facts.textChecks[index] = checks;
  }
  return checks;
}

/** The usability checks of the card's Ability's text (the caller knows it has one). */
export function abilityChecksOf(facts: CardFacts, ci: CardInfo): readonly unknown[] {
  let checks = facts.abilityChecks[ci.index];
  if (checks === null) {
    checks = usableChecksOf((ci.ability as NonNullable<CardInfo['ability']>).effect.effects);
    facts.abilityChecks[ci.index] = checks;
  }
  return checks;
}

/**
 * A text's usability checks, worked out once per text (card data never
 * changes): its effects whose type has a `usable` hook, as hook and effect
 * in turn. Texts that are no card's (a Stadium's action) keep theirs here.
 */
const usableChecks = new WeakMap<object, readonly unknown[]>();

export function usableChecksOf(refs: CardInfo['effects']): readonly unknown[] {
  let checks = usableChecks.get(refs);
  if (checks === undefined) {
    const list: unknown[] = [];
    for (const ref of refs) {
      const t = effectTypes.get(ref.type);
      // The catalog checked this effect against the module's schema when it loaded.
      if (t.usable) list.push(t.usable, ref);
    }
    checks = list;
    usableChecks.set(refs, checks);
  }
  return checks;
}
