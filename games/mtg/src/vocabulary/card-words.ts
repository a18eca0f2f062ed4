/**
 * The phrasing the modules' words are built from (`Phrasing`): refs,
 * amounts, filters, costs, conditions, tokens — read from the data alone
 * ("target creature an opponent controls", "X"), or at a resolution, where
 * a ref is named by what it names now ("Llanowar Elves", "player 2") and X
 * by its value. Seats are numbered from 1; nothing here prints an id.
 */
import type {
  Amount,
  Condition,
  Continuous,
  Cost,
  Filter,
  Keyword,
  ManaCost,
  Ref,
  RuleFlag,
  RulesBlock,
  Step,
  TargetSpec,
  TokenDef,
} from '../cards/rules-block.ts';
import { idWords } from '../engine/objects.ts';
import type { Frame, MtgState } from '../engine/state.ts';

export { idWords };

import { conditionRegistry } from './conditions/index.ts';
import { costRegistry } from './costs/index.ts';
import { keywordWords } from './keywords/index.ts';
import {
  COLOR_WORDS,
  filterWords,
  listWords,
  NUMBER_WORDS,
  plural,
  pluralPredicate,
  sentence,
  targetNoun,
  withArticle,
} from './noun-words.ts';
import type { Phrasing } from './phrasing.ts';
import { ruleFlagRegistry } from './rule-flags/index.ts';
import { changeOf, staticRegistry } from './statics/index.ts';
import { stepRegistry } from './steps/index.ts';

/**
 * Where the words are said: at a resolution (`s` and `f`: refs named by
 * what they name now, X by its value), or from the data (`specs`: the
 * ability's target specs, for "target creature an opponent controls").
 */
export interface WordsAt {
  s: MtgState;
  f: Frame;
}
export type WordsContext = WordsAt | { specs: readonly TargetSpec[] } | undefined;

