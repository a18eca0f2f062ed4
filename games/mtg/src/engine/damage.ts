/**
 * Dealing damage (CR 120): to a player it is life loss; to a creature it is
 * marked (deathtouch noted for SBAs); lifelink gains its controller that
 * much; the damage event goes through the replacement layer first
 * (replacement.ts: Fog Bank's prevention of combat damage to and from it).
 */
import { board, touchDamage } from './derived.ts';
import { events } from './event-sink.ts';
import { gainLife, loseLife } from './life.ts';
import { nameOf } from './objects.ts';
import { replaceEvent } from './replacement.ts';
import { preventWithShields, redirectionOf } from './shields.ts';
import type { MtgState } from './state.ts';
import { targetPlayer } from './state.ts';
import { fire } from './triggers.ts';

/** Deals `n` damage from `source` (an object, or its last-known self) to `target`. Returns the damage dealt. */
export function damageTo(s: MtgState, source: number, target: number, n: number, combat: boolean): number {
  if (n <= 0) return 0;
  const b = board(s);
  const src = b.byId.get(source);
  const srcKeywords = src ? src.keywords : new Set(s.lki[source]?.keywords ?? []);
  const srcController =
    src?.controller ??
    s.lki[source]?.controller ??
    s.stack.find((x) => x.id === source)?.controller ??
    s.objects[source]?.controller;
  // Prevention (Fog Bank) and any other replacement of the damage event (replacement.ts).
  if (combat) {
    const replaced = replaceEvent(s, { kind: 'damage', source, target, amount: n, combat });
    if (replaced.kind === 'damage') {
      if (replaced.amount < n)
        events.emit?.({
          type: 'prevented',
          source: damageName(s, source),
          target: damageName(s, target),
          amount: n - replaced.amount,
        });
      n = replaced.amount;
    }
  }
  if (s.shields && n > 0) {
    // A redirection replaces the damage event with one to another recipient (CR 614.9).
    const instead = redirectionOf(s, source, target, combat);
    if (instead !== undefined) return damageTo(s, source, instead, n, combat);
  }
  if (s.shields && n > 0)
    n = preventWithShields(s, source, target, n, combat, {
      source: damageName(s, source),
      target: damageName(s, target),
    });
  if (n <= 0) return 0;
  events.emit?.({
    type: 'damage',
    source: damageName(s, source),
    target: damageName(s, target),
    amount: n,
    combat,
  });
  const p = targetPlayer(target);
  if (p !== null) {
    s.players[p].damageThisTurn += n;
    loseLife(s, p, n);
    if (combat) fire(s, { type: 'COMBAT_DAMAGE_TO_PLAYER', source, player: p, amount: n });
  } else {
    const d = b.byId.get(target);
    if (!d) return 0;
    const o = s.objects[target];
    o.damage += n;
    touchDamage(s);
    if (srcKeywords.has('deathtouch')) o.deathtouched = true;
    fire(s, { type: 'DEALT_DAMAGE', object: target, amount: n });
  }
  fire(
    s,
    p === null
      ? { type: 'DEALS_DAMAGE', source, amount: n }
      : { type: 'DEALS_DAMAGE', source, amount: n, player: p },
  );
  if (srcKeywords.has('lifelink') && srcController !== undefined) gainLife(s, srcController, n);
  return n;
}

/** A damage source or recipient as players read it: a permanent's or spell's name, a player. */
function damageName(s: MtgState, id: number): string {
  const p = targetPlayer(id);
  if (p !== null) return `player ${p + 1}`;
  const item = s.stack.find((x) => x.id === id);
  if (item) return item.text;
  const o = s.objects[id];
  return o ? nameOf(o) : s.lki[id] ? 'a creature that left the battlefield' : 'a spell';
}
