/**
 * A switch for the turn flow's shortcuts (work skipped when it provably
 * finds nothing: state-based actions with no candidate). Always on in play;
 * tests turn it off to show a game goes the same way without them.
 */
export const flowShortcuts = { on: true };

/** Turns the shortcuts on (the default) or off (every check done in full). */
export function useFlowShortcuts(on: boolean): void {
  flowShortcuts.on = on;
}
