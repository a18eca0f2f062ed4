/**
 * Magic's data as documents (the web Lab's variants): a card's fields
 * changed in memory are compiled into the rules the variant plays — power,
 * toughness, oracle text parsed into a new rules block — while the shipped
 * game in the same process keeps its cards; a change the data checks refuse
 * names the file, the JSON path and the reason, as `arbiter validate` does.
 */
import { DataErrors } from '@arbiter/core';
import { applyDataChanges, type DataChange, gameWithChanges, validateChanges } from '@arbiter/sim';
import { describe, expect, it } from 'vitest';
import { cloneState, type MtgState } from '../src/engine/state.ts';
import { mtg } from '../src/index.ts';
import { mtgScenarios } from '../src/scenario.ts';

type CardsFile = { cards: Array<{ card_id: string; name: string }> };
const docs = mtg.dataDocuments!;
const cards = (docs.documents['cards.json'] as unknown as CardsFile).cards;
const ELVES = cards.findIndex((c) => c.card_id === 'llanowar_elves');
const change = (field: string, value: DataChange['value']): DataChange => ({
  file: 'cards.json',
  path: ['cards', ELVES, field],
  value,
});

/** A position with Llanowar Elves on player 0's battlefield (the state names cards by id only). */
function elvesInPlay(): MtgState {
  const library = Array(10).fill('basic_forest');
  const setup = mtgScenarios.setupSchema.parse({
    players: [{ library, battlefield: [{ card: 'llanowar_elves' }] }, { library }],
  });
  return mtgScenarios.build(setup, { seed: 'documents' } as never);
}

const elvesIn = (view: ReturnType<typeof mtg.view>) =>
  view.battlefield.find((o) => o.card === 'llanowar_elves')!;

describe("Magic's data documents", () => {
  it('the shipped documents are valid, and a change to the same value plays the shipped data', () => {
    expect(docs.validate(docs.documents).ok).toBe(true);
    const same = gameWithChanges(mtg, [change('power', '1')]);
    expect(same.dataFingerprint).toBe(mtg.dataFingerprint);
  });

  it("a variant plays its card's power, toughness and oracle text; the shipped game beside it keeps its own", () => {
    const variant = gameWithChanges(mtg, [
      change('power', '5'),
      change('toughness', '4'),
      change('oracle_text', 'Flying\n{T}: Add {G}.'),
    ]);
    expect(variant.dataFingerprint).not.toBe(mtg.dataFingerprint);
    const s = elvesInPlay();
    const changed = elvesIn(variant.view(cloneState(s), 0) as ReturnType<typeof mtg.view>);
    expect([changed.power, changed.toughness]).toEqual([5, 4]);
    expect(changed.keywords).toContain('flying');
    const shipped = elvesIn(mtg.view(cloneState(s), 0));
    expect([shipped.power, shipped.toughness]).toEqual([1, 1]);
    expect(shipped.keywords).not.toContain('flying');
  });

  it('a change the checks refuse names the file, the field and the reason', () => {
    const errors = (changes: DataChange[]) => validateChanges(mtg, changes).errors.map((e) => e.message);
    expect(errors([change('power', 'lots')])).toEqual([
      `cards.json $.cards[${ELVES}].power: a whole number as text ("3"), or "*" where the card's text sets it, got string "lots"`,
    ]);
    expect(errors([change('oracle_text', 'Teleport to the moon.')])).toEqual([
      `cards.json $.cards[${ELVES}].oracle_text: Llanowar Elves: unparsed: Teleport to the moon.`,
    ]);
    expect(errors([change('mana_cost', '{Q}')])).toEqual([
      `cards.json $.cards[${ELVES}].mana_cost: a mana cost like {2}{W} or "", got string "{Q}"`,
    ]);
    expect(errors([change('card_id', 'big_elves')])[0]).toMatch(
      new RegExp(
        `^cards\\.json \\$\\.cards\\[${ELVES}\\]\\.card_id: 'big_elves' in the place of 'llanowar_elves'`,
      ),
    );
    // Loading the same documents throws the same errors: no game is played on refused data.
    let thrown: unknown = null;
    try {
      docs.load(applyDataChanges(docs.documents, [change('power', 'lots')]));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(DataErrors);
    expect((thrown as DataErrors).errors[0].message).toBe(
      `cards.json $.cards[${ELVES}].power: a whole number as text ("3"), or "*" where the card's text sets it, got string "lots"`,
    );
  });
});
