/**
 * Combat sentences of Sixth Edition: "… at end of combat" (a delayed
 * triggered ability, CR 603.7, at the beginning of the end of combat step,
 * 511.1: Fog Elemental's "sacrifice it", Thicket Basilisk's "destroy that
 * creature"), "sacrifice it" as an effect (701.21a), and the trigger events
 * "~ blocks or becomes blocked (by a non-Wall creature)", and the other
 * trigger events of the pool: any creature entering or dying (CR 603.6a, 700.4).
 */
import { emptyRules, type Ref, type Step } from '../rules-block.ts';
import type { EffectContext } from './effects.ts';
import { ParseFailure, parseFilter, parseRef } from './phrases.ts';

type Read = (m: RegExpExecArray, ctx: EffectContext) => Step[];

/**
 * The effect templates, given the effect reader for the delayed ability's own
 * sentence (effects.ts passes its `parseEffectText`: no import back into it).
 */
export const combatTemplates = (
  parseEffectText: (text: string, ctx: EffectContext) => Step[],
): Array<[RegExp, Read]> => [
  [/^sacrifice (it|~)$/i, (m, c) => [{ op: 'sacrifice_object', what: parseRef(m[1], c) }]],
  [
    /^(.+?) at end of combat$/i,
    (m, c) => {
      // The delayed ability watches what "it" / "that creature" is now, and acts on it then.
      const watch: Ref = c.it ?? fail('nothing to watch until end of combat');
      const inner: EffectContext = {
        targets: [],
        cardName: c.cardName,
        readRules: c.readRules,
        it: { eventSubject: true },
      };
      const steps = parseEffectText(m[1], inner);
      if (inner.targets.length > 0) fail('a target in a delayed ability');
      const rules = emptyRules();
      const said = m[1].charAt(0).toUpperCase() + m[1].slice(1);
      rules.triggers = [
        {
          text: `At end of combat, ${said.charAt(0).toLowerCase()}${said.slice(1)}.`,
          trigger: 'END_OF_COMBAT',
          conditions: [],
          targets: [],
          steps,
        },
      ];
      return [{ op: 'delayed_trigger', watch, until: 'end_of_turn', rules }];
    },
  ],
];

/** Trigger events: `[pattern, trigger head]`, read by abilities.ts beside its own. */
export const combatTriggers: Array<[RegExp, (m: RegExpExecArray) => CombatTriggerHead]> = [
  // Any player's creature (the "you control" forms are abilities.ts's own).
  [
    /^a creature enters$/i,
    () => ({ trigger: 'ANY_CREATURE_ENTERS', conditions: [], it: { eventSubject: true } }),
  ],
  [/^a creature dies$/i, () => ({ trigger: 'CREATURE_DIES', conditions: [], it: { eventSubject: true } })],
  [
    /^~ leaves the battlefield$/i,
    () => ({ trigger: 'LEAVES_BATTLEFIELD', conditions: [], it: { self: true } }),
  ],
  [
    /^enchanted creature deals damage$/i,
    () => ({ trigger: 'ENCHANTED_DEALS_DAMAGE', conditions: [], it: { eventSubject: true } }),
  ],
  [
    /^~ blocks or becomes blocked$/i,
    () => ({ trigger: 'BLOCKS_OR_BECOMES_BLOCKED', conditions: [], it: { self: true } }),
  ],
  [
    /^~ blocks or becomes blocked by an? (.+)$/i,
    (m) => ({
      trigger: 'BLOCKS_OR_BLOCKED_BY',
      conditions: [{ id: 'spell_type', filter: parseFilter(m[1]) }],
      it: { eventSubject: true },
    }),
  ],
];

export interface CombatTriggerHead {
  trigger:
    | 'BLOCKS_OR_BECOMES_BLOCKED'
    | 'BLOCKS_OR_BLOCKED_BY'
    | 'ANY_CREATURE_ENTERS'
    | 'CREATURE_DIES'
    | 'ENCHANTED_DEALS_DAMAGE'
    | 'LEAVES_BATTLEFIELD';
  conditions: Array<{ id: 'spell_type'; filter: ReturnType<typeof parseFilter> }>;
  it: Ref;
}

function fail(why: string): never {
  throw new ParseFailure(why);
}
