/**
 * How the registry names tokens. A reference is a card name. With
 * `perPawns`, a reference may also name a family of tokens called
 * "<name> I (1 Pawn)", "<name> II (2 Pawn)", "<name> III (3 Pawn)": the token
 * spawned on a tile is the one whose pawn count equals the tile's rank.
 * Returns the card index per rank 0..3, or a reason it cannot be resolved.
 */
interface Named {
  name: string;
  category: string;
}

export function resolveTokenRef(cards: readonly Named[], ref: string, perPawns: boolean): number[] | string {
  const exact = cards.findIndex((c) => c.name === ref);
  if (exact >= 0) return [exact, exact, exact, exact];
  if (!perPawns) return `no card is named '${ref}'`;
  const byRank: number[] = [-1, -1, -1, -1];
  const prefix = `${ref} `;
  cards.forEach((c, i) => {
    if (!c.name.startsWith(prefix)) return;
    const m = /^(I|II|III) \(([1-3]) Pawns?\)$/.exec(c.name.slice(prefix.length));
    if (m && m[1].length === Number(m[2])) byRank[Number(m[2])] = i;
  });
  const missing = [1, 2, 3].filter((r) => byRank[r] < 0);
  if (missing.length === 3)
    return `no card is named '${ref}' and no token family '${ref} I/II/III (n Pawn)' exists`;
  if (missing.length > 0) return `token family '${ref}' lacks the token for rank ${missing.join(', ')}`;
  return byRank;
}
