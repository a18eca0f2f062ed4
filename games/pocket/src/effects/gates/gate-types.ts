/**
 * The effect types that decide whether an attack may be used at all
 * (`requires`), named here without imports so the flattened cards
 * (rules/cards.ts) can list an attack's gates without an import circle.
 */
export const ATTACK_GATE_TYPES: ReadonlySet<string> = new Set(['requires']);
