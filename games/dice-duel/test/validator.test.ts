/**
 * The defense card validator: fuzzing with fast-check (overlapping fields
 * are always errors; idle fields always warned about unless allowIdleFaces)
 * and goldens for every lint and error it promises.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EffectDef } from '../src/defense/effects/index.ts';
import type { MatcherDef } from '../src/defense/matchers/index.ts';
import type { CardDef as DefenseCard } from '../src/defense/validate.ts';
import { shippedCatalog, validateDefenseCard } from '../src/index.ts';

const statuses = shippedCatalog.statuses;
const facts = {
  has: (id: string) => Object.hasOwn(statuses, id),
  maxStacks: (id: string) => statuses[id]?.maxStacks ?? 0,
};
const validate = (card: unknown) => validateDefenseCard(card, facts);
const joined = (ps: Array<{ path: Array<string | number>; reason: string }>) =>
  ps.map((p) => ({ path: p.path.join('.'), reason: p.reason }));

// ---- generators ----

type Field = { id: string; faces: number[] };

const anyFields = fc
  .array(fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 4 }), {
    minLength: 1,
    maxLength: 4,
  })
  .map((groups): Field[] => groups.map((faces, i) => ({ id: `F${i}`, faces })));

/** Disjoint fields: a subset of the faces cut into groups. */
const partition = fc
  .tuple(
    fc.shuffledSubarray([1, 2, 3, 4, 5, 6], { minLength: 1 }),
    fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
  )
  .map(([faces, cuts]): Field[] => {
    const groups: number[][] = [[]];
    faces.forEach((f, i) => {
      if (i > 0 && cuts[i - 1]) groups.push([]);
      groups[groups.length - 1].push(f);
    });
    return groups.map((g, i) => ({ id: `F${i}`, faces: g }));
  });

const effect: fc.Arbitrary<EffectDef> = fc.constantFrom<EffectDef>(
  { type: 'preventHalf' },
  { type: 'gainStatus', status: 'chi', amount: 1 },
  { type: 'heal', amount: 1 },
  { type: 'applyStatusToOpponent', status: 'burn', amount: 1 },
);

function matcherFor(fields: Field[]): fc.Arbitrary<MatcherDef> {
  const fieldId = fc.integer({ min: 0, max: fields.length - 1 }).map((i) => fields[i].id);
  return fc.oneof(
    fieldId.map((id): MatcherDef => ({ type: 'countField', fieldId: id })),
    fieldId.map((id): MatcherDef => ({ type: 'pairsField', fieldId: id })),
    fc.integer({ min: 1, max: 6 }).map((face): MatcherDef => ({ type: 'exactFace', face, count: 1 })),
    fc
      .uniqueArray(fieldId, { minLength: 1, maxLength: 2 })
      .map(
        (ids): MatcherDef => ({ type: 'combo', fields: ids.map((id) => ({ id, min: 1 })), allowExtra: true }),
      ),
  );
}

function cardFrom(fieldsArb: fc.Arbitrary<Field[]>): fc.Arbitrary<DefenseCard> {
  return fieldsArb.chain((fields) =>
    fc.record({
      dice: fc.constant(6),
      allowIdleFaces: fc.option(fc.boolean(), { nil: undefined }),
      fields: fc.constant(fields),
      rules: fc
        .array(fc.tuple(matcherFor(fields), effect), { minLength: 1, maxLength: 4 })
        .map((rs) => rs.map(([matcher, e], i) => ({ id: `r${i}`, matcher, effects: [e] }))),
    }),
  );
}

/** Fields some matcher reads (by id, or through an exactFace face). */
function readFields(card: DefenseCard): Set<string> {
  const read = new Set<string>();
  for (const r of card.rules) {
    const m = r.matcher;
    if (m.type === 'countField' || m.type === 'pairsField') read.add(m.fieldId);
    if (m.type === 'combo') for (const f of m.fields) read.add(f.id);
    if (m.type === 'exactFace') for (const f of card.fields) if (f.faces.includes(m.face)) read.add(f.id);
  }
  return read;
}

// ---- fuzzing ----

