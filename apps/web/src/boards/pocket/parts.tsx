/**
 * Small pieces of a Pocket card as the board draws it: energy symbols, card
 * text with its bracketed energies ("[G]") drawn as symbols, an attack line
 * (cost, name, damage, effect text) and an ability line.
 */
import type { PocketView } from '@arbiter/pocket';
import { effectSource, energyName } from './cards.ts';

/** A row of energy symbols (a list of types; the same type repeats, so position is its identity). */
export function Energies({ types }: { types: readonly string[] }) {
  const keyed = types.map((type, i) => ({ type, key: `${i}:${type}` }));
  return (
    <>
      {keyed.map((e) => (
        <Energy key={e.key} type={e.type} />
      ))}
    </>
  );
}

export function Energy({ type }: { type: string }) {
  return (
    <span className={`pk-energy pk-energy-${type}`} title={energyName[type] ?? type} data-energy={type}>
      {type}
    </span>
  );
}

/**
 * Printed text with "[G]"-style energies as symbols. The text stays readable as text:
 * the symbol's letter is inside the bracket, so textContent reads the printed wording.
 */
export function CardText({ text, className }: { text: string; className?: string }) {
  const parts = text.split(/(\[[A-Z]\])/);
  let at = 0;
  return (
    <span className={className ?? 'pk-text'} data-text={text}>
      {parts.map((part) => {
        const key = `${at}`;
        at += part.length;
        const m = part.match(/^\[([A-Z])\]$/);
        return m ? (
          <span key={key} className="pk-inline-energy" title={energyName[m[1]] ?? m[1]}>
            [<Energy type={m[1]} />]
          </span>
        ) : (
          <span key={key}>{part}</span>
        );
      })}
    </span>
  );
}

export interface AttackLike {
  name: string;
  cost: readonly string[];
  damage: number;
  text: string;
}

/** One attack: cost, name, damage and effect text; data attributes for tests. */
export function AttackLine({ a }: { a: AttackLike }) {
  return (
    <li
      className="pk-attack"
      data-attack={a.name}
      data-cost={a.cost.join('')}
      data-damage={a.damage}
      data-text={a.text}
    >
      <span className="pk-attack-cost">
        {a.cost.length === 0 ? <span className="muted">free</span> : <Energies types={a.cost} />}
      </span>{' '}
      <strong>{a.name}</strong>
      {a.damage > 0 && <span className="pk-attack-damage"> {a.damage}</span>}
      {a.text && (
        <div className="pk-attack-text">
          <CardText text={a.text} />
        </div>
      )}
    </li>
  );
}

const USE_WORDS: Record<string, string> = {
  passive: 'always on',
  once: 'once during your turn',
  unlimited: 'as often as you like during your turn',
};

export function AbilityLine({ ability }: { ability: { name: string; text: string; use: string } }) {
  return (
    <div className="pk-ability" data-ability={ability.name} data-text={ability.text}>
      <span className="pk-ability-tag">Ability</span> <strong>{ability.name}</strong>{' '}
      <span className="muted">({USE_WORDS[ability.use] ?? ability.use})</span>
      <div>
        <CardText text={ability.text} />
      </div>
    </div>
  );
}

export const STATUS_WORDS: Record<string, string> = {
  asleep: "Asleep: can't attack or retreat; flip a coin between turns to wake up.",
  paralyzed: "Paralyzed: can't attack or retreat; recovers at the end of its owner's next turn.",
  confused: 'Confused: flip a coin to attack; on tails the attack does nothing.',
  poisoned: 'Poisoned: 10 damage between turns.',
  burned: 'Burned: 20 damage between turns; flip a coin to recover.',
};

type EffectView = PocketView['effects'][number];

/**
 * One active effect: where it comes from, what it does, until when, and the
 * printed text of the card that made it. `onSource` opens that card in the
 * detail panel (pointing at the line).
 */
export function EffectLine({
  e,
  view,
  owner,
  onSource,
}: {
  e: EffectView;
  view: PocketView;
  /** "(Player 1)" for the board-wide list; omitted on a Pokémon. */
  owner?: string;
  onSource?: (card: string | null) => void;
}) {
  const src = effectSource(e, view.decklists);
  return (
    <li
      className={`pk-effect${e.suppressed ? ' muted' : ''}`}
      data-effect={e.type}
      data-source-card={src?.card ?? ''}
      onMouseEnter={() => src && onSource?.(src.card)}
      onMouseLeave={() => onSource?.(null)}
    >
      <strong>{e.source}</strong>
      {owner ? ` ${owner}` : ''}: {e.type.replace(/_/g, ' ')}
      {e.value !== 1 ? ` ${e.value}` : ''}, {e.scope.replace(/_/g, ' ')}, until {e.until}
      {e.suppressed ? ' — suppressed' : ''}
      {src?.text && (
        <div className="pk-effect-text">
          <CardText text={src.text} />
        </div>
      )}
    </li>
  );
}
