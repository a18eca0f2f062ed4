/**
 * exactFace: every `count` dice showing `face` make one match (four sixes
 * with count 2: two matches), clamped to cap.
 */
import { z } from 'zod';
import { count, positive } from '../../data/dsl-parts.ts';
import { boundsWords, capped, defineMatcher, NO_TOTALS, noMatch } from './matcher-module.ts';

export const exactFace = defineMatcher({
  id: 'exactFace',
  description: 'every count dice showing one face make one match, clamped to cap',
  reserved: true,
  params: z.object({
    type: z.literal('exactFace'),
    face: z.number().int(),
    count: positive,
    cap: count.optional(),
  }),
  oneMatch: 'each group of `count` dice showing the face',
  compile(m, at) {
    if (m.face < 1 || m.face > 6) {
      at.error(['face'], `face ${m.face} is not a die face (1..6)`);
      return null;
    }
    const field = at.fieldOfFace.get(m.face);
    if (field === undefined)
      at.warn(['face'], `exactFace ${m.face} is not in any field (allowed, but check it)`);
    else at.read(field);
    if (m.count > at.card.dice)
      at.warn(['count'], `count ${m.count} can never be reached with ${at.card.dice} dice`);
    const groups = Math.floor(at.card.dice / m.count);
    if (m.cap !== undefined && groups > 0 && m.cap > groups)
      at.warn(
        ['cap'],
        `cap ${m.cap} is above the most matches, ${groups}: one match is a group of ${m.count} dice showing ${m.face}, not one die`,
      );
    return m;
  },
  maxMatchCount: (m, dice) => capped(Math.floor(dice / m.count), m.cap),
  evaluate(m, roll) {
    const idx: number[] = [];
    for (let i = 0; i < roll.dice.length; i++) if (roll.dice[i] === m.face) idx.push(i);
    const n = capped(Math.floor(idx.length / m.count), m.cap);
    if (n === 0) return noMatch(NO_TOTALS);
    return { matchCount: n, fieldTotals: NO_TOTALS, matchedDiceIndexes: idx.slice(0, n * m.count) };
  },
  words: (m, w) =>
    `${m.count === 1 ? 'each die' : `every ${m.count} dice`} showing ${m.face}${boundsWords(w, undefined, m.cap)}`,
});
