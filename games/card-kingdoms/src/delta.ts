/** A change of several resources, as events carry it: signed amounts by resource (a payment is negative). */

/** The resources a player holds, in the order texts name them. */
export const HELD_ORDER = ['g', 's', 'm', 'v', 'p', 't'] as const;
export type HeldResource = (typeof HELD_ORDER)[number];

export type Delta = Partial<Record<HeldResource, number>>;

/** Adds `n` of a resource to a delta (nothing for 0, or for a name that is not a held resource, such as `wild`). */
export function addTo(d: Delta, res: string, n: number): void {
  const r = HELD_ORDER.find((x) => x === res);
  if (r === undefined || n === 0) return;
  d[r] = (d[r] ?? 0) + n;
}

/** Whether a delta changes anything. */
export function deltaEmpty(d: Delta): boolean {
  for (const res of HELD_ORDER) if (d[res]) return false;
  return true;
}
