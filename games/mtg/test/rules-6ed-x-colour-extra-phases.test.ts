/**
 * Sixth Edition, the last lines of share B: "Spend only red mana on X" on an
 * activated ability's {X} (Crimson Hellkite, CR 107.3, 609.4).
 */
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadCatalog, SHIPPED_DATA_DIR } from '../src/cards/catalog.ts';
import { mtg } from '../src/index.ts';
import { player } from './helpers.ts';
import { apply, position, tagged } from './sixth-play.ts';

vi.mock('../src/cards/catalog.ts', async (orig) =>
  (await import('./sixth-pool.ts')).withSixthEdition(await orig()),
);

const sixth = loadCatalog(join(SHIPPED_DATA_DIR, '6ed'));
const rules = (id: string) => sixth.cards[id].rules;

describe('Crimson Hellkite: X paid with red mana only', () => {
  it('reads as an {X} payable with red only, X damage to target creature', () => {
    const a = rules('crimson_hellkite');
    expect(a.unparsed).toEqual([]);
    expect(a.activated[0].costs).toEqual([
      { kind: 'mana', mana: { generic: 0, colored: {}, x: 1, xColor: 'R' } },
      { kind: 'tap' },
    ]);
    expect(a.activated[0].steps).toEqual([
      { op: 'damage', source: { self: true }, to: { target: 0 }, amount: { x: true } },
    ]);
  });

  it('CR 107.3, 609.4: X counts red mana only (two Mountains and two Islands: X up to 2); X = 2 taps the Mountains and deals 2', () => {
    const s = position({
      step: 'main1',
      active: 0,
      players: [
        player({
          battlefield: [
            { card: 'crimson_hellkite', tag: 'hk' },
            { card: 'basic_mountain', tag: 'm1' },
            { card: 'basic_mountain', tag: 'm2' },
            { card: 'basic_island', tag: 'i1' },
            { card: 'basic_island', tag: 'i2' },
          ],
        }),
        player({ battlefield: [{ card: 'air_elemental', tag: 'ae' }] }),
      ],
    });
    const hk = tagged(s, 'hk');
    const ae = tagged(s, 'ae');
    const xs = (mtg.legalActions(s, 0) as Array<{ type: string; source?: number; x?: number; targets?: number[][] }>)
      .filter((a) => a.type === 'activate' && a.source === hk && a.targets?.[0][0] === ae)
      .map((a) => a.x);
    expect(xs).toEqual([0, 1, 2]);
    apply(s, { type: 'activate', source: hk, ability: 0, targets: [[ae]], x: 2 });
    expect(s.objects[tagged(s, 'm1')].tapped && s.objects[tagged(s, 'm2')].tapped).toBe(true);
    expect(s.objects[tagged(s, 'i1')].tapped || s.objects[tagged(s, 'i2')].tapped).toBe(false);
    apply(s, { type: 'pass' });
    apply(s, { type: 'pass' });
    expect(s.objects[ae].damage).toBe(2);
  });
});
