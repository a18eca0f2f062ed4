/**
 * The recurring phrases inside card texts, read into the vocabulary the
 * proposals share: conditions ("if your opponent's Active Pokémon is
 * Poisoned"), counts ("for each of your Benched Pokémon"), and which
 * Pokémon a text means ("1 of your Benched [W] Pokémon"). A proposed
 * implementation would make each a registered matcher with its words.
 */
import { E, int, names, STATUS, status } from './grammar.ts';

export type Condition = { is: string; [param: string]: unknown };
export type Counter = { of: string; [param: string]: unknown };
export type Target = { among: string; [param: string]: unknown };

type Phrase<T> = [RegExp, (m: RegExpMatchArray) => T];
const ph = <T>(source: string, make: (m: RegExpMatchArray) => T): Phrase<T> => [
  new RegExp(`^${source}$`),
  make,
];
function readWith<T>(table: Phrase<T>[], text: string): T | null {
  for (const [re, make] of table) {
    const m = text.match(re);
    if (m) return make(m);
  }
  return null;
}
const types = (list: string) => [...list.matchAll(/\[([GRWLPFDMC])\]/g)].map((x) => x[1]);

/** "your opponent's Active Pokémon is Poisoned" and the like (the words after "If"). */
const conditionPhrases: Phrase<Condition>[] = [
  ph('this Pokémon has damage on it', () => ({ is: 'self_damaged' })),
  ph('this Pokémon has no damage on it', () => ({ is: 'self_undamaged' })),
  ph(`this Pokémon has any ${E} Energy attached`, (m) => ({ is: 'self_has_energy', energyType: m[1] })),
  ph('this Pokémon has any Energy attached', () => ({ is: 'self_has_energy' })),
  ph(String.raw`this Pokémon has at least (\d+) extra ${E} Energy attached`, (m) => ({
    is: 'extra_energy',
    extra: int(m[1]),
    energyType: m[2],
  })),
  ph('this Pokémon has a Pokémon Tool attached', () => ({ is: 'self_has_tool' })),
  ph(String.raw`this Pokémon has a Retreat Cost of (\d+) or more`, (m) => ({
    is: 'self_retreat_at_least',
    n: int(m[1]),
  })),
  ph(String.raw`this Pokémon has (\d+) or more different types of Energy attached`, (m) => ({
    is: 'self_energy_types_at_least',
    n: int(m[1]),
  })),
  ph(String.raw`this Pokémon's remaining HP is (\d+) or less`, (m) => ({
    is: 'self_hp_at_most',
    hp: int(m[1]),
  })),
  ph('this Pokémon has full HP', () => ({ is: 'self_full_hp' })),
  ph('this Pokémon evolved during this turn', () => ({ is: 'self_evolved_this_turn' })),
  ph('this Pokémon evolved from (.+) during this turn', (m) => ({
    is: 'self_evolved_this_turn',
    from: m[1],
  })),
  ph('this Pokémon moved from your Bench to the Active Spot this turn', () => ({
    is: 'self_moved_to_active',
  })),
  ph("this Pokémon didn't move from the Bench to the Active Spot this turn", () => ({
    is: 'self_moved_to_active',
    negate: true,
  })),
  ph(
    "this Pokémon was damaged by an attack during your opponent's last turn while it was in the Active Spot",
    () => ({
      is: 'self_damaged_last_turn',
    }),
  ),
  ph('this is the first time this Pokémon has used an attack after coming into play', () => ({
    is: 'first_attack_since_play',
  })),
  ph(
    "this Pokémon and your opponent's Active Pokémon have 1 or more of the same type of Energy attached",
    () => ({
      is: 'shares_energy_type_with_defender',
    }),
  ),
  ph("this Pokémon and your opponent's Active Pokémon have the same amount of Energy attached", () => ({
    is: 'same_energy_count_as_defender',
  })),
  ph("this Pokémon has more Energy attached than your opponent's Active Pokémon", () => ({
    is: 'more_energy_than_defender',
  })),
  ph("your opponent's Active Pokémon has damage on it", () => ({ is: 'defender_damaged' })),
  ph(`your opponent's Active Pokémon is ${STATUS}`, (m) => ({ is: 'defender_status', status: status(m[1]) })),
  ph("your opponent's Active Pokémon is affected by a Special Condition", () => ({
    is: 'defender_any_status',
  })),
  ph("your opponent's Active Pokémon is a Pokémon ex", () => ({ is: 'defender_ex' })),
  ph("your opponent's Active Pokémon is a Basic Pokémon", () => ({ is: 'defender_stage', stage: 0 })),
  ph("your opponent's Active Pokémon is an (?:Evolution|evolved) Pokémon", () => ({
    is: 'defender_evolved',
  })),
  ph(`your opponent's Active Pokémon is an? (${E}(?: or ${E})?) Pokémon`, (m) => ({
    is: 'defender_type',
    types: types(m[1]),
  })),
  ph("your opponent's Active Pokémon is ([A-Z][^,]*)", (m) => ({ is: 'defender_named', names: names(m[1]) })),
  ph("your opponent's Active Pokémon has an Ability", () => ({ is: 'defender_has_ability' })),
  ph("your opponent's Active Pokémon has a Pokémon Tool attached", () => ({ is: 'defender_has_tool' })),
  ph("your opponent's Active Pokémon has (more|less) remaining HP than this Pokémon", (m) => ({
    is: 'defender_hp_compared',
    than: 'self',
    compare: m[1] === 'more' ? 'more' : 'less',
  })),
  ph('the Defending Pokémon is a Basic Pokémon', () => ({ is: 'defender_stage', stage: 0 })),
  ph(
    `any of your (?:${E} )?Pokémon were Knocked Out by damage from an attack during your opponent's last turn`,
    (m) => ({ is: 'ko_last_turn', ...(m[1] ? { pokemonType: m[1] } : {}) }),
  ),
  ph('you played a Supporter card from your hand during this turn', () => ({
    is: 'supporter_played_this_turn',
  })),
  ph('a Stadium is in play', () => ({ is: 'stadium_in_play' })),
  ph('(.+) is on your Bench', (m) => ({ is: 'own_bench_has', names: names(m[1]) })),
  ph('you have any Stage 2 Pokémon on your Bench', () => ({ is: 'own_bench_has', stage: 2 })),
  ph('any of your Benched Pokémon have damage on them', () => ({ is: 'own_bench_damaged' })),
  ph(String.raw`you have exactly ([\d, or]+) cards in your hand`, (m) => ({
    is: 'hand_size_in',
    sizes: [...m[1].matchAll(/\d+/g)].map((x) => int(x[0])),
  })),
  ph(String.raw`your opponent has exactly ([\d, or]+) cards in their hand`, (m) => ({
    is: 'hand_size_in',
    side: 'opponent',
    sizes: [...m[1].matchAll(/\d+/g)].map((x) => int(x[0])),
  })),
  ph('you have the same number of cards in your hand as your opponent', () => ({ is: 'hand_size_equal' })),
  ph('you have fewer Pokémon in play than your opponent', () => ({ is: 'fewer_pokemon_in_play' })),
  ph("you haven't gotten any points", () => ({ is: 'points', side: 'own', equals: 0 })),
  ph(String.raw`your opponent has gotten exactly (\d+) points`, (m) => ({
    is: 'points',
    side: 'opponent',
    equals: int(m[1]),
  })),
  ph(String.raw`your opponent has gotten at least (\d+) point`, (m) => ({
    is: 'points',
    side: 'opponent',
    atLeast: int(m[1]),
  })),
  ph("your opponent hasn't gotten any points", () => ({ is: 'points', side: 'opponent', equals: 0 })),
  ph(String.raw`the amount of Energy attached to both Active Pokémon is (\d+) or more`, (m) => ({
    is: 'energy_both_active_at_least',
    n: int(m[1]),
  })),
  ph(String.raw`you have (\d+) or more ${E} Energy in play`, (m) => ({
    is: 'own_energy_in_play_at_least',
    n: int(m[1]),
    energyType: m[2],
  })),
  ph(String.raw`your Pokémon in play have (\d+) or more different types of Energy attached`, (m) => ({
    is: 'own_energy_types_at_least',
    n: int(m[1]),
  })),
  ph(`your opponent has any ${E} Pokémon in play`, (m) => ({
    is: 'opponent_has_in_play',
    pokemonType: m[1],
  })),
  ph('(.+) is in your discard pile', (m) => ({ is: 'discard_has', names: names(m[1]) })),
  ph('1 of your Pokémon used (.+) during your last turn', (m) => ({
    is: 'attack_used_last_turn',
    attack: m[1],
  })),
  ph('you have (.+) in play', (m) => ({ is: 'own_in_play', names: names(m[1].replace(/^another /, '')) })),
  ph('you have no cards in your deck', () => ({ is: 'deck_empty' })),
];

