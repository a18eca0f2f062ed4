/**
 * The keyword vocabulary: one module per keyword ability (CR 702). The
 * `Keyword` union, the parser's list of keyword words and the coverage
 * check all read this list; adding a keyword is its module and one line here.
 */
import { registryOf } from '@arbiter/core';
import { z } from 'zod';
import { deathtouch } from './deathtouch.ts';
import { defender } from './defender.ts';
import { doubleStrike } from './double-strike.ts';
import { fear } from './fear.ts';
import { firstStrike } from './first-strike.ts';
import { flash } from './flash.ts';
import { flying } from './flying.ts';
import { haste } from './haste.ts';
import { hexproof } from './hexproof.ts';
import { indestructible } from './indestructible.ts';
import type { KeywordModule } from './keyword.ts';
import { forestwalk, islandwalk, mountainwalk, plainswalk, swampwalk } from './landwalk.ts';
import { lifelink } from './lifelink.ts';
import { menace } from './menace.ts';
import { reach } from './reach.ts';
import { trample } from './trample.ts';
import { vigilance } from './vigilance.ts';

const KEYWORD_MODULES = [
  flying,
  firstStrike,
  doubleStrike,
  vigilance,
  lifelink,
  deathtouch,
  menace,
  defender,
  flash,
  hexproof,
  trample,
  haste,
  reach,
  indestructible,
  fear,
  plainswalk,
  islandwalk,
  swampwalk,
  mountainwalk,
  forestwalk,
] as const;

export type Keyword = (typeof KEYWORD_MODULES)[number]['id'];

export const keywordRegistry = registryOf('keyword', KEYWORD_MODULES);

/** Every keyword id, in the list's order. */
export const KEYWORDS: readonly Keyword[] = KEYWORD_MODULES.map((m) => m.id);

/** A keyword id the registry has. */
export const keywordSchema = z.custom<Keyword>(
  (v) => typeof v === 'string' && keywordRegistry.has(v),
  'a keyword the keyword vocabulary has',
);

/** A keyword as players read it ("first strike"). */
export function keywordWords(k: Keyword): string {
  return keywordRegistry.get(k).words();
}

/** The keywords that restrict who may block their creature (CR 509.1b), with that rule. */
export const BLOCK_RESTRICTING_KEYWORDS: ReadonlyMap<
  Keyword,
  NonNullable<KeywordModule['mayBeBlockedBy']>
> = new Map(
  KEYWORD_MODULES.flatMap((m) =>
    'mayBeBlockedBy' in m && m.mayBeBlockedBy ? [[m.id as Keyword, m.mayBeBlockedBy] as const] : [],
  ),
);

export type { KeywordModule } from './keyword.ts';
