/** What the operations on players' tableaus share: the citizens they may name, and a filter argument. */
import { z } from 'zod';
import type { Catalog } from '../../../data/cards.ts';
import type { Filter } from '../../../grammar/tree.ts';
import type { CkAction, CkState } from '../../../state.ts';
import { filterSchema } from '../../args.ts';
import { matchesFilter } from '../../matchers/index.ts';
import { faceUpCitizens } from '../../support.ts';

/** Each face-up citizen (each once) of each victim that passes the filter, as a `card` option. */
export function citizenOptions(
  cat: Catalog,
  state: CkState,
  victims: number[],
  filter: Filter | null,
): CkAction[] {
  const out: CkAction[] = [];
  for (const victim of victims) {
    for (const card of faceUpCitizens(state.players[victim])) {
      if (matchesFilter(cat.citizens[card], filter)) out.push({ type: 'card', victim, card });
    }
  }
  return out;
}

/** A filter written as a filter (`gold_cost<=2`) or as `role=R`. */
export const filterArgs = {
  filters: z.array(filterSchema).max(1),
  named: z.object({ role: z.string().optional() }).strict(),
};

export function filterOf(raw: { filters: Filter[]; named: { role?: string } }): Filter | null {
  const f = raw.filters[0];
  if (f) return f;
  return raw.named.role !== undefined
    ? { kind: 'cmp', field: 'role', op: '==', value: raw.named.role }
    : null;
}
