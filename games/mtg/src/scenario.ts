/**
 * The MTG scenario format on the kernel harness (packages/core/src/scenario.ts):
 * a position (each player's life, library, hand, graveyard, exile and
 * battlefield with tapped state, damage, counters, attachments; the turn,
 * step, active player and priority), then steps, then expectations. Cards
 * may carry a `tag` ("@bolt" in an action); the tag follows the card across
 * zones. Players are "@p0" and "@p1". See README.md for the whole format.
 */
import { DataError, DataErrors, defineScenarios, RuleViolation } from '@arbiter/core';
import { z } from 'zod';
import { catalog } from './cards/catalog.ts';
import { watchAttacksIfRead } from './engine/attacks-this-turn.ts';
import { blockOptions, declarationRefusal, newCombat } from './engine/declarations.ts';
import { board, touch } from './engine/derived.ts';
import { watchPlayerStaticsIfRead } from './engine/draws.ts';
import { nameOf } from './engine/objects.ts';
import {
  actionKeyOf,
  advance,
  applyAction,
  legalActions,
  type MtgAction,
  setupState,
} from './engine/rules.ts';
import { type GameObject, type MtgState, type Seat, STEPS } from './engine/state.ts';
import { fire } from './engine/triggers.ts';
import { newObject } from './engine/zones.ts';
import type { MtgTypes } from './index.ts';

const cardEntry = z.union([z.string(), z.object({ card: z.string(), tag: z.string().optional() }).strict()]);
const permanent = z
  .object({
    card: z.string(),
    tag: z.string().optional(),
    tapped: z.boolean().default(false),
    damage: z.number().int().min(0).default(0),
    counters: z.record(z.string(), z.number().int()).default({}),
    /** False: it has been under its controller's control since the turn began. */
    sick: z.boolean().default(false),
    /** The tag of the permanent this one is attached to. */
    attachedTo: z.string().optional(),
  })
  .strict();
const playerSetup = z
  .object({
    deck: z.string().optional(),
    life: z.number().int().default(20),
    library: z.array(cardEntry).default([]),
    hand: z.array(cardEntry).default([]),
    graveyard: z.array(cardEntry).default([]),
    exile: z.array(cardEntry).default([]),
    battlefield: z.array(permanent).default([]),
    landsPlayed: z.number().int().min(0).default(0),
    /** Pregame only: mulligans already taken (the hand given is the one drawn after them). */
    mulligans: z.number().int().min(0).max(7).default(0),
  })
  .strict();
export const setupSchema = z
  .object({
    turn: z.number().int().min(1).default(3),
    step: z.enum(STEPS).default('main1'),
    active: z.union([z.literal(0), z.literal(1)]).default(0),
    priority: z.union([z.literal(0), z.literal(1)]).optional(),
    /** Scenarios pass by hand unless they ask for the engine's auto-pass. */
    autoPass: z.boolean().default(false),
    /** Before the first turn: the starting player (`active`) owes the keep/mulligan decision (CR 103.5). */
    pregame: z.boolean().default(false),
    /**
     * In a combat step: the attackers (tags) already declared, and the blocks
     * already declared (blocker tag → attacker tag). A declaration not given
     * is owed (see README).
     */
    combat: z
      .object({
        attackers: z.array(z.string()).optional(),
        blocks: z.record(z.string(), z.string()).optional(),
      })
      .strict()
      .optional(),
    players: z.tuple([playerSetup, playerSetup]),
  })
  .strict();
type Setup = z.infer<typeof setupSchema>;

export function findTagged(s: MtgState, tag: string): GameObject | undefined {
  for (const o of Object.values(s.objects)) if (o.tag === tag) return o;
  return undefined;
}

/** Replaces "@tag" strings (and "@p0"/"@p1") in an action with ids. */
export function resolveTags(s: MtgState, value: unknown): unknown {
  if (typeof value === 'string' && value.startsWith('@')) {
    if (value === '@p0') return -1;
    if (value === '@p1') return -2;
    const o = findTagged(s, value.slice(1));
    if (!o) throw new DataError('scenario', '$', `no card tagged '${value.slice(1)}'`);
    return o.id;
  }
  if (Array.isArray(value)) return value.map((v) => resolveTags(s, v));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveTags(s, v)]));
  return value;
}

