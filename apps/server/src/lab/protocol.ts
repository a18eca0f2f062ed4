/**
 * The Lab's wire protocol: what the web Lab sends (checked with zod) and
 * what the server answers (typed JSON). The web client imports these types
 * (`@arbiter/server/lab`); the server's README lists the routes.
 */
import type { OptionField } from '../protocol.ts';

export type { OptionField };

/** How a game's Lab pits a subject against the field. */
export type LabSides =
  /** A deck against preset decks (Pocket, Magic, Queen's Blood). */
  | 'deck'
  /** A hero against other heroes (Dice Duel). */
  | 'hero'
  /** No sides: one batch with the chosen options and an agent per seat (Card Kingdoms). */
  | 'none';

export interface LabGameSummary {
  id: string;
  name: string;
  description: string;
  sides: LabSides;
  /** Whether the game's data can be changed in the Lab (it offers data documents). */
  variants: boolean;
}

/** A deck the game ships with, as the builder loads it. */
export interface LabPreset {
  id: string;
  label: string;
  description?: string;
  cards: DeckCard[];
  /** Pocket's Energy Zone types (codes), when the game has them. */
  energy?: string[];
}

export interface DeckCard {
  id: string;
  count: number;
}

/** What a game's deck builder needs besides the card sheet the boards use. */
export interface LabDeckInfo {
  /** The deck rules in words ("20 cards", "at most 2 cards with one name", …). */
  rules: string[];
  /** The text format, in words, with an example line. */
  format: string;
  presets: LabPreset[];
  /** Whether a built deck can be simulated (the game's options take a deck list), and why not. */
  customRuns: true | string;
  /** Pocket: the Energy Zone's types, code and name. */
  energy?: Array<{ code: string; name: string }>;
}

/** One list of editable entries of a game's data (heroes, cards), with its schema for the form. */
export interface LabEntityList {
  label: string;
  file: string;
  /** Where the list is in its document. */
  path: Array<string | number>;
  /** JSON Schema (2020-12) of one entry, from the game's zod schema. */
  schema: unknown;
  entries: Array<{
    id: string;
    name: string;
    /** The entry's place in the list: an index, or a key for a keyed list. */
    at: string | number;
    value: unknown;
  }>;
}

export interface LabGameInfo extends LabGameSummary {
  deck?: LabDeckInfo;
  /** Opponents to choose from: preset decks or heroes (empty for 'none'). */
  opponents: Array<{ id: string; label: string; description?: string }>;
  /** Dice Duel: the heroes a subject can be. */
  heroes?: Array<{ id: string; label: string }>;
  /** The game's other options (not the deck or hero ones), as the lobby shows them. */
  optionFields: OptionField[];
  /** Agent kinds the Lab plays with. */
  agents: string[];
  /** Seats (for 'none' games: the range of the `players` option). */
  seats: [number, number];
  /** The data's lists a designer edits (when `variants`). */
  entities: LabEntityList[];
  /** The fingerprint of the data these entries come from (a variant records it). */
  dataFingerprint: string | null;
  limits: LabLimits;
}

/** What a deck check says of a deck list's text. */
export interface DeckCheck {
  ok: boolean;
  cards: DeckCard[];
  energy?: string[];
  size: number;
  /** Every problem, each with the line it is on (1-based) when it belongs to one. */
  problems: Array<{ line: number | null; reason: string }>;
  /** Legal but worth knowing (the game's deck check: texts the engine does not read yet). */
  notes?: string[];
}

/** One value set in one data document (see @arbiter/sim's variants). */
export interface LabChange {
  file: string;
  path: Array<string | number>;
  value: unknown;
}

export interface VariantCheck {
  ok: boolean;
  /** Every problem, with its file, JSON path (`$.heroes[2].maxHp`) and reason. */
  errors: Array<{ file: string; path: string; reason: string }>;
  warnings: string[];
}

export type LabMode = 'field' | 'ab' | 'sweep';

export interface LabLimits {
  /** Games a run may play in all (every opponent, seat order and variant). */
  gamesPerRun: number;
  /** The same when a seat is played by a searching agent (greedy, mcts, rollout). */
  searchGamesPerRun: number;
  /** Runs one client may have queued or running at once. */
  runsPerClient: number;
  /** Games one client may ask for in an hour. */
  gamesPerHour: number;
  /** Runs queued on the whole server. */
  queuedRuns: number;
}

export type RunStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export interface RunSummary {
  id: string;
  game: string;
  title: string;
  mode: LabMode;
  status: RunStatus;
  /** Runs ahead of this one (0: next or running). */
  position: number | null;
  gamesDone: number;
  gamesTotal: number;
  createdAt: string;
  finishedAt: string | null;
  error: string | null;
  /** Whether this client made the run (and so may cancel it). */
  mine: boolean;
}

/** A report block: what both the web page and the HTML report show, made by @arbiter/report. */
export type { Block as LabBlock, LabResult } from '@arbiter/report';

/** Server → client over `/ws/lab`. */
export type LabServerMessage =
  | { type: 'run'; run: RunSummary }
  | { type: 'error'; code: string; reason: string };

/** Client → server over `/ws/lab`. */
export type LabClientMessage = { type: 'watch'; run: string } | { type: 'unwatch'; run: string };
