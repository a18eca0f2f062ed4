/**
 * Every effect module has words, and they say what the card says: for
 * each printed text of cards.json, the words of the effects it maps to read
 * as words (no ids, no camelCase) and carry the same numbers and the same
 * energy types as the printed text — so a text mapped with a wrong amount or
 * type fails here. The other vocabularies (active effect kinds, scopes,
 * Special Conditions) read as words too.
 */
import { assertReadableWords, identifierShapedWords } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { conditions } from '../src/conditions/index.ts';
import { readCardsFile, shippedDataDir } from '../src/data/catalog.ts';
import { type EffectRef, energyNames, type PokemonType } from '../src/data/schema.ts';
import { effectWords } from '../src/effects/effect.ts';
import { activeKinds } from '../src/effects/kinds/index.ts';
import { effectTypes } from '../src/effects/registry.ts';
import { scopes } from '../src/effects/scopes/index.ts';
import { activeEffectWords } from '../src/events.ts';
import { textCoverage } from '../src/validate.ts';

type Source = 'attack' | 'ability' | 'trainer';

/**
 * Every printed text the table reads (later sets' texts it does not read yet
 * map to no effect) with its effects and what kind of text it is.
 */
function texts(): Array<{ where: string; source: Source; text: string; effects: EffectRef[] }> {
  const out: Array<{ where: string; source: Source; text: string; effects: EffectRef[] }> = [];
  for (const c of readCardsFile(shippedDataDir).cards) {
    if (c.kind === 'pokemon') {
      if (c.ability) out.push({ where: `${c.id} ability`, source: 'ability', ...c.ability.effect });
      for (const a of c.attacks)
        if (a.effect) out.push({ where: `${c.id} ${a.name}`, source: 'attack', ...a.effect });
    } else out.push({ where: c.id, source: 'trainer', ...c.effect });
  }
  return out.filter((t) => t.effects.length > 0);
}

/** The effects' words joined, as their card text would read. */
function wordsOf(effects: EffectRef[], source: Source): string {
  const w = effectWords(source);
  return effects
    .map((ref) => effectTypes.get(ref.type).words(ref, w))
    .filter((x): x is string => x !== null)
    .join('; ');
}

/** The numbers and energy names a text states ("[G]" read as "Grass"; "a coin" states no number). */
function facts(text: string): { numbers: string[]; energies: string[] } {
  const plain = text.replace(/\[([A-Z])\]/g, (_, t: string) => ` ${energyNames[t as PokemonType]} `);
  const numbers = [...plain.matchAll(/\d+/g)].map((m) => m[0]).sort();
  const names = Object.values(energyNames);
  const energies = [...new Set(plain.split(/[^A-Za-z]+/).filter((word) => names.includes(word)))].sort();
  return { numbers: [...new Set(numbers)], energies };
}

describe('effect words', () => {
  it('every printed text: its effects have words that read as words and state its numbers and energy types', () => {
    const all = texts();
    // Every text the coverage counts as mapped (the number grows as families are mapped).
    expect(all.length).toBe(textCoverage(readCardsFile(shippedDataDir)).mapped);
    expect(all.length).toBeGreaterThan(1300);
    const wrong: string[] = [];
    for (const t of all) {
      const said = wordsOf(t.effects, t.source);
      expect(said.length, t.where).toBeGreaterThan(0);
      expect(identifierShapedWords(said), `${t.where}: ${said}`).toEqual([]);
      if (JSON.stringify(facts(said)) !== JSON.stringify(facts(t.text)))
        wrong.push(`${t.where}: "${t.text}" but the words say "${said}"`);
    }
    expect(wrong).toEqual([]);
  });

  it('finds a mapping whose amount differs from the printed text (the check can fail)', () => {
    const text = 'Heal 30 damage from this Pokémon.';
    const right = wordsOf([{ type: 'heal', amount: 30, target: 'self' }], 'attack');
    const wrong = wordsOf([{ type: 'heal', amount: 20, target: 'self' }], 'attack');
    expect(right).toBe('heal 30 damage from this Pokémon');
    expect(facts(right)).toEqual(facts(text));
    expect(facts(wrong)).not.toEqual(facts(text));
    const typed = 'Take a [R] Energy from your Energy Zone and attach it to this Pokémon.';
    const water = wordsOf(
      [{ type: 'energy_zone_attach', energyType: 'W', target: 'self', count: 1 }],
      'ability',
    );
    expect(facts(water)).not.toEqual(facts(typed));
  });

  it('words read the kind of text they are in (an attack does damage; an Ability does it)', () => {
    const ref = { type: 'damage_target', amount: 20, among: 'opponent_any' };
    expect(wordsOf([ref], 'attack')).toBe("this attack does 20 damage to 1 of your opponent's Pokémon");
    expect(wordsOf([ref], 'ability')).toBe("do 20 damage to 1 of your opponent's Pokémon");
  });

  it('every active effect kind reads as words over every scope, seats from 1', () => {
    const lines: string[] = [];
    for (const kind of activeKinds.ids())
      for (const scope of scopes.ids())
        for (const value of [-20, 10])
          lines.push(
            activeEffectWords({
              type: 'effect-registered',
              id: 1,
              side: 1,
              effect: kind,
              source: 'Giovanni',
              scope,
              value,
              on: 'Mr. Mime',
              energyType: 'G',
            }),
          );
    assertReadableWords(lines, 'active effect words');
    for (const line of lines) expect(line).not.toMatch(/Player 0|side|seat/);
    expect(
      activeEffectWords({
        type: 'effect-registered',
        id: 3,
        side: 0,
        effect: 'damage_boost',
        source: 'Blaine',
        scope: 'team_all',
        value: 30,
        names: ['Ninetales', 'Rapidash', 'Magmar'],
        toActive: true,
      }),
    ).toBe(
      "attacks used by Player 1's Ninetales, Rapidash or Magmar do 30 more damage to the opponent's Active Pokémon",
    );
    expect(
      activeEffectWords({
        type: 'effect-registered',
        id: 4,
        side: 0,
        effect: 'energy_multiplier',
        source: 'Serperior: Jungle Totem',
        scope: 'team_all',
        value: 2,
        pokemonType: 'G',
        energyType: 'G',
      }),
    ).toBe("each Grass Energy attached to Player 1's Grass Pokémon provides 2 Grass Energy");
  });

  it('every Special Condition has a name and a reminder that read as words', () => {
    const lines = conditions.ids().flatMap((id) => [conditions.get(id).name, conditions.get(id).reminder]);
    assertReadableWords(lines, 'conditions');
    expect(conditions.ids()).toEqual(['poisoned', 'burned', 'asleep', 'paralyzed', 'confused']);
  });
});
