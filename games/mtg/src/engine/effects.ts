/**
 * The effect registry: one handler per step op the rules blocks name. A
 * handler runs one step of a resolving frame; one that needs a player's
 * choice sets a decision and returns 'wait', and runs again with the answer.
 */
import { registryOf, shuffleInPlace } from '@arbiter/core';
import type {
  Amount,
  Condition,
  Continuous,
  Filter,
  ManaCost,
  Ref,
  RulesBlock,
  Step,
  TokenDef,
} from '../cards/rules-block.ts';
import { copyOf, newTargetOptions, targetName } from './copy.ts';
import { damageTo } from './damage.ts';
import { amountOf, board, cardDerived, evalCondition, matches, nameOf, touch } from './derived.ts';
import { orderInLibrary } from './library-order.ts';
import { COLOR_NAMES, canPay, costWithX, MANA_COLORS, pay } from './mana.ts';
import {
  type DecisionOption,
  type Frame,
  type ManaColor,
  type MtgState,
  opponent,
  playerTarget,
  type Seat,
  type StackItem,
  targetPlayer,
} from './state.ts';
import { fire } from './triggers.ts';
import { createToken, drawCard, moveTo, shuffleLibrary } from './zones.ts';

export type StepResult = 'done' | 'wait';

export interface EffectModule {
  id: string;
  run(s: MtgState, f: Frame, step: Step): StepResult;
}

// ---- reading refs and amounts in a frame ----

/** Objects (ids ≥ 0) and players (ids < 0) a ref names now. */
export function refIds(s: MtgState, f: Frame, ref: Ref): number[] {
  if ('self' in ref) return [f.source];
  if ('target' in ref) return f.targets[ref.target] ?? [];
  if ('you' in ref) return [playerTarget(f.controller)];
  if ('eachPlayer' in ref) return [playerTarget(s.active), playerTarget(opponent(s.active))];
  if ('eachOpponent' in ref) return [playerTarget(opponent(f.controller))];
  if ('eventSubject' in ref) return f.vars.eventSubject !== undefined ? [f.vars.eventSubject] : [];
  if ('equipped' in ref || 'enchanted' in ref) {
    const host = s.objects[f.source]?.attachedTo;
    return host !== null && host !== undefined ? [host] : [];
  }
  if ('created' in ref) return f.vars.created !== undefined ? [f.vars.created] : [];
  if ('paidWith' in ref) return f.vars.sacrificed !== undefined ? [f.vars.sacrificed] : [];
  if ('controllerOf' in ref || 'spellController' in ref) {
    const inner = 'controllerOf' in ref ? ref.controllerOf : ref.spellController;
    return refIds(s, f, inner).map((id) => playerTarget(controllerOf(s, id)));
  }
  if ('ownerOf' in ref) return refIds(s, f, ref.ownerOf).map((id) => playerTarget(ownerOf(s, id)));
  if ('all' in ref) {
    const b = board(s);
    const out: number[] = [];
    for (const d of b.byId.values()) if (matches(b, d, ref.all, f.controller, f.source)) out.push(d.id);
    return out;
  }
  return [];
}

export function controllerOf(s: MtgState, id: number): Seat {
  const item = s.stack.find((x) => x.id === id);
  if (item) return item.controller;
  return s.objects[id]?.controller ?? s.lki[id]?.controller ?? 0;
}
function ownerOf(s: MtgState, id: number): Seat {
  return s.objects[id]?.owner ?? s.lki[id]?.owner ?? 0;
}

/**
 * Who decides an optional step: the player its text names ("its controller
 * may search", CR 608.2d), else the controller of what resolves ("you may").
 */
export function optionalDecider(s: MtgState, f: Frame, step: Step): Seat {
  if (!step.chooser) return f.controller;
  return players(s, f, step.chooser as Ref)[0] ?? f.controller;
}

function players(s: MtgState, f: Frame, ref: Ref): Seat[] {
  return refIds(s, f, ref)
    .map(targetPlayer)
    .filter((p): p is Seat => p !== null);
}

