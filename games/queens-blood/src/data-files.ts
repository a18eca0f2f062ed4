/** File names of the game's data, shared by the import script, the loader and validation. */
export const DB_FILE = 'qb_DB_Complete_v2.json';
export const REGISTRY_FILE = 'qb_effects_v1.1.json';
export const DECKS_FILE = 'qb_decks.json';
