/**
 * A named key as a leg (`action.northernwall`, `immunity.take`, relic
 * keys, `action.newshilinatower`): a standing effect the rules consult
 * while its card works, so running it does nothing, unless its meaning is
 * an effect offered at the roll, which then runs.
 */
import type { Leg } from '../../grammar/tree.ts';
import { queueNow } from '../../rules/perform.ts';
import { keyParams } from '../compile.ts';
import { keyRegistry } from '../keys/index.ts';
import type { KeyModule, LegModule } from '../module.ts';

function moduleOf(key: string): KeyModule {
  if (!keyRegistry.has(key)) throw new Error(`no handler for key '${key}'`);
  return keyRegistry.get(key);
}

/** A key's or lasting flag's words. */
export function keyLegWords(
  leg: Extract<Leg, { kind: 'key' | 'flag' }>,
  w: Parameters<KeyModule['words']>[1],
): string {
  if (!keyRegistry.has(leg.key)) throw new Error(`card text: no words for key '${leg.key}'`);
  const m = keyRegistry.get(leg.key);
  return m.words(keyParams(m, leg), w) ?? '';
}

export const keyLeg: LegModule<'key'> = {
  kind: 'key',
  run(en, leg, task) {
    const meaning = moduleOf(leg.key).atRoll;
    if (meaning) queueNow(en.state, [{ ...task, legs: meaning.legs, at: 0 }]);
    return null;
  },
  canAct: () => true,
  words: keyLegWords,
};

/** `effect.add action.X`: a lasting flag the rules consult while its card works; resolving it does nothing. */
export const flagLeg: LegModule<'flag'> = {
  kind: 'flag',
  run: () => null,
  canAct: () => false,
  words: keyLegWords,
};
