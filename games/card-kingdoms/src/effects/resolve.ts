/**
 * Carrying out the answer to a decision an effect raised: the chosen option's
 * legs, the picked citizen, the accepted exchange, the stolen amount, the
 * returned card, the taken monster, the free slay.
 */
import { RuleViolation, randInt } from '@arbiter/core';
import type { Catalog } from '../data/catalog.ts';
import type { Amount, Leg } from '../grammar/tree.ts';
import { effectTask, performBuild, performHire, performSlay, queueNow } from '../rules/perform.ts';
import { type CkAction, type CkState, type Decision, stateExtra } from '../state.ts';
import { takeRandomCitizen } from './cards.ts';
import { gain, isHeld, ownedKind, sameRolls } from './legs.ts';
import { OPERATIONS } from './operations.ts';

/** Moves up to `a.n` of a resource from `from` to `to`: what they have, up to the amount. */
export function takeFrom(state: CkState, from: number, to: number, a: Amount): number {
  if (!isHeld(a.res)) return 0;
  const victim = state.players[from];
  const n = Math.min(victim[a.res], a.n);
  victim[a.res] -= n;
  state.players[to][a.res] += n;
  return n;
}

function leg<K extends Leg['kind']>(d: Decision, kind: K): Extract<Leg, { kind: K }> {
  if (!d.leg || d.leg.kind !== kind) throw new Error(`decision ${d.kind} without its ${kind} leg`);
  return d.leg as Extract<Leg, { kind: K }>;
}

export function resolveEffectDecision(cat: Catalog, state: CkState, d: Decision, action: CkAction): void {
  const p = state.players[d.player];
  if (action.type === 'decline') return;
  if (d.leg?.kind === 'op') {
    const resolver = OPERATIONS[d.leg.name]?.resolve;
    if (resolver) {
      resolver(cat, state, d, action, d.leg);
      return;
    }
  }
  switch (d.kind) {
    case 'choose': {
      if (action.type !== 'choose') break;
      const option = leg(d, 'choose').options[action.option];
      queueNow(state, [{ player: d.player, legs: option.legs, at: 0, source: d.source, onTurn: true }]);
      return;
    }
    case 'pick': {
      if (action.type === 'pickDomain') {
        const card = state.domainStacks[action.stack].pop();
        if (card === undefined) throw new RuleViolation('empty-stack', 'that stack is empty');
        p.domains.push({ card, builtTurn: state.turn });
        const activation = cat.domains[card].activation;
        if (activation) queueNow(state, [effectTask(d.player, activation, cat.domains[card].name)]);
        return;
      }
      if (action.type !== 'pick') break;
      const pick = leg(d, 'pick');
      const stack = state.citizenStacks[action.stack];
      const card = stack.cards.pop();
      if (card === undefined) throw new RuleViolation('empty-stack', 'that stack is empty');
      p.citizens.push(card);
      if (pick.count > 1) {
        queueNow(state, [
          {
            player: d.player,
            legs: [{ ...pick, count: pick.count - 1 }],
            at: 0,
            source: d.source,
            onTurn: true,
          },
        ]);
      }
      return;
    }
    case 'exchange': {
      if (action.type !== 'accept') break;
      const x = leg(d, 'exchange');
      gain(p, { res: x.pay.res, n: -x.pay.n });
      gain(p, x.gain);
      return;
    }
    case 'steal': {
      if (action.type !== 'steal') break;
      takeFrom(state, action.victim, d.player, leg(d, 'steal').options[action.option]);
      return;
    }
    case 'convert': {
      const c = leg(d, 'convert');
      if (c.mode === 'take_from_player' && action.type === 'target') {
        for (const a of c.gain) takeFrom(state, action.victim, d.player, a);
        return;
      }
      if (c.mode === 'pay_to_player' && action.type === 'target') {
        for (const a of c.pay) takeFrom(state, d.player, action.victim, a);
        for (const a of c.gain) gain(p, a);
        return;
      }
      if (c.mode === 'self_convert' && action.type === 'accept') {
        for (const a of c.pay) gain(p, { res: a.res, n: -a.n });
        for (const a of c.gain) gain(p, a);
        return;
      }
      break;
    }
    case 'return': {
      if (action.type !== 'return') break;
      const op = leg(d, 'op');
      const kind = op.args[0]?.kind === 'word' ? op.args[0].word : '';
      if (kind === 'monster') {
        p.monsters.splice(p.monsters.lastIndexOf(action.card), 1);
        state.monsterAreas.find((a) => a.area === cat.monsters[action.card].area)?.cards.push(action.card);
      } else {
        p.citizens.splice(p.citizens.lastIndexOf(action.card), 1);
        state.citizenStacks
          .find((s) => sameRolls(s.rolls, cat.citizens[action.card].rolls))
          ?.cards.push(action.card);
      }
      for (const a of op.args) if (a.kind === 'amount') gain(p, a.amount);
      return;
    }
    case 'take': {
      if (action.type !== 'target') break;
      if (ownedKind(leg(d, 'op')) === 'citizens') {
        takeRandomCitizen(state, action.victim, d.player);
        return;
      }
      const victim = state.players[action.victim];
      const [card] = victim.monsters.splice(randInt(state.rng, victim.monsters.length), 1);
      p.monsters.push(card);
      return;
    }
    case 'slay': {
      if (action.type !== 'slay') break;
      performSlay(cat, state, d.player, action.area, action.magic, action.discount);
      return;
    }
    case 'hire': {
      if (action.type !== 'hire') break;
      performHire(cat, state, d.player, action.stack, action.magic, action.strength);
      return;
    }
    case 'build': {
      if (action.type !== 'build') break;
      performBuild(cat, state, d.player, action.stack, action.magic);
      return;
    }
    case 'banish': {
      if (action.type !== 'banish') break;
      if (action.zone === 'citizens') {
        const card = state.citizenStacks[action.at].cards.pop();
        if (card !== undefined) state.banished.citizens.push(card);
      } else if (action.zone === 'domains') {
        const card = state.domainStacks[action.at].pop();
        if (card !== undefined) stateExtra(state).banishedDomains.push(card);
      } else {
        const card = state.monsterAreas[action.at].cards.pop();
        if (card !== undefined) state.banished.monsters.push(card);
      }
      return;
    }
    case 'banishOwned': {
      if (action.type !== 'return') break;
      const op = leg(d, 'op');
      const kind = op.args[0]?.kind === 'word' ? op.args[0].word : '';
      const list = kind === 'monster' ? p.monsters : p.citizens;
      list.splice(list.lastIndexOf(action.card), 1);
      (kind === 'monster' ? state.banished.monsters : state.banished.citizens).push(action.card);
      return;
    }
    default:
      break;
  }
  throw new Error(`a ${action.type} answer does not fit a ${d.kind} decision`);
}
