/**
 * Small pieces of a Pocket card as the board draws it: energy symbols, card
 * text with its bracketed energies ("[G]") drawn as symbols, an attack line
 * (cost, name, damage, effect text) and an ability line.
 */
import type { PocketView } from '@arbiter/pocket';
import { effectSource, energyName } from './cards.ts';
import { abilityUse } from './words.ts';

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

export function AbilityLine({ ability }: { ability: { name: string; text: string; use: string } }) {
  return (
    <div className="pk-ability" data-ability={ability.name} data-text={ability.text}>
      <span className="pk-ability-tag">Ability</span> <strong>{ability.name}</strong>{' '}
      <span className="muted">({abilityUse(ability.use)})</span>
      <div>
        <CardText text={ability.text} />
      </div>
    </div>
  );
}

type EffectView = PocketView['effects'][number];

/** "until the end of turn 5" / "while its source is in play", from the view's `until`. */
function lasts(until: string): string {
  return until.startsWith('end of turn') ? `until the ${until}` : 'while its source is in play';
}

/**
 * One active effect: what it does in the game's words (the log's
 * `effect-registered` line for it, when the log holds it: `said`), else
 * where it comes from and how long it lasts; and the printed text of the
 * card that made it. `onSource` opens that card in the detail panel
 * (pointing at the line).
 */
export function EffectLine({
  e,
  view,
  owner,
  said,
  onSource,
}: {
  e: EffectView;
  view: PocketView;
  /** "(Player 1)" for the board-wide list; omitted on a Pokémon. */
  owner?: string;
  /** The game's words for this effect, from the log. */
  said?: string;
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
      {said ? (
        <span className="pk-effect-words">{said}</span>
      ) : (
        <span className="pk-effect-words">
          <strong>{e.source}</strong>
          {owner ? ` ${owner}` : ''}, {lasts(e.until)}
        </span>
      )}
      {e.suppressed ? ' — not working while its Pokémon is not in the Active Spot' : ''}
      {src?.text && (
        <div className="pk-effect-text">
          <CardText text={src.text} />
        </div>
      )}
    </li>
  );
}