export function amount(s: MtgState, f: Frame, a: Amount): number {
  if (typeof a === 'number') return a;
  if ('x' in a) return f.x;
  if ('eventAmount' in a) return f.vars.eventAmount ?? 0;
  if ('powerOf' in a || 'toughnessOf' in a) {
    const ref = 'powerOf' in a ? a.powerOf : a.toughnessOf;
    const id = refIds(s, f, ref)[0];
    if (id === undefined) return 0;
    const d = board(s).byId.get(id);
    const lki = s.lki[id];
    if ('powerOf' in a) return d?.power ?? lki?.power ?? 0;
    return d?.toughness ?? lki?.toughness ?? 0;
  }
  if ('countersOn' in a) {
    const id = refIds(s, f, a.countersOn)[0];
    return s.objects[id]?.counters[a.kind] ?? s.lki[id]?.counters[a.kind] ?? 0;
  }
  if ('damageDealtTo' in a) {
    const p = players(s, f, a.damageDealtTo)[0];
    return p === undefined ? 0 : s.players[p].damageThisTurn;
  }
  if ('tappedLands' in a) {
    const b = board(s);
    let n = 0;
    for (const d of b.byId.values())
      if (d.controller !== f.controller && d.types.includes('land') && s.objects[d.id].tapped) n++;
    return n;
  }
  return amountOf(board(s), a, f.controller, f.source);
}

/** Step conditions read on resolution. */
export function stepCondition(s: MtgState, f: Frame, c: Condition): boolean {
  switch (c.id) {
    case 'paid':
      return !!f.vars.paid;
    case 'did_previous':
      return !!f.vars.didPrevious;
    case 'cast_during_your_main':
      return !!f.vars.castInMain;
    case 'object_is_color': {
      const id = refIds(s, f, c.object as Ref)[0];
      const d = id === undefined ? undefined : board(s).byId.get(id);
      return !!d && d.colors.includes(c.color as string);
    }
    default:
      return evalCondition(board(s), c, f.controller, f.source);
  }
}

/** Sets a decision for `player` and says the step waits. */
export function ask(s: MtgState, player: Seat, prompt: string, options: DecisionOption[]): StepResult {
  s.pending = { kind: 'resolve', player, prompt, options };
  return 'wait';
}

function answer<T>(f: Frame): T | undefined {
  return f.vars.answer as T | undefined;
}

function objectsOnly(ids: number[]): number[] {
  return ids.filter((id) => id >= 0);
}

function onBattlefield(s: MtgState, id: number): boolean {
  return s.objects[id]?.zone === 'battlefield';
}

export function destroy(s: MtgState, id: number): void {
  const d = board(s).byId.get(id);
  if (!d || d.keywords.has('indestructible')) return;
  moveTo(s, id, 'graveyard');
}

function lockValue(s: MtgState, f: Frame, a: Amount): number {
  return amount(s, f, a);
}

function chooseCards(
  s: MtgState,
  f: Frame,
  player: Seat,
  prompt: string,
  ids: number[],
  allowNone: boolean,
): StepResult | number | null {
  const a = answer<number | null>(f);
  if (a !== undefined) return a;
  if (ids.length === 0) return null;
  if (ids.length === 1 && !allowNone) return ids[0];
  const options: DecisionOption[] = ids.map((id) => ({ label: nameOf(s.objects[id]), value: id }));
  if (allowNone) options.push({ label: 'none', value: null });
  return ask(s, player, prompt, options);
}

/**
 * Starts a step's working data once: `init`'s keys are added unless `key` is
 * there already, keeping what is there (the marker of a "you may" answered
 * yes, so the question is not asked again when the step waits and resumes).
 */
function startWork(f: Frame, key: string, init: () => Record<string, unknown>): void {
  if (!f.vars.work || !(key in f.vars.work)) f.vars.work = { ...f.vars.work, ...init() };
}

function tokenWithColor(t: TokenDef): TokenDef {
  return t;
}