export function buildState(setup: Setup, seed: string): MtgState {
  const cat = catalog();
  const decks = setup.players.map((p, i) => p.deck ?? cat.deckList[i].id);
  const s = setupState({ deck1: decks[0], deck2: decks[1], maxTurns: 200, autoPass: setup.autoPass }, seed);
  s.objects = {};
  s.battlefield = [];
  s.exile = [];
  s.pending = null;
  const tags: Record<string, number> = {};
  /** Each battlefield entry's object. */
  const permanents = new Map<object, number>();
  const errors: DataError[] = [];
  const make = (
    entry: z.infer<typeof cardEntry> | z.infer<typeof permanent>,
    owner: Seat,
    zone: GameObject['zone'],
    path: Array<string | number>,
  ) => {
    const id = typeof entry === 'string' ? entry : entry.card;
    if (!cat.cards[id]) {
      errors.push(new DataError('setup', path, `unknown card '${id}'`));
      return null;
    }
    const o = newObject(s, id, owner, zone);
    if (typeof entry !== 'string' && entry.tag) {
      o.tag = entry.tag;
      tags[entry.tag] = o.id;
    }
    return o;
  };
  setup.players.forEach((ps, i) => {
    const p = i as Seat;
    const pl = s.players[p];
    pl.life = ps.life;
    pl.kept = !setup.pregame;
    pl.mulligans = ps.mulligans;
    pl.landsPlayed = ps.landsPlayed;
    pl.library = [];
    pl.hand = [];
    pl.graveyard = [];
    for (const [k, zone] of [
      ['library', 'library'],
      ['hand', 'hand'],
      ['graveyard', 'graveyard'],
      ['exile', 'exile'],
    ] as const)
      ps[k].forEach((e, j) => {
        const o = make(e, p, zone, ['players', i, k, j]);
        if (!o) return;
        if (zone === 'exile') s.exile.push(o.id);
        else pl[zone].push(o.id);
      });
    ps.battlefield.forEach((e, j) => {
      const o = make(e, p, 'battlefield', ['players', i, 'battlefield', j]);
      if (!o) return;
      o.tapped = e.tapped;
      o.damage = e.damage;
      o.counters = { ...e.counters };
      o.sick = e.sick;
      s.battlefield.push(o.id);
      permanents.set(e, o.id);
    });
  });
  for (const [i, ps] of setup.players.entries())
    for (const [j, e] of ps.battlefield.entries()) {
      if (!e.attachedTo) continue;
      const self = permanents.get(e);
      const host = tags[e.attachedTo];
      if (host === undefined)
        errors.push(
          new DataError(
            'setup',
            ['players', i, 'battlefield', j, 'attachedTo'],
            `no card tagged '${e.attachedTo}'`,
          ),
        );
      // Tagged or not, the attachment is attached (an untagged one was left loose before).
      else if (self !== undefined) s.objects[self].attachedTo = host;
    }
  if (errors.length) throw new DataErrors(errors);
  s.turn = setup.turn;
  s.step = setup.step;
  s.active = setup.active;
  s.priority = setup.priority ?? setup.active;
  buildCombat(s, setup, tags);
  s.firstPlayer = setup.active;
  if (setup.pregame) {
    s.turn = 1;
    s.pending = { kind: 'mulligan', player: setup.active };
  }
  touch(s);
  // "At the beginning of your upkeep" abilities have triggered by the time anyone has priority there.
  if (setup.step === 'upkeep' && !setup.pregame) fire(s, { type: 'UPKEEP', player: s.active });
  s.recordsAttacks = undefined;
  watchAttacksIfRead(s);
  s.recordsFirstDraws = undefined;
  s.readsPlayerStatics = undefined;
  watchPlayerStaticsIfRead(s);
  if (s.recordsAttacks && s.combat)
    for (const id of s.combat.attackers) s.objects[id].attackedOnTurn = s.turn;
  return s;
}

const COMBAT_STEPS: ReadonlyArray<Setup['step']> = [
  'begin_combat',
  'declare_attackers',
  'declare_blockers',
  'first_strike_damage',
  'combat_damage',
  'end_combat',
];

/**
 * What a combat step holds as it is entered (CR 506-511): the combat itself
 * from the beginning of combat on; the attackers and blocks the setup gives
 * as declared; a declaration the setup does not give is owed, as the game
 * would ask it (attackers in declare attackers; blocks in declare blockers,
 * unless no creature can block). In a damage step the step's damage counts
 * as dealt already: the position is the one players get priority in.
 */
