/**
 * Legal actions that read the same are one button with their count
 * ("Plains (26)"): a person cannot tell them apart, so the button takes the
 * first of them. Order is the first-seen order of the labels.
 */
export interface SameLabel<C extends { label: string }> {
  first: C;
  count: number;
  /** The button's text: the label, with the count when there is more than one. */
  text: string;
}

export function groupSameLabels<C extends { label: string }>(choices: readonly C[]): SameLabel<C>[] {
  const byLabel = new Map<string, { first: C; count: number }>();
  for (const c of choices) {
    const seen = byLabel.get(c.label);
    if (seen) seen.count++;
    else byLabel.set(c.label, { first: c, count: 1 });
  }
  return [...byLabel.values()].map(({ first, count }) => ({
    first,
    count,
    text: count > 1 ? `${first.label} (${count})` : first.label,
  }));
}
