/**
 * What a pending defense buff does when consumed. One kind so far: extra
 * damage on the owner's next attack. A card naming another kind fails
 * validation.
 */
export const BUFF_KINDS: ReadonlySet<string> = new Set(['damageBonus']);
