/**
 * The heading of a group of legal actions in the action panel. A board may
 * give its game's words for each action type (`BoardModule.actionWords`);
 * a type it does not word is read as words from its id ("play_land",
 * "keepDice" → "Play land", "Keep dice"), so no identifier reaches a person.
 */
export function idAsWords(id: string): string {
  const spaced = id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export function actionTypeWords(type: string, words?: Partial<Record<string, string>>): string {
  return words?.[type] ?? idAsWords(type);
}