export function condition(text: string): Condition | null {
  return readWith(conditionPhrases, text);
}

/** What a "for each …" counts. */
const counterPhrases: Phrase<Counter>[] = [
  ph('of your Benched Pokémon', () => ({ of: 'bench', side: 'own' })),
  ph(`of your Benched ${E} Pokémon`, (m) => ({ of: 'bench', side: 'own', pokemonType: m[1] })),
  ph("of your opponent's Benched Pokémon", () => ({ of: 'bench', side: 'opponent' })),
  ph(String.raw`Benched Pokémon \(both yours and your opponent's\)`, () => ({ of: 'bench', side: 'both' })),
  ph('Evolution Pokémon on your Bench', () => ({ of: 'bench', side: 'own', evolved: true })),
  ph('of your Benched (.+)', (m) => ({ of: 'bench', side: 'own', names: names(m[1]) })),
  ph('Energy attached to this Pokémon', () => ({ of: 'energy', on: 'self' })),
  ph(`${E} Energy attached to this Pokémon`, (m) => ({ of: 'energy', on: 'self', energyType: m[1] })),
  ph('type of Energy attached to this Pokémon', () => ({ of: 'energy_types', on: 'self' })),
  ph("Energy attached to your opponent's Active Pokémon", () => ({ of: 'energy', on: 'defender' })),
  ph("Energy attached to all of your opponent's Pokémon", () => ({ of: 'energy', on: 'opponent_all' })),
  ph(`${E} Energy attached to all of your Pokémon`, (m) => ({
    of: 'energy',
    on: 'own_all',
    energyType: m[1],
  })),
  ph("Energy in your opponent's Active Pokémon's Retreat Cost", () => ({
    of: 'retreat_cost',
    on: 'defender',
  })),
  ph('Pokémon in your discard pile', () => ({ of: 'discard', cardKind: 'pokemon' })),
  ph(`${E} Pokémon in your discard pile`, (m) => ({ of: 'discard', cardKind: 'pokemon', pokemonType: m[1] })),
  ph('(Item|Supporter) card in your discard pile', (m) => ({ of: 'discard', cardKind: m[1].toLowerCase() })),
  ph("Trainer card in your opponent's deck", () => ({ of: 'deck', side: 'opponent', cardKind: 'trainer' })),
  ph('point you have gotten', () => ({ of: 'points', side: 'own' })),
  ph('point your opponent has gotten', () => ({ of: 'points', side: 'opponent' })),
  ph('Pokémon Tool attached to all of your Pokémon', () => ({ of: 'tools', side: 'own' })),
  ph("of your opponent's Pokémon in play that has an Ability", () => ({
    of: 'in_play',
    side: 'opponent',
    hasAbility: true,
  })),
  ph('time your Pokémon have been Knocked Out during this game', () => ({ of: 'knockouts', side: 'own' })),
  ph('time your Pokémon used (.+) during this game', (m) => ({ of: 'attack_uses', attack: m[1] })),
  ph('Pokémon you have in play', () => ({ of: 'in_play', side: 'own' })),
  ph('(.+) you have in play', (m) => ({ of: 'in_play', side: 'own', names: names(m[1]) })),
  ph('heads', () => ({ of: 'heads' })),
];

