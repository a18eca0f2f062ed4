/** Per-seat counters kept in the state during a match, for reports and sims. */
export interface SeatStats {
  attacks: number;
  abilityUses: Record<string, number>;
  damageDealt: number;
  /** Defense turns by the system used. */
  defenseTurnsV1: number;
  defenseTurnsV2: number;
  /** Sums over this seat's defenses of the pipeline checkpoints. */
  raw: number;
  afterFlat: number;
  afterPrevent: number;
  afterBlock: number;
  final: number;
  damageBlocked: number;
  damagePrevented: number;
  damageReflected: number;
  flatBlockSum: number;
  wastedBlockSum: number;
  preventHalfEvents: number;
  dealPerSum: number;
  clampEvents: number;
  /** rule id → [times hit, total matchCount] */
  rulesHit: Record<string, [number, number]>;
  /** 'rule:effect: reason' → times rejected */
  effectRejections: Record<string, number>;
  /** 'status<-source' → stacks gained */
  statusGained: Record<string, number>;
  burnDamageTaken: number;
  /** Damage from undefendable ultimates (kept out of the pipeline sums). */
  ultimateDamageTaken: number;
  evasiveAttempts: number;
  evasiveSuccesses: number;
  rerolls: number;
  healed: number;
  /** Defended attacks whose damage failed the integrity check; absent while there are none. */
  driftCount?: number;
}

/**
 * An empty record kept by keys (a hash table, in V8's words dictionary mode)
 * from the start. `statusGained` gains its `status<-source` keys in a
 * different order every game, so as an ordinary object each game walked
 * V8's shape transitions anew on every first key (the most expensive line of
 * a grant); as a table a new key is an insert. Same keys in the same order,
 * values, prototype and JSON. (The other records measured no better so.)
 */
export function keyedRecord<V>(): Record<string, V> {
  const record: Record<string, unknown> = { a: 0, b: 0 };
  // Deleting a property that is not the last one added turns the object into a table.
  delete record.a;
  delete record.b;
  return record as Record<string, V>;
}

export function emptyStats(): SeatStats {
  return {
    attacks: 0,
    abilityUses: {},
    damageDealt: 0,
    defenseTurnsV1: 0,
    defenseTurnsV2: 0,
    raw: 0,
    afterFlat: 0,
    afterPrevent: 0,
    afterBlock: 0,
    final: 0,
    damageBlocked: 0,
    damagePrevented: 0,
    damageReflected: 0,
    flatBlockSum: 0,
    wastedBlockSum: 0,
    preventHalfEvents: 0,
    dealPerSum: 0,
    clampEvents: 0,
    rulesHit: {},
    effectRejections: {},
    statusGained: keyedRecord(),
    burnDamageTaken: 0,
    ultimateDamageTaken: 0,
    evasiveAttempts: 0,
    evasiveSuccesses: 0,
    rerolls: 0,
    healed: 0,
  };
}

export function cloneStats(s: SeatStats): SeatStats {
  const rulesHit: Record<string, [number, number]> = {};
  for (const k in s.rulesHit) rulesHit[k] = [s.rulesHit[k][0], s.rulesHit[k][1]];
  return {
    ...s,
    abilityUses: { ...s.abilityUses },
    rulesHit,
    effectRejections: { ...s.effectRejections },
    statusGained: { ...s.statusGained },
  };
}
