/**
 * Removing one element of a list in place, as `list.splice(at, 1)` does
 * (a negative `at` counts from the end; none past the end), without the
 * array of removed elements `splice` builds: a hand, a deck or a zone loses
 * a card at most actions, and `splice` was the costliest line of `main`.
 */
export function removeAt<T>(list: T[], at: number): void {
  const n = list.length;
  let i = at < 0 ? n + at : at;
  if (i < 0) i = 0;
  if (i >= n) return;
  for (; i < n - 1; i++) list[i] = list[i + 1];
  list.pop();
}

/** Removes the first `value` of `list`, as `list.splice(list.indexOf(value), 1)` (which, missing, removes the last). */
export function removeValue<T>(list: T[], value: T): void {
  removeAt(list, list.indexOf(value));
}