export function counter(text: string): Counter | null {
  return readWith(counterPhrases, text);
}

/** Which Pokémon: "1 of your Benched [W] Pokémon", "your Active Pokémon", "each of your Pokémon". */
const targetPhrases: Phrase<Target>[] = [
  ph('this Pokémon', () => ({ among: 'self' })),
  ph('(?:your )?Active Pokémon', () => ({ among: 'own_active' })),
  ph(`your Active ${E} Pokémon`, (m) => ({ among: 'own_active', pokemonType: m[1] })),
  ph(`(?:1 of )?your (?:(Basic|Stage 1|Stage 2) )?(?:${E} )?Pokémon(?: in play)?`, (m) => ({
    among: 'own_one',
    ...(m[1] ? { stage: ['Basic', 'Stage 1', 'Stage 2'].indexOf(m[1]) } : {}),
    ...(m[2] ? { pokemonType: m[2] } : {}),
  })),
  ph(`1 of your Benched (?:(Basic) )?(?:${E} )?Pokémon`, (m) => ({
    among: 'own_bench_one',
    ...(m[1] ? { stage: 0 } : {}),
    ...(m[2] ? { pokemonType: m[2] } : {}),
  })),
  ph('each of your Benched (Basic )?Pokémon', (m) => ({
    among: 'own_bench_all',
    ...(m[1] ? { stage: 0 } : {}),
  })),
  ph('each of your Pokémon that evolves from (.+)', (m) => ({ among: 'own_all', evolvesFrom: m[1] })),
  ph(`each of your (?:${E} )?Pokémon`, (m) => ({ among: 'own_all', ...(m[1] ? { pokemonType: m[1] } : {}) })),
  ph('1 of your Pokémon ex', () => ({ among: 'own_one', ex: true })),

  ph('1 of your (.+?)', (m) => ({ among: 'own_one', names: names(m[1]) })),
];

