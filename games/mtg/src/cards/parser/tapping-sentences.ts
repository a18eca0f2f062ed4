/**
 * Sixth Edition's sentences of lands and of tapping (share C): the trigger
 * events "becomes tapped", "is tapped for mana", "a land enters", "a land is
 * put into a graveyard from the battlefield" (CR 701.26a, 106.12, 603.6a,
 * 603.10a), untapping and tapping as effects (CR 701.26), "loses all unspent
 * mana" (CR 106.4), "doesn't untap" (CR 502.3), and "Enchant land" (CR 303.4a).
 */
import type { Continuous, Filter, Ref, RuleFlag, Step, TriggeredAbility } from '../rules-block.ts';
import type { EffectContext } from './effects.ts';
import { ParseFailure, parseFilter, parseRef } from './phrases.ts';
import { parseManaCost } from './text.ts';

type Template = [RegExp, (m: RegExpExecArray, ctx: EffectContext) => Step[]];
type TriggerHead = Omit<TriggeredAbility, 'text' | 'targets' | 'steps'> & { it?: Ref; thatPlayer?: Ref };

const theLand: Ref = { eventSubject: true };

export const TAPPING_TRIGGERS: Array<[RegExp, (m: RegExpExecArray) => TriggerHead]> = [
  [/^~ becomes tapped$/i, () => ({ trigger: 'BECOMES_TAPPED', conditions: [], it: { self: true } })],
  [
    /^enchanted (?:land|creature|artifact|permanent) becomes tapped$/i,
    () => ({ trigger: 'ENCHANTED_BECOMES_TAPPED', conditions: [], it: theLand }),
  ],
  // "that player" is the one who tapped it: its controller (CR 106.12: a player taps a land for mana).
  [
    /^(?:a player taps a land|a land is tapped) for mana$/i,
    () => ({
      trigger: 'LAND_TAPPED_FOR_MANA',
      conditions: [],
      it: theLand,
      thatPlayer: { controllerOf: theLand },
    }),
  ],
  [
    /^enchanted land is tapped for mana$/i,
    () => ({ trigger: 'ENCHANTED_TAPPED_FOR_MANA', conditions: [], it: theLand }),
  ],
  [/^a land enters$/i, () => ({ trigger: 'LAND_ENTERS', conditions: [], it: theLand })],
  [
    /^a land is put into a graveyard from the battlefield$/i,
    () => ({ trigger: 'LAND_TO_GRAVEYARD', conditions: [], it: theLand }),
  ],
];

export const TAPPING_TEMPLATES: Template[] = [
  // "Its controller adds an additional {G}" (Wild Growth): mana for the player the text names.
  [
    /^(.+?) adds an additional ((?:\{[WUBRGC]\})+)$/i,
    (m, c) => [{ op: 'add_mana', mana: manaOf(m[2]), amount: 1, who: parseRef(m[1], c) }],
  ],
  // "Target player untaps all basic lands they control" (Early Harvest).
  [
    /^(.+?) untaps all (.+?) they control$/i,
    (m, c) => {
      const who = parseRef(m[1], c);
      return [{ op: 'untap', what: { all: parseFilter(m[2]) }, controller: who }];
    },
  ],
  [/^tap or untap (.+)$/i, (m, c) => [{ op: 'tap_or_untap', what: parseRef(m[1], c) }]],
  [/^untap (.+)$/i, (m, c) => [{ op: 'untap', what: parseRef(m[1], c) }]],
  // "Tap all lands target player controls" (Mana Short): "that player" is then the target.
  [
    /^tap all (.+?) (target player|that player) controls$/i,
    (m, c) => {
      const who = parseRef(m[2], c);
      c.thatPlayer = who;
      return [{ op: 'tap', what: { all: parseFilter(m[1]) }, controller: who }];
    },
  ],
  [/^(.+?) loses all unspent mana$/i, (m, c) => [{ op: 'empty_mana_pool', who: parseRef(m[1], c) }]],
  // Amber Prison: held while the source stays tapped (CR 611.2b).
  [
    /^(.+?) doesn't untap during its controller's untap step for as long as ~ remains tapped$/i,
    (m, c) => [{ op: 'hold_tapped', what: thatPermanent(m[1], c) }],
  ],
  [
    /^(.+?) doesn't untap during its controller's next untap step$/i,
    (m, c) => [{ op: 'skip_next_untap', what: parseRef(m[1], c) }],
  ],
];

/** "That permanent" after a sentence with a target is that target (the last one named); else a ref. */
function thatPermanent(phrase: string, c: EffectContext): Ref {
  if (/^that permanent$/i.test(phrase) && c.targets.length > 0) return { target: c.targets.length - 1 };
  return parseRef(phrase, c);
}

/** "Enchant land": an Aura whose object is a land (CR 303.4a). */
export function enchantTypeOf(line: string): Filter | undefined {
  const m = /^Enchant (land|artifact)$/.exec(line);
  return m ? { types: [m[1]] } : undefined;
}

/** The predicate "don't untap during their controllers' untap steps" (CR 502.3), as rule flags. */
export function untapFlags(pred: string): RuleFlag[] | undefined {
  return /^(?:don't|doesn't) untap during (?:their controllers' untap steps|its controller's untap step)$/i.test(
    pred,
  )
    ? [{ id: 'doesnt_untap' }]
    : undefined;
}

/** "{G}{G}" as coloured mana ({ G: 2 }). */
function manaOf(text: string): Extract<Step, { op: 'add_mana' }>['mana'] {
  const cost = parseManaCost(text);
  if (!cost) throw new ParseFailure(`no mana in '${text}'`);
  return cost.colored;
}

/** "You may choose not to untap ~ during your untap step" (Amber Prison, CR 502.3), or undefined. */
export function untapChoiceStaticOf(text: string): Continuous | undefined {
  if (!/^You may choose not to untap ~ during your untap step$/.test(text)) return undefined;
  return { affects: { self: true }, rules: [{ id: 'may_choose_not_to_untap' }] };
}
