/**
 * Flipping an attack's coins again (an Ability of type `reflip_attack_coins`,
 * "Victory Star"). A step of an attack's text flips its coins and applies
 * what they say in one run, so nothing can be asked in between: while the
 * Ability may be used, the flow runs such a step on trial (a copy of the
 * state kept, its events held back). When the step flipped new coins, the
 * state goes back to the copy (the generator keeps its draws), only the
 * coin events are shown, and the player is asked "keep" or "flip again"
 * before the step runs for real: kept, the step replays the same flips
 * (`memo`); flipped again, those flips are dropped from the memo and the
 * step flips anew from the generator. Only the coins of an attack's own text
 * (effect steps) are offered: not Confusion's or a gate's flip before it.
 */
import type { PocketEvent } from '../events.ts';
import { cloneState, type PocketState, type Resolution, type Side, type Slot } from '../state.ts';
import { abilitiesLost } from './lasting.ts';
import { hasKind } from './lasting-damage.ts';
import { REFLIP } from './match-features.ts';
import { slotInfo, slotsOf } from './ops.ts';

/** The Pokémon whose Ability would flip the coins again, and the Ability's name for the once-per-turn rule. */
export interface ReflipHolder {
  pid: number;
  ability: string;
  /** "You can't use more than 1 Victory Star Ability each turn": the name counted. */
  onceByName: string;
}

/** The own Pokémon whose Ability may now flip again the coins of `attacker`'s attack (the first in play order), or null. */
export function reflipHolder(s: PocketState, player: Side, attacker: Slot): ReflipHolder | null {
  const type = slotInfo(s, attacker).type;
  const slots = slotsOf(s.sides[player]);
  let found: ReflipHolder | null = null;
  for (const sl of slots) {
    const ab = slotInfo(s, sl).ability;
    if (!ab) continue;
    for (const e of ab.effect.effects) {
      if (e.type !== REFLIP || e.pokemonType !== type || found !== null) continue;
      if (hasKind(s, 'ability_loss') && abilitiesLost(s, player, sl)) continue;
      found = { pid: sl.pid, ability: ab.name, onceByName: e.oncePerTurnByName as string };
    }
  }
  if (found === null) return null;
  // Once a turn for every Ability of that name the player has in play.
  for (const sl of slots)
    if (sl.abilityTurn === s.turn && slotInfo(s, sl).ability?.name === found.onceByName) return null;
  return found;
}

/** A step run on trial: the state before it and the events it emitted, held back. */
export interface Trial {
  before: PocketState;
  events: PocketEvent[];
  /** Will's forced heads of the player before the step (a restore must not give them back). */
  forcedHeads: number;
}

function forcedHeadsOf(s: PocketState, player: Side): number {
  if (!hasKind(s, 'coin_heads')) return 0;
  let n = 0;
  for (const e of s.effects.effects) if (e.key === 'coin_heads' && e.payload?.sourcePlayer === player) n++;
  return n;
}

export function beginTrial(s: PocketState, player: Side): Trial {
  return { before: cloneState(s), events: [], forcedHeads: forcedHeadsOf(s, player) };
}

/**
 * The step flipped `coins` new coins (the memo's last entries): back to the
 * state before it, keeping the generator, the forced coins, the stats and
 * the memo, and the player asked. Returns the coin events to show.
 */
export function offerReflip(
  s: PocketState,
  trial: Trial,
  holder: ReflipHolder,
  coins: number,
  memo: number[],
): PocketEvent[] {
  const { rng, forced, stats } = s;
  const player = (s.resolution as Resolution).player;
  const usedForced = trial.forcedHeads - forcedHeadsOf(s, player);
  Object.assign(s, trial.before);
  if (!trial.before.stadium) delete s.stadium;
  s.rng = rng;
  s.forced = forced;
  s.stats = stats;
  // Will's heads were spent on the flips shown: they stay spent.
  for (let i = 0; i < usedForced; i++) {
    const at = s.effects.effects.findIndex(
      (e) => e.key === 'coin_heads' && e.payload?.sourcePlayer === player,
    );
    if (at >= 0) s.effects.effects.splice(at, 1);
  }
  const res = s.resolution as Resolution;
  res.memo = memo.slice();
  res.reflip = { pid: holder.pid, coins, ability: holder.ability };
  const shown = memo.slice(memo.length - coins).map((h) => (h === 1 ? 'heads' : 'tails'));
  s.pending = {
    player,
    kind: 'effect',
    prompt: `${holder.ability}: ${shown.join(', ')}. Flip ${coins === 1 ? 'that coin' : `those ${coins} coins`} again?`,
    options: [{ label: 'Keep the results' }, { label: 'Flip again' }],
    values: [0, 1],
  };
  return trial.events.filter((e) => e.type === 'coin');
}

/**
 * The player answered the offer (the answer is the memo's last entry): kept,
 * the memo replays the flips; flipped again, they are dropped and the
 * Ability is used this turn.
 */
export function answerReflip(s: PocketState, res: Resolution): PocketEvent | null {
  const r = res.reflip;
  if (!r) return null;
  delete res.reflip;
  const again = res.memo.pop() === 1;
  if (!again) return null;
  res.memo.length -= r.coins;
  const holder = slotsOf(s.sides[res.player]).find((sl) => sl.pid === r.pid);
  if (!holder) return null;
  holder.abilityTurn = s.turn;
  return { type: 'ability', side: res.player, pokemon: slotInfo(s, holder).name, ability: r.ability };
}
