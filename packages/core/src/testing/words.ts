/**
 * Engine wording that must never reach a person: the check behind every
 * game's "the log and prompts read as words" tests (browser and unit).
 * A word is identifier-shaped when it is camelCase (`applyStatusToOpponent`),
 * snake_case (`pyro_burn_on_6`), a namespaced id (`rule:pyro_burn`), or an
 * arrow-joined engine field (`blockPer →`). Card names and ordinary English
 * (hyphenated words, "+2", "2/2", "{R}") pass.
 */

const camelCase = /\b[a-z]+[A-Z][A-Za-z0-9]*\b/;
const snakeCase = /\b[A-Za-z0-9]+_[A-Za-z0-9_]+\b/;
const namespaced = /\b[a-z]+:[a-z_]+[a-z0-9_]*\b/;

/** The identifier-shaped words in `text` (empty when it reads as words). */
export function identifierShapedWords(text: string): string[] {
  const found: string[] = [];
  for (const token of text.split(/\s+/)) {
    const word = token.replace(/^[("'[«“]+|[)"'.,;!?\]»”]+$/g, '');
    if (word === '' || /^https?:/.test(word)) continue;
    if (camelCase.test(word) || snakeCase.test(word) || namespaced.test(word)) found.push(word);
  }
  return found;
}

/** Throws naming the first lines that hold identifier-shaped words. */
export function assertReadableWords(lines: readonly string[], where: string): void {
  const bad: string[] = [];
  for (const line of lines) {
    const words = identifierShapedWords(line);
    if (words.length > 0) bad.push(`${JSON.stringify(line)} (${words.join(', ')})`);
    if (bad.length >= 5) break;
  }
  if (bad.length > 0) throw new Error(`${where}: engine wording a person would read:\n  ${bad.join('\n  ')}`);
}