export function target(text: string): Target | null {
  return readWith(targetPhrases, text);
}

/** Which cards a search, a discard-pile pick or a bench-from-deck means ("Basic [W] Pokémon", "Item card", "Glameow, Stunky, or Croagunk"). */
export type CardFilter = { [param: string]: unknown };
const cardPhrases: Phrase<CardFilter>[] = [
  ph('(Item|Supporter|Pokémon Tool|Stadium) cards?', (m) => ({
    cardKind: { Item: 'item', Supporter: 'supporter', 'Pokémon Tool': 'tool', Stadium: 'stadium' }[m[1]],
  })),
  ph('Mega Evolution Pokémon ex', () => ({ cardKind: 'pokemon', tag: 'mega' })),
  ph(`(?:(Basic|Stage 1|Stage 2) )?(?:${E} )?Pokémon`, (m) => ({
    cardKind: 'pokemon',
    ...(m[1] ? { stage: ['Basic', 'Stage 1', 'Stage 2'].indexOf(m[1]) } : {}),
    ...(m[2] ? { pokemonType: m[2] } : {}),
  })),
  ph('card that evolves from (.+)', (m) => ({ evolvesFrom: m[1] })),
  ph('(?:cards from among )?(.+)', (m) => ({ names: names(m[1]) })),
];

export function cards(text: string): CardFilter | null {
  return readWith(cardPhrases, text);
}

/** "the [G] Pokémon", "the Stage 1 Pokémon", "the Ancient Pokémon", "the Ultra Beast" a Tool's text names → a filter on its holder. */
export function holder(word: string | undefined): CardFilter {
  if (!word) return {};
  const t = word.match(/^\[([A-Z])\]$/);
  if (t) return { pokemonType: t[1] };
  if (word === 'Basic' || word === 'Stage 1' || word === 'Stage 2')
    return { stage: ['Basic', 'Stage 1', 'Stage 2'].indexOf(word) };
  return {
    tag:
      { Ancient: 'ancient', Future: 'future', 'Future Pokémon': 'future', 'Ultra Beast': 'ultra-beast' }[
        word
      ] ?? word,
  };
}

/** A target in the words the registered \`heal\` type already uses (self, one_own, all_own, targetType), widened. */
export function healTarget(t: Target): Record<string, unknown> {
  const { among, pokemonType, ...rest } = t;
  const named: Record<string, string> = {
    self: 'self',
    own_one: 'one_own',
    own_all: 'all_own',
    own_active: 'own_active',
    own_bench_one: 'one_own_bench',
    own_bench_all: 'all_own_bench',
  };
  return { target: named[among] ?? among, ...(pokemonType ? { targetType: pokemonType } : {}), ...rest };
}