describe('validator fuzzing', () => {
  it('a face shared by two fields is always an overlap error; no shared face, no overlap error', () => {
    fc.assert(
      fc.property(cardFrom(anyFields), (card) => {
        const res = validate(card);
        const owners = new Map<number, string[]>();
        for (const f of card.fields)
          for (const face of f.faces) owners.set(face, [...(owners.get(face) ?? []), f.id]);
        const shared = [...owners].filter(([, ids]) => ids.length > 1);
        const overlapErrors = res.errors.filter((e) => e.reason.includes('must be disjoint'));
        for (const [face, ids] of shared) {
          // One error per extra field holding the face, at that field's face.
          const forFace = overlapErrors.filter((e) =>
            e.reason.startsWith(`face ${face} is in fields '${ids[0]}'`),
          );
          expect(forFace.length).toBe(ids.length - 1);
          for (const e of forFace) {
            const [, fi, , k] = e.path as [string, number, string, number];
            expect(card.fields[fi].faces[k]).toBe(face);
          }
        }
        expect(overlapErrors.length).toBe(shared.reduce((n, [, ids]) => n + ids.length - 1, 0));
        expect(res.ok).toBe(shared.length === 0);
        expect(res.card === null).toBe(!res.ok);
      }),
      { numRuns: 300 },
    );
  });

  it('every field no rule reads gets an idle-faces warning naming it, unless allowIdleFaces is true', () => {
    fc.assert(
      fc.property(cardFrom(partition), (card) => {
        const res = validate(card);
        expect(res.errors).toEqual([]);
        const idle = res.warnings.filter((w) => w.reason.startsWith('idle faces'));
        if (card.allowIdleFaces === true) {
          expect(idle).toEqual([]);
          return;
        }
        const read = readFields(card);
        const unread = card.fields.filter((f) => !read.has(f.id));
        expect(idle.length).toBe(unread.length);
        for (const f of unread) {
          const i = card.fields.indexOf(f);
          const w = idle.find((x) => x.path[0] === 'fields' && x.path[1] === i);
          expect(w, `field ${f.id}`).toBeDefined();
          expect(w!.reason).toContain(`field '${f.id}'`);
          expect(w!.reason).toContain(`faces ${f.faces.join(',')}`);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        const res = validate(x);
        expect(typeof res.ok).toBe('boolean');
        if (!res.ok) expect(res.errors.length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });
});

// ---- goldens ----

const base = (
  rules: DefenseCard['rules'],
  fields: Field[] = [
    { id: 'A', faces: [1, 2, 3] },
    { id: 'B', faces: [4, 5, 6] },
  ],
) => ({
  dice: 4,
  fields,
  rules,
});
const rule = (id: string, matcher: MatcherDef, effects: EffectDef[] = [{ type: 'blockPer', amount: 1 }]) => ({
  id,
  matcher,
  effects,
});

describe('validator goldens', () => {
  it('the shipped cards are valid with no warnings', () => {
    for (const id of shippedCatalog.heroIds) {
      const card = shippedCatalog.heroes[id].def.defenseCard;
      const res = validate(card);
      expect(res.errors, id).toEqual([]);
      expect(res.warnings, id).toEqual([]);
    }
  });

  it('double counting: two damage rules counting one field', () => {
    const res = validate(
      base([
        rule('a', { type: 'countField', fieldId: 'A' }),
        rule('b', { type: 'pairsField', fieldId: 'A' }),
        rule('c', { type: 'countField', fieldId: 'B' }),
      ]),
    );
    expect(res.ok).toBe(true);
    expect(joined(res.warnings)).toEqual([
      {
        path: 'rules',
        reason: "rules a, b all count field 'A' into damage effects: the same dice count twice",
      },
    ]);
  });

  it('double counting: countField plus a combo requiring the same field exactly (allowExtra false)', () => {
    const res = validate(
      base([
        rule('count', { type: 'countField', fieldId: 'A' }),
        rule(
          'exact',
          {
            type: 'combo',
            fields: [
              { id: 'A', min: 1 },
              { id: 'B', min: 1 },
            ],
            allowExtra: false,
          },
          [{ type: 'gainStatus', status: 'chi', amount: 1 }],
        ),
      ]),
    );
    expect(res.warnings.map((w) => w.reason)).toEqual([
      "field 'A' is counted by count and also required exactly (allowExtra=false) by exact: the same dice count twice",
    ]);
    // allowExtra true does not count the dice twice.
    const loose = validate(
      base([
        rule('count', { type: 'countField', fieldId: 'A' }),
        rule('loose', {
          type: 'combo',
          fields: [
            { id: 'A', min: 1 },
            { id: 'B', min: 1 },
          ],
          allowExtra: true,
        }),
      ]),
    );
    expect(loose.warnings).toEqual([]);
  });

  it('conflicting caps: cap below min, stackCap above the status max; useless caps', () => {
    const res = validate(
      base([
        rule('a', { type: 'countField', fieldId: 'A', min: 2, cap: 1 }),
        rule('b', { type: 'pairsField', fieldId: 'B', min: 2, cap: 1 }, [
          { type: 'gainStatus', status: 'chi', amount: 1, stackCap: 9 },
        ]),
        rule('c', { type: 'countField', fieldId: 'B', cap: 0 }, [{ type: 'preventHalf', cap: 2 }]),
      ]),
    );
    expect(res.ok).toBe(true);
    expect(joined(res.warnings)).toEqual([
      { path: 'rules.0.matcher', reason: 'conflicting caps: cap 1 is below min 2' },
      { path: 'rules.1.matcher', reason: 'conflicting caps: cap 1 is below min 2' },
      {
        path: 'rules.1.effects.0.stackCap',
        reason: "conflicting caps: stackCap 9 is above chi's max stacks 6",
      },
      { path: 'rules.2.matcher.cap', reason: 'cap 0: this rule can never do anything' },
      {
        path: 'rules.2.effects.0.cap',
        reason: 'preventHalf ignores cap (it always prevents half, rounded up)',
      },
    ]);
  });

  it('exactFace on a face outside every field is allowed but warned about', () => {
    const res = validate(
      base(
        [
          rule('a', { type: 'countField', fieldId: 'A' }),
          rule('six', { type: 'exactFace', face: 6, count: 2 }),
        ],
        [{ id: 'A', faces: [1, 2, 3] }],
      ),
    );
    expect(res.ok).toBe(true);
    expect(joined(res.warnings)).toEqual([
      { path: 'rules.1.matcher.face', reason: 'exactFace 6 is not in any field (allowed, but check it)' },
    ]);
  });

  it('unreachable recipes and minimums are warned about', () => {
    const res = validate(
      base([
        rule('a', { type: 'countField', fieldId: 'A', min: 5 }),
        rule('b', {
          type: 'combo',
          fields: [
            { id: 'A', min: 3 },
            { id: 'B', min: 2 },
          ],
        }),
        rule('c', { type: 'exactFace', face: 6, count: 5 }),
      ]),
    );
    expect(res.warnings.map((w) => w.reason)).toEqual([
      'min 5 can never be reached with 4 dice',
      'recipe needs 5 dice but the card rolls 4',
      'count 5 can never be reached with 4 dice',
    ]);
  });

  it('unknown fields and statuses are errors with their paths', () => {
    const res = validate(
      base([
        rule('a', { type: 'countField', fieldId: 'NOPE' }),
        rule('b', {
          type: 'combo',
          fields: [
            { id: 'A', min: 1 },
            { id: 'GONE', min: 1 },
          ],
        }),
        rule('c', { type: 'countField', fieldId: 'B' }, [
          { type: 'gainStatus', status: 'frozen', amount: 1 },
          { type: 'flatBlock', amount: 1, conditions: { opponentHasStatus: 'wet' } },
          { type: 'transferStatus', status: 'poison', amount: 1 },
          { type: 'rerollDice', count: 1, fields: ['NOWHERE'] },
          { type: 'cleanse', status: 'curse' },
        ]),
      ]),
    );
    expect(res.ok).toBe(false);
    expect(res.card).toBeNull();
    expect(joined(res.errors)).toEqual([
      { path: 'rules.0.matcher.fieldId', reason: "unknown field 'NOPE'" },
      { path: 'rules.1.matcher.fields.1.id', reason: "unknown field 'GONE'" },
      { path: 'rules.2.effects.0.status', reason: "unknown status 'frozen'" },
      { path: 'rules.2.effects.1.conditions.opponentHasStatus', reason: "unknown status 'wet'" },
      { path: 'rules.2.effects.2.status', reason: "unknown status 'poison'" },
      { path: 'rules.2.effects.3.fields.0', reason: "unknown field 'NOWHERE'" },
      { path: 'rules.2.effects.4.status', reason: "unknown status 'curse'" },
    ]);
  });

  it('duplicate ids, faces outside 1..6, unknown buff kinds and afterNTurns without turns are errors', () => {
    const res = validate({
      dice: 3,
      fields: [
        { id: 'A', faces: [1, 7] },
        { id: 'A', faces: [2, 2] },
      ],
      rules: [
        rule('r', { type: 'countField', fieldId: 'A' }),
        rule('r', { type: 'exactFace', face: 0, count: 1 }, [
          { type: 'buffNextAttack', amount: 1, kind: 'shield' },
          { type: 'buffNextAttack', amount: 1, expires: { type: 'afterNTurns' } },
        ]),
      ],
    });
    expect(joined(res.errors)).toEqual([
      { path: 'fields.0.faces.1', reason: 'face 7 is not a die face (1..6)' },
      { path: 'fields.1.id', reason: "duplicate field id 'A'" },
      { path: 'fields.1.faces.1', reason: "face 2 is listed twice in field 'A'" },
      { path: 'rules.1.id', reason: "duplicate rule id 'r'" },
      { path: 'rules.1.matcher.face', reason: 'face 0 is not a die face (1..6)' },
      { path: 'rules.1.effects.0.kind', reason: "unknown buff kind 'shield'" },
      { path: 'rules.1.effects.1.expires.turns', reason: "expiry 'afterNTurns' needs turns" },
    ]);
  });

  it('shape errors come from the DSL schema with their paths', () => {
    const res = validate({
      dice: 3,
      fields: [{ id: 'A', faces: [1] }],
      rules: [{ id: 'x', matcher: { type: 'sumField' }, effects: [] }],
    });
    expect(res.ok).toBe(false);
    const paths = res.errors.map((e) => e.path.join('.'));
    expect(paths).toContain('rules.0.matcher.type');
    expect(paths).toContain('rules.0.effects');
  });

  it("target 'ally' is reserved: a warning, treated as self", () => {
    const res = validate(
      base([
        rule('a', { type: 'countField', fieldId: 'A' }, [{ type: 'heal', amount: 1, target: 'ally' }]),
        rule('b', { type: 'countField', fieldId: 'B' }),
      ]),
    );
    expect(res.ok).toBe(true);
    expect(joined(res.warnings)).toEqual([
      { path: 'rules.0.effects.0.target', reason: "target 'ally' is reserved; treated as self" },
    ]);
  });
});
