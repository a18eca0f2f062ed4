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
import { type CardInfo, cardInfos } from './cards.ts';

/** `handMove`: what a card in hand may become. */
export const HAND_PLAY = 0;
export const HAND_TOOL = 1;
export const HAND_EVOLVE = 2;

/** `inPlay` flags: an Ability a player may use as an action (not passive, not triggered); a Fossil (it cannot retreat). */
export const ABILITY_ACTION = 1;
export const FOSSIL = 2;

export interface CardFacts {
  infos: readonly CardInfo[];
  handMove: Uint8Array;
  inPlay: Uint8Array;
  /** Made on first use per card (null until then). */
  textChecks: Array<readonly unknown[] | null>;
  abilityChecks: Array<readonly unknown[] | null>;
}

let last: CardFacts | null = null;
const perCatalog = new WeakMap<readonly CardInfo[], CardFacts>();

/** The facts of the catalog the rules read now. */
export function cardFacts(): CardFacts {
  const infos = cardInfos();
  if (last !== null && last.infos === infos) return last;
  let facts = perCatalog.get(infos);
  if (facts === undefined) {
    facts = factsOf(infos);
    perCatalog.set(infos, facts);
  }
  last = facts;
  return facts;
}

function factsOf(infos: readonly CardInfo[]): CardFacts {
  const n = infos.length;
  const handMove = new Uint8Array(n);
  const inPlay = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const ci = infos[i];
    handMove[i] =
      ci.kind === 'tool' ? HAND_TOOL : ci.kind === 'pokemon' && ci.stage > 0 ? HAND_EVOLVE : HAND_PLAY;
    const ab = ci.ability;
    if (ab !== null && ab.use !== 'passive' && ci.triggers.length === 0) inPlay[i] |= ABILITY_ACTION;
    if (!ci.canRetreat) inPlay[i] |= FOSSIL;
  }
  // Packed lists of nulls (an array written at scattered indices from empty would hold its elements in a dictionary).
  return {
    infos,
    handMove,
    inPlay,
    textChecks: new Array(n).fill(null),
    abilityChecks: new Array(n).fill(null),
  };
}

/** The usability checks of the card's trainer text. */
export function textChecksOf(facts: CardFacts, ci: CardInfo): readonly unknown[] {
  let checks = facts.textChecks[ci.index];
  if (checks === null) {
    checks = usableChecksOf(ci.effects);
    facts.textChecks[ci.index] = checks;
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