/** Coloured symbols in the order cards print them. */
const MANA_SYMBOLS = ['W', 'U', 'B', 'R', 'G', 'C'] as const;
/** The phrasing of the data alone (with the ability's target specs) or of a resolution in progress. */
export function cardWords(where?: WordsContext): Phrasing {
  const at = where && 's' in where ? where : undefined;
  const specs = where ? ('s' in where ? where.f.targetSpecs : where.specs) : [];
  const named = (ids: readonly number[]) => (at ? listWords(ids.map((id) => idWords(at.s, id))) : '');
  const w: Phrasing = {
    ref(r: Ref): string {
      if ('self' in r) return at ? idWords(at.s, at.f.source) : 'this';
      if ('target' in r) {
        const chosen = at?.f.targets[r.target];
        return chosen && chosen.length > 0 ? named(chosen) : targetNoun(specs[r.target]);
      }
      if ('you' in r) return 'you';
      if ('eachPlayer' in r) return 'each player';
      if ('eachOpponent' in r) return 'each opponent';
      if ('defendingPlayer' in r) return 'defending player';
      if ('controllerOf' in r) return `${w.ref(r.controllerOf)}'s controller`;
      if ('spellController' in r) return `${w.ref(r.spellController)}'s controller`;
      if ('ownerOf' in r) return `${w.ref(r.ownerOf)}'s owner`;
      if ('equipped' in r) return 'equipped creature';
      if ('enchanted' in r) return 'enchanted creature';
      if ('eventSubject' in r) {
        const id = at?.f.vars.eventSubject;
        return id !== undefined && at ? idWords(at.s, id) : 'it';
      }
      if ('all' in r) return `all ${filterWords(r.all, true)}`;
      if ('created' in r) return 'the token';
      if ('paidWith' in r)
        return r.paidWith === 'sacrifice' ? 'the sacrificed creature' : 'the discarded card';
      return 'it';
    },
    does(r: Ref, verb: string): string {
      if ('you' in r) return `you ${verb}`;
      return `${w.ref(r)} ${/(s|sh|ch|x)$/.test(verb) ? `${verb}es` : `${verb}s`}`;
    },
    amount(a: Amount): string {
      if (typeof a === 'number') return String(a);
      if ('x' in a) return at ? String(at.f.x) : 'X';
      if ('count' in a) return `the number of ${filterWords(a.count, true)}`;
      if ('powerOf' in a) return `${w.ref(a.powerOf)}'s power`;
      if ('toughnessOf' in a) return `${w.ref(a.toughnessOf)}'s toughness`;
      if ('countersOn' in a) return `the number of ${a.kind} counters on ${w.ref(a.countersOn)}`;
      if ('attachedTo' in a) return 'the number of Auras and Equipment attached to it';
      if ('eventAmount' in a)
        return at?.f.vars.eventAmount !== undefined ? String(at.f.vars.eventAmount) : 'that much';
      if ('damageDealtTo' in a) return `the damage dealt to ${w.ref(a.damageDealtTo)} this turn`;
      if ('halfLifeOf' in a) return `half of ${w.ref(a.halfLifeOf)}'s life, rounded up`;
      if ('theirCount' in a) return `the number of ${theirWords(a.theirCount, a.zone, true)}`;
      if ('dealtThisWay' in a) return 'the damage dealt this way';
      if ('discardedThisWay' in a) return 'the number of cards discarded this way';
      return 'the number of tapped lands your opponents control';
    },
    each(a: Amount): string {
      if (typeof a === 'number') return `one of ${a}`;
      if ('count' in a) return filterWords(a.count, false).replace(/^another /, 'other ');
      if ('countersOn' in a) return `${a.kind} counter on ${w.ref(a.countersOn)}`;
      if ('attachedTo' in a) return 'Aura and Equipment attached to it';
      if ('tappedLands' in a) return 'tapped land your opponents control';
      if ('theirCount' in a) return theirWords(a.theirCount, a.zone, false);
      return w.amount(a);
    },
    agree: (subject, predicate) => ('all' in subject ? pluralPredicate(predicate) : predicate),
    count(a: Amount, noun: string): string {
      if (typeof a === 'number') {
        if (a === 1) return withArticle(noun);
        return `${NUMBER_WORDS[a] ?? a} ${plural(noun)}`;
      }
      if ('x' in a && !at) return `X ${plural(noun)}`;
      if ('x' in a && at) return w.count(at.f.x, noun);
      if ('count' in a || 'attachedTo' in a || 'tappedLands' in a || 'theirCount' in a)
        return `${withArticle(noun)} for each ${w.each(a)}`;
      return `${plural(noun)} equal to ${w.amount(a)}`;
    },
    filter: (f, many = false) => filterWords(f, many),
    mana(c: ManaCost): string {
      let out = '{X}'.repeat(c.x);
      if (c.generic > 0) out += `{${c.generic}}`;
      for (const k of MANA_SYMBOLS) out += `{${k}}`.repeat(c.colored[k] ?? 0);
      return out || '{0}';
    },
    color: (c) => COLOR_WORDS[c],
    condition: (c: Condition) => conditionRegistry.get(c.id).words(c, w) ?? '',
    keywords: (ks: readonly Keyword[]) => listWords(ks.map(keywordWords)),
    continuous(e: Continuous): string {
      const parts: string[] = [];
      for (const id of staticRegistry.ids()) {
        const m = staticRegistry.get(id);
        const v = changeOf(e, m);
        if (v === undefined) continue;
        const said = m.words(v, w);
        if (said) parts.push(said);
      }
      return listWords(parts);
    },
    steps(steps: readonly Step[]): string {
      const said: string[] = [];
      for (const st of steps) {
        let clause: string | null;
        if (st.optional) {
          // "You may …", or "its controller may …": a subject the clause names says "may" itself.
          let subject = false;
          const may: Phrasing = {
            ...w,
            does: (r, verb) => {
              subject = true;
              return `${'you' in r ? 'you' : w.ref(st.chooser ?? r)} may ${verb}`;
            },
          };
          clause = stepRegistry.get(st.op).words(st, may);
          if (clause && !subject) clause = `you may ${clause}`;
        } else clause = stepRegistry.get(st.op).words(st, w);
        if (!clause) continue;
        said.push(`${st.if ? `if ${w.condition(st.if)}, ` : ''}${clause}`);
      }
      return said.join(', then ');
    },
    token(t: TokenDef, n: Amount = 1): string {
      const colors = t.colors.map((c) => COLOR_WORDS[c]);
      const pt = t.types.includes('creature') ? `${t.power}/${t.toughness} ` : '';
      const kinds = [...colors, ...t.subtypes, ...t.types].join(' ');
      const withK = t.keywords.length ? ` with ${w.keywords(t.keywords)}` : '';
      const abilities = t.rules ? ` with ${w.abilities(t.rules)}` : '';
      return `${w.count(n, `${pt}${kinds} token`)}${withK}${abilities}`;
    },
    abilities(block: RulesBlock): string {
      const texts = [
        ...block.triggers.map((t) => t.text),
        ...block.activated.map((a) => a.text),
        ...block.statics.map((st) => st.text),
      ];
      return listWords(texts.map((t) => `“${t.replace(/~/g, 'this')}”`));
    },
    cost: (c: Cost) => costRegistry.get(c.kind).words(c, w) ?? '',
    ruleFlag: (f: RuleFlag) => ruleFlagRegistry.get(f.id).words(f, w) ?? '',
  };
  return w;
}

/** A step as a player reads it, without its "you may" and "if" (a prompt asks those), capitalized. */
export function stepSentence(step: Step, where?: WordsContext): string {
  return sentence(cardWords(where).steps([{ ...step, optional: false, if: undefined }]));
}

/** An optional step as its question: "You may search your library for …, then shuffle." */
export function maySentence(step: Step, where?: WordsContext): string {
  return `${sentence(cardWords(where).steps([{ ...step, optional: true, if: undefined }]))}.`;
}

/** A static ability's effect as its card says it ("all other Elf creatures you control get +1/+1"). */
export function staticSentence(e: Continuous, where?: WordsContext): string {
  const w = cardWords(where);
  const changes = w.continuous(e);
  const said = 'you' in e.affects ? changes : `${w.ref(e.affects)} ${w.agree(e.affects, changes)}`;
  return sentence(e.while ? `${said} as long as ${w.condition(e.while)}` : said);
}

export { filterWords, listWords, plural, sentence, withArticle };

/** "creature card in their graveyard", "untapped Forest they control". */
function theirWords(f: Filter, zone: 'battlefield' | 'graveyard', many: boolean): string {
  return zone === 'graveyard'
    ? `${filterWords(f, many)} card${many ? 's' : ''} in their graveyard`.replace(/ card card/, ' card')
    : `${filterWords(f, many)} they control`;
}