function buildCombat(s: MtgState, setup: Setup, tags: Record<string, number>): void {
  const step = COMBAT_STEPS.indexOf(setup.step);
  const given = setup.combat;
  const at = (k: string) => ['combat', k];
  if (step < 0) {
    if (given)
      throw new DataErrors([new DataError('setup', at('attackers'), `no combat in step '${setup.step}'`)]);
    return;
  }
  const errors: DataError[] = [];
  const tagged = (
    tag: string,
    path: Array<string | number>,
    controller: Seat,
    what: string,
  ): number | null => {
    const id = tags[tag];
    const o = id === undefined ? undefined : s.objects[id];
    if (!o) errors.push(new DataError('setup', path, `no card tagged '${tag}'`));
    else if (
      o.zone !== 'battlefield' ||
      o.controller !== controller ||
      !catalog().cards[o.card as string].types.includes('creature')
    )
      errors.push(
        new DataError(
          'setup',
          path,
          `'${tag}' is not a creature on the battlefield of seat ${controller} (${what})`,
        ),
      );
    else return id as number;
    return null;
  };
  const c = newCombat();
  s.combat = c;
  const defender = (1 - setup.active) as Seat;
  (given?.attackers ?? []).forEach((tag, i) => {
    const id = tagged(tag, [...at('attackers'), i], setup.active, 'an attacker');
    if (id !== null) c.attackers.push(id);
  });
  for (const [bl, atk] of Object.entries(given?.blocks ?? {})) {
    const b = tagged(bl, [...at('blocks'), bl], defender, 'a blocker');
    const a = tags[atk];
    if (a === undefined || !c.attackers.includes(a))
      errors.push(new DataError('setup', [...at('blocks'), bl], `'${atk}' is not among combat.attackers`));
    else if (b !== null) c.blocks[b] = a;
  }
  const name = setup.step;
  if (step === 0 && given)
    errors.push(new DataError('setup', at('attackers'), 'nothing is declared in begin_combat'));
  if (step === 1 && given?.blocks)
    errors.push(new DataError('setup', at('blocks'), 'no blocks before declare_blockers'));
  if (step >= 2 && step <= 4 && c.attackers.length === 0)
    errors.push(
      new DataError('setup', at('attackers'), `a position in ${name} needs the attacking creatures`),
    );
  if (errors.length) throw new DataErrors(errors);
  if (step === 1) {
    if (given?.attackers) c.declared = true;
    else s.pending = { kind: 'declare_attackers', player: s.active };
    return;
  }
  if (step >= 2) c.declared = true;
  if (step === 2 && !given?.blocks) {
    touch(s);
    if (blockOptions(s).length > 0) {
      s.pending = { kind: 'declare_blockers', player: defender };
      return;
    }
  }
  if (step >= 2) {
    c.blocksDeclared = true;
    c.blocked = c.attackers.filter((a) => Object.values(c.blocks).includes(a));
  }
  if (step >= 3) c.dealt = COMBAT_STEPS.slice(3, step + 1).join('');
}

const actStep = z
  .object({
    player: z.union([z.literal(0), z.literal(1)]).optional(),
    play: z.record(z.string(), z.unknown()),
  })
  .strict();
const chooseStep = z.object({ label: z.string() }).strict();
const passStep = z.object({ times: z.number().int().min(1).default(1) }).strict();

function act(s: MtgState, player: Seat | undefined, action: MtgAction): void {
  const p = (player ?? (s.pending ? s.pending.player : s.priority)) as Seat;
  const legal = legalActions(s, p);
  const key = actionKeyOf(action);
  if (!legal.some((l) => actionKeyOf(l) === key)) {
    // A declaration breaking a combat rule is refused in that rule's words, as the engine refuses it.
    const why = s.pending?.player === p ? declarationRefusal(s, action as never) : null;
    if (why) throw new RuleViolation('illegal-declaration', why);
    throw new RuleViolation(
      'illegal-action',
      `${JSON.stringify(action)} is not legal for seat ${p} (${legal.length} legal)`,
    );
  }
  applyAction(s, p, action);
}

const names = (s: MtgState, ids: number[]) => ids.map((id) => nameOf(s.objects[id]));

