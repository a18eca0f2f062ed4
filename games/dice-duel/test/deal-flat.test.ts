/**
 * dealFlat, the effect added to show what adding one takes (its module,
 * its line in defense/effects/index.ts, its data form in the README, this
 * test): damage to the attacker once per defense, whatever the match
 * count; its words on the card and in the log; a field it does not take is
 * a data error at its path.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR } from '../src/data/catalog.ts';
import { type EffectDef, effectRegistry } from '../src/defense/effects/index.ts';
import type { CardDef } from '../src/defense/validate.ts';
import { diceDuel } from '../src/index.ts';
import { cardText } from '../src/words/card-text.ts';
import { defend, eventsOf } from './helpers.ts';

/** One rule matching each of the three dice: matchCount 3. */
const card = (effect: EffectDef): CardDef => ({
  dice: 3,
  fields: [{ id: 'ALL', faces: [1, 2, 3, 4, 5, 6] }],
  rules: [
    { id: 'thorns', label: 'Thorns', matcher: { type: 'countField', fieldId: 'ALL' }, effects: [effect] },
  ],
});

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('dealFlat', () => {
  it('deals its amount to the attacker once, whatever the match count; cap clamps it', () => {
    const out = defend({ card: card({ type: 'dealFlat', amount: 2 }), incoming: 5, defense: [1, 2, 3] });
    expect(out.defense!.rulesHit[0]).toMatchObject({ matchCount: 3 });
    expect(out.defense!.rulesHit[0].effects[0]).toEqual({ type: 'dealFlat', ok: true, value: 2 });
    expect(out.defense!.contributions.dealToAttacker).toBe(2);
    expect(out.fighters[0].hp).toBe(28);
    expect(out.fighters[1].hp).toBe(25);
    const capped = defend({
      card: card({ type: 'dealFlat', amount: 4, cap: 1 }),
      incoming: 5,
      defense: [1, 2, 3],
    });
    expect(capped.fighters[0].hp).toBe(29);
  });

  it('reads as words on the card and in the log', () => {
    expect(effectRegistry.get('dealFlat').reserved).toBe(true);
    const out = defend({ card: card({ type: 'dealFlat', amount: 2 }), incoming: 5, defense: [1, 2, 3] });
    expect(eventsOf(out, 'rule-result').map((e) => diceDuel.describeEvent!(e))).toEqual([
      "seat 2's Thorns matches 3 times: deals 2 damage to the attacker",
    ]);
    const v = diceDuel.validate!();
    expect(v.ok).toBe(true);
    expect(cardText(card({ type: 'dealFlat', amount: 2 })).rules[0].text).toBe(
      'Each die showing 1, 2, 3, 4, 5 or 6: deal 2 damage to the attacker once.',
    );
  });

  it('a card giving it no amount is a data error at the effect’s path', () => {
    const data = JSON.parse(readFileSync(join(DEFAULT_DATA_DIR, 'heroes.json'), 'utf8')) as {
      heroes: Array<{ id: string; defenseCard?: { rules: Array<{ effects: object[] }> } }>;
    };
    data.heroes.find((h) => h.id === 'pyromancer')!.defenseCard!.rules[0].effects.push({ type: 'dealFlat' });
    const dir = mkdtempSync(join(tmpdir(), 'dd-deal-flat-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'heroes.json'), JSON.stringify(data));
    const report = diceDuel.validate!(dir);
    expect(report.ok).toBe(false);
    expect(report.errors.map((e) => `${e.path}: ${e.reason}`)).toContain(
      '$.heroes[0].defenseCard.rules[0].effects[1].amount: missing (expected number)',
    );
  });
});
