/**
 * Attack and block restrictions as static predicates (Sixth Edition):
 * "can't attack or block", "can't block creatures with power 2 or less",
 * "can't be blocked except by Walls and/or creatures with flying", "can't
 * attack unless defending player controls an Island", "can attack as though
 * it didn't have defender". Each becomes rule flags on what the static
 * ability's subject names (abilities.ts reads the subject).
 */
import type { Filter, RuleFlag } from '../rules-block.ts';
import { parseFilter } from './phrases.ts';

/** "Walls and/or creatures with flying": each side its own filter (the "with" binds its side only). */
function eitherFilter(text: string): Filter {
  const sides = text.split(/\s+and\/or\s+/);
  if (sides.length === 1) return parseFilter(text);
  return { anyOf: sides.map((s) => parseFilter(s)) };
}

/** The rule flags one predicate sets, or undefined when it is not a restriction of this family. */
export function restrictionFlags(pred: string): RuleFlag[] | undefined {
  if (/^can't attack or block$/i.test(pred)) return [{ id: 'cant_attack' }, { id: 'cant_block' }];
  if (/^can't attack$/i.test(pred)) return [{ id: 'cant_attack' }];
  let m = /^can't attack unless defending player controls an? (.+)$/i.exec(pred);
  if (m) return [{ id: 'cant_attack', unlessDefendingControls: parseFilter(m[1]) }];
  if (/^can't block$/i.test(pred)) return [{ id: 'cant_block' }];
  m = /^can't block (.+)$/i.exec(pred);
  if (m) return [{ id: 'cant_block', attackers: parseFilter(m[1]) }];
  if (/^can't be blocked$/i.test(pred)) return [{ id: 'cant_be_blocked' }];
  if (/^can't be blocked by more than one creature$/i.test(pred)) return [{ id: 'max_one_blocker' }];
  m = /^can't be blocked except by (.+)$/i.exec(pred);
  if (m) return [{ id: 'cant_be_blocked', exceptBy: eitherFilter(m[1]) }];
  m = /^can't be blocked by (?!more than)(.+)$/i.exec(pred);
  if (m) return [{ id: 'cant_be_blocked', by: eitherFilter(m[1]) }];
  if (/^can attack as though it didn't have defender$/i.test(pred))
    return [{ id: 'attacks_despite_defender' }];
  return undefined;
}

/** "Enchant Wall": an Aura's enchant restriction naming a creature subtype (CR 303.4a, 205.3m). */
export function enchantFilter(line: string): Filter | undefined {
  const m = /^Enchant ([A-Z][a-z]+)$/.exec(line);
  if (!m || m[1] === 'Creature') return undefined;
  const f = parseFilter(m[1]);
  if (!f.subtypes || f.types) return undefined;
  return { types: ['creature'], subtypes: f.subtypes };
}
