/** Which expansions make the base game. */
export const BASE_EXPANSIONS: readonly string[] = ['base', 'base1', 'base2'];
