/**
 * zod schemas of the imported tables (one row shape per table). Loading
 * checks every row; a bad row is a DataError naming the file and JSON path.
 * Only the columns the engine reads are typed; the others pass through.
 */
import { z } from 'zod';

const int = z.number().int();
const count = int.min(0);
const effect = z.string().nullable().optional();
const expansion = z.string();

export const citizenSchema = z.looseObject({
  id_citizens: int,
  name: z.string().min(1),
  gold_cost: count,
  roll_match1: int,
  roll_match2: int,
  shadow_count: count,
  holy_count: count,
  soldier_count: count,
  worker_count: count,
  gold_payout_on_turn: count,
  gold_payout_off_turn: count,
  strength_payout_on_turn: count,
  strength_payout_off_turn: count,
  magic_payout_on_turn: count,
  magic_payout_off_turn: count,
  vp_payout_on_turn: count,
  vp_payout_off_turn: count,
  special_payout_on_turn: effect,
  special_payout_off_turn: effect,
  expansion,
});

export const starterSchema = z.looseObject({
  id_starters: int,
  name: z.string().min(1),
  roll_match1: int,
  roll_match2: int,
  gold_payout_on_turn: count,
  gold_payout_off_turn: count,
  strength_payout_on_turn: count,
  strength_payout_off_turn: count,
  magic_payout_on_turn: count,
  magic_payout_off_turn: count,
  special_payout_on_turn: effect,
  special_payout_off_turn: effect,
  activation_trigger: effect,
  expansion,
});

export const domainSchema = z.looseObject({
  id_domains: int,
  name: z.string().min(1),
  gold_cost: count,
  shadow_count: count,
  holy_count: count,
  soldier_count: count,
  worker_count: count,
  vp_reward: count,
  activation_effect: effect,
  passive_effect: effect,
  effect_text: z.string().nullable().optional(),
  expansion,
});

export const monsterSchema = z.looseObject({
  id_monsters: int,
  name: z.string().min(1),
  area: z.string().min(1),
  monster_type: z.string().min(1),
  monster_order: int.min(1),
  strength_cost: count,
  magic_cost: count,
  vp_reward: count,
  gold_reward: count,
  strength_reward: count,
  magic_reward: count,
  special_reward: effect,
  special_cost: effect,
  is_extra: z.union([z.literal(0), z.literal(1)]),
  expansion,
});

export const dukeSchema = z.looseObject({
  id_dukes: int,
  name: z.string().min(1),
  gold_mult: count,
  strength_mult: count,
  magic_mult: count,
  shadow_mult: count,
  holy_mult: count,
  soldier_mult: count,
  worker_mult: count,
  monster_mult: count,
  citizen_mult: count,
  domain_mult: count,
  boss_mult: count,
  minion_mult: count,
  beast_mult: count,
  titan_mult: count,
  expansion,
});

export const eventSchema = z.looseObject({
  id_events: int,
  name: z.string().min(1),
  roll_effect: effect,
  activation_effect: effect,
  passive_effect: effect,
  special_reward: effect,
  expansion,
});
export const nobleSchema = z.looseObject({
  id_nobles: int,
  name: z.string().min(1),
  special_duke_payout: effect,
});
export const relicSchema = z.looseObject({ id_relics: int, name: z.string().min(1), passive_effect: effect });
export const agentSchema = z.looseObject({
  id_agents: int,
  name: z.string().min(1),
  activation_effect: effect,
});

export type CitizenRow = z.infer<typeof citizenSchema>;
export type StarterRow = z.infer<typeof starterSchema>;
export type DomainRow = z.infer<typeof domainSchema>;
export type MonsterRow = z.infer<typeof monsterSchema>;
export type DukeRow = z.infer<typeof dukeSchema>;

export const tableSchemas = {
  citizens: z.array(citizenSchema),
  domains: z.array(domainSchema),
  monsters: z.array(monsterSchema),
  dukes: z.array(dukeSchema),
  starters: z.array(starterSchema),
  events: z.array(eventSchema),
  nobles: z.array(nobleSchema),
  relics: z.array(relicSchema),
  agents: z.array(agentSchema),
};
