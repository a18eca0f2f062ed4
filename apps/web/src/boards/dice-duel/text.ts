/** Readable text for Dice Duel's data: defense matchers and effects, combos, statuses. */

const COMBO_NAMES: Record<string, string> = {
  '5OAK': 'five of a kind',
  LARGE_STRAIGHT: 'large straight',
  FULL_HOUSE: 'full house',
  '4OAK': 'four of a kind',
  SMALL_STRAIGHT: 'small straight',
  '3OAK': 'three of a kind',
  PAIR_PAIR: 'two pairs',
};

export function comboName(combo: string | null): string {
  if (combo === null) return 'no combo';
  return COMBO_NAMES[combo] ?? combo;
}

export function statusName(status: string): string {
  return status.replace(/_/g, ' ');
}

type Loose = Record<string, unknown>;

function bounds(m: Loose): string {
  const parts: string[] = [];
  if (typeof m.min === 'number') parts.push(`min ${m.min}`);
  if (typeof m.cap === 'number') parts.push(`cap ${m.cap}`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

export function matcherText(matcher: Loose): string {
  switch (matcher.type) {
    case 'countField': {
      const per = typeof matcher.per === 'number' && matcher.per !== 1 ? ` × ${matcher.per}` : '';
      return `each die in ${matcher.fieldId}${per}${bounds(matcher)}`;
    }
    case 'pairsField':
      return `each pair in ${matcher.fieldId}${bounds(matcher)}`;
    case 'exactFace':
      return `every ${matcher.count ?? 1} × ${matcher.face}${bounds(matcher)}`;
    case 'combo': {
      const fields = (matcher.fields as Array<{ id: string; min: number }> | undefined) ?? [];
      const recipe = fields.map((f) => `${f.min}+ ${f.id}`).join(' and ');
      return `${recipe}${matcher.allowExtra === false ? ' exactly' : ''}`;
    }
    default:
      return JSON.stringify(matcher);
  }
}

export function effectText(effect: Loose): string {
  const amount = typeof effect.amount === 'number' ? effect.amount : undefined;
  const status = typeof effect.status === 'string' ? statusName(effect.status) : '';
  switch (effect.type) {
    case 'dealPer':
      return `deal ${amount} per match to the attacker`;
    case 'flatBlock':
      return `block ${amount} flat`;
    case 'blockPer':
      return `block ${amount} per match`;
    case 'preventHalf':
      return 'prevent half';
    case 'reflect':
      return `reflect ${amount}${effect.perMatch ? ' per match' : ''}`;
    case 'gainStatus':
      return `gain ${status}${amount !== undefined ? ` ${amount}/match` : ''}${effect.stacks ? ` +${effect.stacks}` : ''}`;
    case 'applyStatusToOpponent':
      return `give the attacker ${status}${amount !== undefined ? ` ${amount}/match` : ''}`;
    case 'buffNextAttack':
      return `+${amount} on your next attack`;
    case 'heal':
      return `heal ${amount}`;
    case 'cleanse':
      return 'cleanse negative statuses';
    case 'transferStatus':
      return `move ${status} to the attacker`;
    case 'rerollDice':
      return `reroll ${effect.count ?? 1} dice (${effect.selectionPolicy ?? 'highestNonMatching'})`;
    default:
      return String(effect.type);
  }
}