export const mtgScenarios = defineScenarios<MtgTypes, Setup>({
  setupSchema,
  build: (setup, ctx) => {
    const s = buildState(setup, ctx.seed);
    advance(s);
    return s;
  },
  steps: {
    act: {
      description:
        'a legal action with "@tag" references: { "do": "act", "player"?: 0, "play": { "type": "cast", "card": "@bolt", ... } }',
      schema: actStep,
      run: (s, step) => act(s, step.player as Seat | undefined, resolveTags(s, step.play) as MtgAction),
    },
    pass: {
      description: 'whoever has priority passes, N times: { "do": "pass", "times": 2 }',
      schema: passStep,
      run: (s, step) => {
        for (let i = 0; i < step.times; i++) act(s, undefined, { type: 'pass' });
      },
    },
    choose: {
      description: 'answer the pending decision by its option label: { "do": "choose", "label": "yes" }',
      schema: chooseStep,
      run: (s, step) => {
        const d = s.pending;
        if (d?.kind !== 'resolve') throw new RuleViolation('no-decision', 'no pending choice');
        const i = d.options.findIndex((o) => o.label === step.label);
        if (i < 0)
          throw new RuleViolation(
            'no-option',
            `no option '${step.label}' (options: ${d.options.map((o) => o.label).join(' | ')})`,
          );
        act(s, d.player, { type: 'choose', option: i });
      },
    },
  },
  expectations: {
    life: { description: 'both life totals [p0, p1]', read: (s) => s.players.map((p) => p.life) },
    step: { description: 'the current step', read: (s) => s.step },
    turn: { description: 'the turn number', read: (s) => s.turn },
    active: { description: 'the active seat', read: (s) => s.active },
    attackers: {
      description: 'names of the attacking creatures',
      read: (s) => names(s, s.combat?.attackers ?? []),
    },
    attachments: {
      description: '"Attachment → host" for every attached permanent, in battlefield order',
      read: (s) =>
        s.battlefield
          .filter((id) => s.objects[id].attachedTo !== null)
          .map((id) => `${nameOf(s.objects[id])} → ${nameOf(s.objects[s.objects[id].attachedTo as number])}`),
    },
    winner: { description: 'the winning seat or null', read: (s) => s.winner },
    pending: { description: 'the pending decision kind, or null', read: (s) => s.pending?.kind ?? null },
    stack: { description: 'stack items bottom to top (text)', read: (s) => s.stack.map((x) => x.text) },
    battlefield: {
      description: 'names on the battlefield per controller [p0, p1], in order',
      read: (s) =>
        [0, 1].map((p) =>
          names(
            s,
            s.battlefield.filter((id) => s.objects[id].controller === p),
          ),
        ),
    },
    graveyards: {
      description: 'names in each graveyard [p0, p1]',
      read: (s) => s.players.map((p) => names(s, p.graveyard)),
    },
    hands: {
      description: 'names in each hand [p0, p1]',
      read: (s) => s.players.map((p) => names(s, p.hand)),
    },
    libraries: { description: 'library sizes [p0, p1]', read: (s) => s.players.map((p) => p.library.length) },
    libraryOrder: {
      description: 'names in each library, top first [p0, p1]',
      read: (s) => s.players.map((p) => names(s, p.library)),
    },
    exile: { description: 'names in exile', read: (s) => names(s, s.exile) },
    cards: {
      description:
        'tagged cards: { tag: { zone, power, toughness, keywords, tapped, damage, counters, attachedTo } }',
      read: (s) => {
        const out: Record<string, unknown> = {};
        const b = board(s);
        for (const o of Object.values(s.objects)) {
          if (!o.tag) continue;
          const d = b.byId.get(o.id);
          out[o.tag] = {
            zone: o.zone,
            controller: o.controller,
            tapped: o.tapped,
            damage: o.damage,
            counters: o.counters,
            attachedTo: o.attachedTo === null ? null : (s.objects[o.attachedTo]?.tag ?? o.attachedTo),
            ...(d
              ? {
                  power: d.power,
                  toughness: d.toughness,
                  keywords: [...d.keywords].sort(),
                  subtypes: d.subtypes,
                }
              : {}),
          };
        }
        return out;
      },
    },
    tokens: {
      description: 'token names per controller [p0, p1]',
      read: (s) =>
        [0, 1].map((p) =>
          names(
            s,
            s.battlefield.filter((id) => s.objects[id].controller === p && !s.objects[id].card),
          ),
        ),
    },
    castOptions: {
      description:
        'the casts open to the seat to act, as "Name → target names" strings, sorted and deduplicated',
      read: (s) => {
        const p = (s.pending ? s.pending.player : s.priority) as Seat;
        const label = (id: number) =>
          id < 0 ? `p${-1 - id}` : (s.objects[id]?.tag ?? nameOf(s.objects[id]));
        return [
          ...new Set(
            legalActions(s, p).flatMap((a) =>
              a.type === 'cast'
                ? [
                    `${nameOf(s.objects[a.card])} → ${a.targets.map((g) => g.map(label).join('+')).join(', ')}`,
                  ]
                : [],
            ),
          ),
        ].sort();
      },
    },
    legal: {
      description: 'the legal action types of the seat to act, sorted and deduplicated',
      read: (s) => {
        const p = s.pending ? s.pending.player : s.priority;
        return [...new Set(legalActions(s, p as Seat).map((a) => a.type))].sort();
      },
    },
  },
  summary: (s) => ({ turn: s.turn, step: s.step, life: s.players.map((p) => p.life) }),
});