const ops: EffectModule[] = [
  {
    id: 'damage',
    run: (s, f, step) => {
      const src = refIds(s, f, step.source as Ref)[0] ?? f.source;
      const n = amount(s, f, step.amount as Amount);
      for (const t of refIds(s, f, step.to as Ref)) {
        if (t >= 0 && !onBattlefield(s, t)) continue;
        let dealt = n;
        if (step.excessToControllerIfTrample && t >= 0) {
          const srcD = board(s).byId.get(src);
          const tgt = board(s).byId.get(t);
          if (srcD?.keywords.has('trample') && tgt) {
            const lethal = Math.max(0, tgt.toughness - s.objects[t].damage);
            dealt = Math.min(n, lethal);
            const excess = n - dealt;
            if (excess > 0) damageTo(s, src, playerTarget(tgt.controller), excess, false);
          }
        }
        damageTo(s, src, t, dealt, false);
      }
      return 'done';
    },
  },
  {
    id: 'continuous',
    run: (s, f, step) => {
      const eff = step.effect as Continuous;
      const ids = objectsOnly(refIds(s, f, step.affects as Ref)).filter((id) => onBattlefield(s, id));
      // Amounts are fixed as the effect begins (CR 608.2h).
      const fixed: Continuous = { ...eff, affects: { all: {} as Filter } };
      if (eff.pt) fixed.pt = [lockValue(s, f, eff.pt[0]), lockValue(s, f, eff.pt[1])];
      s.effects.push({
        effect: fixed,
        objects: ids,
        controller: f.controller,
        source: f.source,
        timestamp: s.nextTimestamp++,
        until: 'end_of_turn',
      });
      touch(s);
      return 'done';
    },
  },
  {
    id: 'grant_abilities',
    run: (s, f, step) => {
      for (const id of objectsOnly(refIds(s, f, step.affects as Ref)))
        if (onBattlefield(s, id)) s.objects[id].granted.push(step.rules as RulesBlock);
      touch(s);
      return 'done';
    },
  },
  {
    id: 'destroy',
    run: (s, f, step) => {
      for (const id of objectsOnly(refIds(s, f, step.what as Ref))) if (onBattlefield(s, id)) destroy(s, id);
      return 'done';
    },
  },
  {
    id: 'exile',
    run: (s, f, step) => {
      for (const id of objectsOnly(refIds(s, f, step.what as Ref))) {
        if (!onBattlefield(s, id)) continue;
        const sourceHere = onBattlefield(s, f.source);
        if (step.until === 'source_leaves' && !sourceHere) continue;
        const nid = moveTo(s, id, 'exile');
        if (step.until === 'source_leaves' && nid >= 0) s.objects[nid].exiledUntilLeaves = f.source;
      }
      return 'done';
    },
  },
  {
    id: 'bounce',
    run: (s, f, step) => {
      for (const id of objectsOnly(refIds(s, f, step.what as Ref)))
        if (onBattlefield(s, id)) moveTo(s, id, 'hand');
      return 'done';
    },
  },
  {
    id: 'return_from_graveyard',
    run: (s, f, step) => {
      let ids = objectsOnly(refIds(s, f, step.what as Ref));
      // A dies trigger's "it" is the card now in the graveyard.
      if (ids.every((id) => s.objects[id]?.zone !== 'graveyard') && f.vars.eventSubject !== undefined)
        ids = [f.vars.eventSubject];
      for (const id of ids) {
        const o = s.objects[id];
        if (o?.zone !== 'graveyard') continue;
        if (step.to === 'hand') moveTo(s, id, 'hand');
        else moveTo(s, id, 'battlefield', { tapped: !!step.tapped, controller: o.owner });
      }
      return 'done';
    },
  },
  {
    id: 'draw',
    run: (s, f, step) => {
      const n = amount(s, f, step.amount as Amount);
      for (const p of players(s, f, step.who as Ref)) for (let i = 0; i < n; i++) drawCard(s, p);
      return 'done';
    },
  },
  {
    id: 'discard',
    run: (s, f, step) => {
      const p = players(s, f, step.who as Ref)[0];
      if (p === undefined) return 'done';
      startWork(f, 'left', () => ({ left: amount(s, f, step.amount as Amount) }));
      const work = f.vars.work as { left: number };
      while (work.left > 0 && s.players[p].hand.length > 0) {
        const c = chooseCards(s, f, p, 'discard a card', [...s.players[p].hand], false);
        if (c === 'wait') return 'wait';
        f.vars.answer = undefined;
        moveTo(s, c as number, 'graveyard');
        work.left--;
      }
      return 'done';
    },
  },
  {
    id: 'discard_hand',
    run: (s, f, step) => {
      for (const p of players(s, f, step.who as Ref))
        for (const id of [...s.players[p].hand]) moveTo(s, id, 'graveyard');
      return 'done';
    },
  },
  {
    id: 'gain_life',
    run: (s, f, step) => {
      const n = amount(s, f, step.amount as Amount);
      for (const p of players(s, f, step.who as Ref)) s.players[p].life += n;
      return 'done';
    },
  },
  {
    id: 'lose_life',
    run: (s, f, step) => {
      const n = amount(s, f, step.amount as Amount);
      for (const p of players(s, f, step.who as Ref)) loseLife(s, p, n);
      return 'done';
    },
  },
  {
    id: 'create_token',
    run: (s, f, step) => {
      const n = amount(s, f, step.amount as Amount);
      for (let i = 0; i < n; i++) {
        const id = createToken(s, tokenWithColor(step.token as TokenDef), f.controller);
        f.vars.created = id;
        if (step.attachSelf && onBattlefield(s, f.source)) {
          s.objects[f.source].attachedTo = id;
          touch(s);
        }
      }
      return 'done';
    },
  },
  {
    id: 'put_counters',
    run: (s, f, step) => {
      const n = amount(s, f, step.amount as Amount);
      for (const id of objectsOnly(refIds(s, f, step.on as Ref))) {
        if (!onBattlefield(s, id)) continue;
        const o = s.objects[id];
        o.counters[step.kind as string] = (o.counters[step.kind as string] ?? 0) + n;
      }
      touch(s);
      return 'done';
    },
  },
  {
    id: 'counter',
    run: (s, f, step) => {
      for (const id of refIds(s, f, step.what as Ref)) {
        const item = s.stack.find((x) => x.id === id);
        if (!item) continue;
        const unless = step.unlessPays as ManaCost | undefined;
        if (unless) {
          const cost = costWithX(unless, 0);
          const a = answer<boolean>(f);
          if (a === undefined && canPay(s, item.controller, cost))
            return ask(s, item.controller, `pay ${unless.generic} to keep the spell?`, [
              { label: 'pay', value: true },
              { label: "don't pay", value: false },
            ]);
          if (a === true && pay(s, item.controller, cost)) continue;
        }
        counterItem(s, item.id);
      }
      return 'done';
    },
  },
  {
    id: 'look_pick',
    run: (s, f, step) => {
      const p = f.controller;
      const lib = s.players[p].library;
      startWork(f, 'top', () => ({ top: lib.slice(0, step.n as number) }));
      const work = f.vars.work as { top: number[]; picked?: number | null };
      if (!('picked' in work)) {
        const eligible = work.top.filter(
          (id) =>
            !step.filter || matches(board(s), cardDerived(s.objects[id]), step.filter as Filter, p, f.source),
        );
        const c = chooseCards(
          s,
          f,
          p,
          'choose a card',
          eligible,
          !!step.optionalPick || eligible.length === 0,
        );
        if (c === 'wait') return 'wait';
        f.vars.answer = undefined;
        work.picked = typeof c === 'number' ? c : null;
        if (typeof c === 'number') {
          if (step.to === 'hand') moveTo(s, c, 'hand');
          else moveTo(s, c, 'battlefield', { tapped: true });
        }
      }
      const rest = work.top.filter((id) => s.objects[id]?.zone === 'library');
      if (step.rest === 'bottom_random') {
        for (const id of rest) lib.splice(lib.indexOf(id), 1);
        // Random order from the game's generator.
        lib.push(...shuffleInPlace(s.rng, [...rest], 'shuffle'));
        return 'done';
      }
      // "The rest on the bottom of your library in any order": the player orders them.
      return orderInLibrary(s, f, p, rest, 'bottom', 'bottomOrder');
    },
  },
  {
    id: 'reveal_take_all',
    run: (s, f, step) => {
      const p = f.controller;
      startWork(f, 'top', () => ({ top: s.players[p].library.slice(0, step.n as number) }));
      const work = f.vars.work as { top: number[]; taken?: boolean };
      if (!work.taken) {
        for (const id of work.top)
          if (matches(board(s), cardDerived(s.objects[id]), step.filter as Filter, p, f.source))
            moveTo(s, id, 'hand');
        work.taken = true;
      }
      const rest = work.top.filter((id) => s.objects[id]?.zone === 'library');
      return orderInLibrary(s, f, p, rest, 'bottom', 'bottomOrder');
    },
  },
  {
    id: 'piles',
    run: (s, f, step) => {
      const p = f.controller;
      const opp = opponent(p);
      startWork(f, 'top', () => ({ top: s.players[p].library.slice(0, step.n as number) }));
      const work = f.vars.work as {
        top: number[];
        pileA?: number[];
      };
      const a = answer<unknown>(f);
      if (!work.pileA) {
        if (a === undefined) {
          const options: DecisionOption[] = [];
          const n = work.top.length;
          for (let mask = 0; mask < 1 << n; mask++) {
            const pile = work.top.filter((_, i) => mask & (1 << i));
            options.push({
              label: `pile A: ${pile.map((id) => nameOf(s.objects[id])).join(', ') || 'empty'}`,
              value: pile,
            });
          }
          return ask(s, opp, 'separate the revealed cards into two piles', options);
        }
        work.pileA = a as number[];
        f.vars.answer = undefined;
        return ask(s, p, 'put which pile into your hand?', [
          { label: 'pile A', value: 'A' },
          { label: 'pile B', value: 'B' },
        ]);
      }
      const pileA = work.pileA;
      const pileB = work.top.filter((id) => !pileA.includes(id));
      const [hand, grave] = a === 'A' ? [pileA, pileB] : [pileB, pileA];
      for (const id of hand) moveTo(s, id, 'hand');
      for (const id of grave) moveTo(s, id, 'graveyard');
      return 'done';
    },
  },
  {
    id: 'search',
    run: (s, f, step) => {
      const p = players(s, f, step.who as Ref)[0];
      if (p === undefined) return 'done';
      const found = s.players[p].library.filter((id) =>
        matches(board(s), cardDerived(s.objects[id]), step.filter as Filter, p, f.source),
      );
      // A search for a card with a stated quality may find nothing (CR 701.19b).
      const c = chooseCards(s, f, p, 'search: choose a card', found, true);
      if (c === 'wait') return 'wait';
      if (typeof c === 'number') {
        if (step.to === 'hand') moveTo(s, c, 'hand');
        else moveTo(s, c, 'battlefield', { tapped: true });
      }
      shuffleLibrary(s, p);
      return 'done';
    },
  },
  {
    id: 'scry',
    run: (s, f, step) => {
      const p = f.controller;
      startWork(f, 'top', () => ({ top: s.players[p].library.slice(0, step.n as number) }));
      const work = f.vars.work as { top: number[]; bottom?: number[] };
      if (!work.bottom) {
        const a = answer<number[]>(f);
        if (a === undefined) {
          const options: DecisionOption[] = [];
          for (let mask = 0; mask < 1 << work.top.length; mask++) {
            const bottom = work.top.filter((_, i) => mask & (1 << i));
            options.push({
              label: `bottom: ${bottom.map((id) => nameOf(s.objects[id])).join(', ') || 'none'}`,
              value: bottom,
            });
          }
          return ask(s, p, `scry ${work.top.length}`, options);
        }
        work.bottom = a;
        f.vars.answer = undefined;
      }
      // Those on the bottom in any order, then the rest on top in any order (CR 701.22a).
      const bottom = work.bottom;
      if (orderInLibrary(s, f, p, bottom, 'bottom', 'bottomOrder') === 'wait') return 'wait';
      const top = work.top.filter((id) => !bottom.includes(id));
      return orderInLibrary(s, f, p, top, 'top', 'topOrder');
    },
  },
  {
    id: 'extra_turn',
    run: (s, f) => {
      s.extraTurns.push(f.controller);
      return 'done';
    },
  },
  {
    id: 'sacrifice',
    run: (s, f, step) => {
      const ps = players(s, f, step.who as Ref);
      startWork(f, 'i', () => ({ i: 0 }));
      const work = f.vars.work as { i: number };
      while (work.i < ps.length) {
        const p = ps[work.i];
        const b = board(s);
        const own = [...b.byId.values()]
          .filter((d) => d.controller === p && matches(b, d, step.filter as Filter, p, f.source))
          .map((d) => d.id);
        const c = chooseCards(s, f, p, 'sacrifice a creature', own, false);
        if (c === 'wait') return 'wait';
        f.vars.answer = undefined;
        if (typeof c === 'number') moveTo(s, c, 'graveyard');
        work.i++;
      }
      return 'done';
    },
  },
  {
    id: 'goad',
    run: (s, f, step) => {
      for (const id of objectsOnly(refIds(s, f, step.what as Ref))) {
        if (!onBattlefield(s, id)) continue;
        s.objects[id].goadedBy.push({ player: f.controller, untilTurnOf: f.controller });
      }
      touch(s);
      return 'done';
    },
  },
  {
    // A delayed triggered ability (CR 603.7) watching an object for the rest of the turn; it triggers
    // for this effect's controller and uses the stack like any other (CR 603.2).
    id: 'delayed_trigger',
    run: (s, f, step) => {
      const ability = (step.rules as RulesBlock).triggers[0];
      for (const id of objectsOnly(refIds(s, f, step.watch as Ref))) {
        if (!onBattlefield(s, id)) continue;
        if (!s.delayed) s.delayed = [];
        s.delayed.push({
          ability,
          controller: f.controller,
          source: f.source,
          sourceCard: f.sourceCard,
          watch: id,
          turn: s.turn,
        });
      }
      return 'done';
    },
  },
  {
    id: 'player_rule',
    run: (s, f, step) => {
      s.players[f.controller].rules.push({ rule: step.rule as never, untilTurnOf: f.controller });
      return 'done';
    },
  },
  {
    id: 'attach',
    run: (s, f, step) => {
      const what = objectsOnly(refIds(s, f, step.attachment as Ref))[0];
      const to = objectsOnly(refIds(s, f, step.to as Ref))[0];
      if (what === undefined || to === undefined || !onBattlefield(s, what) || !onBattlefield(s, to))
        return 'done';
      if (!board(s).byId.get(to)?.types.includes('creature')) return 'done';
      s.objects[what].attachedTo = to;
      s.objects[what].timestamp = s.nextTimestamp++;
      touch(s);
      return 'done';
    },
  },
  {
    id: 'attach_any',
    run: (s, f, step) => {
      const to = objectsOnly(refIds(s, f, step.to as Ref))[0];
      if (to === undefined || !onBattlefield(s, to)) return 'done';
      for (;;) {
        const b = board(s);
        const options = [...b.byId.values()]
          .filter(
            (d) =>
              matches(b, d, step.filter as Filter, f.controller, f.source) &&
              s.objects[d.id].attachedTo !== to,
          )
          .map((d) => d.id);
        const c = chooseCards(s, f, f.controller, 'attach which?', options, true);
        if (c === 'wait') return 'wait';
        f.vars.answer = undefined;
        if (typeof c !== 'number') return 'done';
        s.objects[c].attachedTo = to;
        touch(s);
      }
    },
  },
  {
    id: 'add_mana',
    run: (s, f, step) => {
      const n = amount(s, f, step.amount as Amount);
      const pool = s.players[f.controller].pool;
      if (step.anyColor) {
        // "One mana of any color": its controller names the colour (CR 106.1a, 605.3b).
        const color = answer<ManaColor>(f);
        if (color === undefined)
          return ask(
            s,
            f.controller,
            `add ${n} mana of which colour?`,
            MANA_COLORS.map((c) => ({ label: COLOR_NAMES[c], value: c })),
          );
        pool[color] += n;
      } else
        for (const [c, k] of Object.entries(step.mana as Record<string, number>))
          pool[c as ManaColor] += k * n;
      return 'done';
    },
  },
  {
    id: 'cast_free',
    run: (s, f, step) => {
      const id = objectsOnly(refIds(s, f, step.what as Ref))[0];
      if (id === undefined || s.objects[id]?.zone !== 'graveyard') return 'done';
      const a = answer<unknown>(f);
      if (a === undefined) {
        // Targets named as a player reads them (the option's value keeps the ids).
        const options = freeCastOptions(s, f.controller, id).map((o) => {
          const v = o.value as { mode?: number; targets: number[][] };
          const named = v.targets.map((g) => g.map((t) => targetName(s, t)).join(' + ') || 'no target');
          return { ...o, label: `${o.label.split(' → ')[0]} → ${named.join(', ')}` };
        });
        if (options.length === 0) return 'done';
        return ask(s, f.controller, `cast ${nameOf(s.objects[id])} without paying its mana cost?`, [
          ...options,
          { label: "don't cast", value: null },
        ]);
      }
      if (a !== null) castFree(s, f.controller, id, a, !!step.exileInstead);
      return 'done';
    },
  },
  {
    id: 'vote',
    run: (s, f, step) => {
      const choices = step.choices as string[];
      startWork(f, 'votes', () => ({ votes: [] }));
      const work = f.vars.work as { votes: string[] };
      const a = answer<string>(f);
      if (a !== undefined) {
        work.votes.push(a);
        f.vars.answer = undefined;
      }
      const order: Seat[] = [f.controller, opponent(f.controller)];
      if (work.votes.length < order.length)
        return ask(
          s,
          order[work.votes.length],
          `vote: ${choices.join(' or ')}`,
          choices.map((c) => ({ label: c, value: c })),
        );
      const count = choices.map((c) => work.votes.filter((v) => v === c).length);
      const outcomes = step.outcomes as Step[][];
      const winner = count[0] > count[1] ? 0 : count[1] > count[0] ? 1 : (step.tie as number);
      f.vars.work = undefined;
      f.steps = [...f.steps.slice(0, f.index + 1), ...outcomes[winner], ...f.steps.slice(f.index + 1)];
      return 'done';
    },
  },
  {
    id: 'copy_spell',
    run: (s, f, step) => {
      // The copies are made at once; with "you may choose new targets" (CR 707.10c) their controller
      // then decides each target group of each copy before the copy goes on the stack.
      startWork(f, 'copies', () => ({
        copies: refIds(s, f, step.what as Ref).flatMap((id) => {
          const item = s.stack.find((x) => x.id === id);
          return item ? [copyOf(s, item, f.controller)] : [];
        }),
        at: 0,
        group: 0,
      }));
      const work = f.vars.work as { copies: StackItem[]; at: number; group: number };
      const a = answer<number[]>(f);
      if (a !== undefined) {
        work.copies[work.at].targets[work.group] = a;
        work.group++;
        f.vars.answer = undefined;
      }
      while (work.at < work.copies.length) {
        const copy = work.copies[work.at];
        for (; step.newTargets && work.group < copy.targets.length; work.group++) {
          const options = newTargetOptions(s, copy, work.group);
          if (options.length > 1)
            return ask(
              s,
              copy.controller,
              `copy of ${copy.text}: targets (group ${work.group + 1})`,
              options,
            );
        }
        s.stack.push(copy);
        for (const g of copy.targets)
          for (const t of g)
            if (t >= 0 && s.objects[t]?.zone === 'battlefield')
              fire(s, { type: 'BECOMES_TARGET', object: t, by: copy.controller });
        work.at++;
        work.group = 0;
      }
      return 'done';
    },
  },
  {
    id: 'pay_optional',
    run: (s, f, step) => {
      const cost = step.mana as ManaCost;
      const a = answer<number | null>(f);
      if (a === undefined) {
        const options: DecisionOption[] = [];
        for (let x = 0; x <= (cost.x ? 10 : 0); x++)
          if (canPay(s, f.controller, costWithX(cost, x)))
            options.push({ label: cost.x ? `pay with X=${x}` : 'pay', value: x });
        if (options.length === 0) return 'done';
        options.push({ label: "don't pay", value: null });
        return ask(s, f.controller, 'pay?', options);
      }
      if (a !== null && pay(s, f.controller, costWithX(cost, a))) {
        f.vars.paid = true;
        f.x = a;
      }
      return 'done';
    },
  },
  {
    id: 'choose_by_condition',
    run: (s, f, step) => {
      const branch = stepCondition(s, f, step.when as Condition)
        ? (step.then as Step[])
        : (step.else as Step[]);
      f.steps = [...f.steps.slice(0, f.index + 1), ...branch, ...f.steps.slice(f.index + 1)];
      return 'done';
    },
  },
];

export const effectRegistry = registryOf<EffectModule>('effect', ops);

export function loseLife(s: MtgState, p: Seat, n: number): void {
  if (n <= 0) return;
  s.players[p].life -= n;
  fire(s, { type: 'LOSE_LIFE', player: p, amount: n });
}

// Free casting and countering live with casting; imported late to avoid a cycle at load.
import { castFree, counterItem, freeCastOptions } from './casting.ts';
