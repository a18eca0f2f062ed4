/**
 * Effects in words, from the modules' words: each leg kind's module, each
 * operation's and key's module, each trigger's, scope's, pick's and
 * matcher's. `WORDS` is the shared phrasing every `words` hook receives.
 * Every text a player reads about an effect — card text, prompts, option
 * labels — comes from here.
 */

import { triggerKey } from '../grammar/names.ts';
import type { Effect, Leg } from '../grammar/tree.ts';
import { amountsWords, capital } from '../words/phrasing.ts';
import { legModule } from './legs/index.ts';
import { keyLegWords } from './legs/key.ts';
import { filteredNoun, subjectWords } from './matchers/index.ts';
import type { Words } from './module.ts';
import { triggerRegistry } from './triggers/index.ts';

const cache = new WeakMap<Leg, string>();

/** One leg as a clause (legs are shared and never change: each is worded once). */
export function legWords(leg: Leg): string {
  let text = cache.get(leg);
  if (text === undefined) {
    text = wordsOf(leg);
    cache.set(leg, text);
  }
  return text;
}

function wordsOf<K extends Leg['kind']>(leg: Extract<Leg, { kind: K }>): string {
  return legModule<K>(leg.kind).words(leg, WORDS);
}

/** Legs joined in order: `gain 3 strength, then you may slay a monster`; consecutive fixed gains read as one list. */
export function legsWords(legs: readonly Leg[]): string {
  const out: string[] = [];
  let gains: Extract<Leg, { kind: 'gain' }>['amount'][] = [];
  const flush = () => {
    if (gains.length > 0) out.push(`gain ${amountsWords(gains)}`);
    gains = [];
  };
  for (const leg of legs) {
    if (leg.kind === 'gain' && leg.amount.n > 0) gains.push(leg.amount);
    else {
      flush();
      out.push(legWords(leg));
    }
  }
  flush();
  return out.join(', then ');
}

/** When a passive fires, as a sentence opening. */
function triggerWords(e: Effect): string {
  const key = triggerKey(e) ?? '';
  if (!triggerRegistry.has(key)) throw new Error(`card text: no words for trigger '${key}'`);
  return triggerRegistry.get(key).words;
}

/** One effect string in words, as a sentence. */
export function effectWords(e: Effect): string {
  const body = legsWords(e.legs);
  return e.trigger ? `${triggerWords(e)}: ${body}.` : `${capital(body)}.`;
}

export const WORDS: Words = {
  legs: legsWords,
  key: (key) => keyLegWords({ kind: 'flag', key }, WORDS),
  noun: filteredNoun,
  subject: subjectWords,
};
