/** The role icons and the resources a player holds: names the rules and the data share (no imports, so anything may read them). */
export const ROLES = ['shadow', 'holy', 'soldier', 'worker'] as const;
export type Role = (typeof ROLES)[number];
export type Roles = Record<Role, number>;

/** The resources a player holds in the base game. */
export const HELD = ['g', 's', 'm', 'v'] as const;
export type Held = (typeof HELD)[number];
