/**
 * The Pocket card detail panel: the card the pointer is over, else the last
 * one clicked. A Pokémon in play shows its live state from the view (HP and
 * damage, attached energy, tool, special conditions, the effects on it) with
 * its printed card: stage, what it evolves from, type, weakness, retreat
 * cost, ability and every attack's cost, damage and text. A card in a hand
 * or discard pile shows its printed card from the sheet; a Trainer its
 * kind and effect text.
 */
import type { PocketView } from '@arbiter/pocket';
import { energyName, kindLine, sheetCard } from './cards.ts';
import { AbilityLine, AttackLine, CardText, EffectLine, Energies, Energy } from './parts.tsx';
import { conditionReminder } from './words.ts';

type PokemonView = NonNullable<PocketView['sides'][number]['active']>;

export interface DetailSubject {
  card: string;
  /** "your Active Spot", "Bench of Seat 2", "your hand", "discard pile of …". */
  where: string;
  /** The Pokémon in play, when the card is one. */
  pokemon?: PokemonView;
}

export function CardDetail({
  subject,
  view,
  said,
}: {
  subject: DetailSubject | null;
  view: PocketView;
  /** The game's words for each active effect, by effect id (from the log). */
  said: ReadonlyMap<number, string>;
}) {
  if (!subject) {
    return (
      <aside className="pk-detail empty" aria-label="card detail">
        <p className="muted small">Point at or click a card to read it.</p>
      </aside>
    );
  }
  const info = sheetCard(subject.card);
  const p = subject.pokemon;
  const poke = info?.kind === 'pokemon' ? info : null;
  const hp = p ? p.maxHp : poke?.hp;
  const type = p ? p.type : poke?.type;
  const weakness = p ? p.weakness : poke?.weakness;
  const retreat = p ? p.retreat : poke?.retreat;
  const ability = p ? p.ability : poke?.ability;
  const attacks = p ? p.attacks.map((a) => ({ ...a, text: a.effect?.text ?? '' })) : (poke?.attacks ?? []);
  const effects = p ? view.effects.filter((e) => e.target === p.pid) : [];
  const tools = p?.tool ? [p.tool, ...(p.extraTools ?? [])] : [];
  return (
    <aside className="pk-detail" aria-label="card detail" data-card-id={subject.card}>
      <h4 className="pk-detail-name">
        {info?.name ?? subject.card} <span className="muted small">{subject.card}</span>
      </h4>
      <div className="muted small pk-detail-kind">{info ? kindLine(info) : 'Card'}</div>
      <div className="muted small">{subject.where}</div>
      {(p || poke) && (
        <dl className="pk-detail-stats">
          <dt>HP</dt>
          <dd className="pk-detail-hp" data-hp={p ? p.hp : hp} data-max-hp={hp}>
            {p ? `${p.hp} / ${hp}` : hp}
            {p && p.hp < p.maxHp ? ` (${p.maxHp - p.hp} damage)` : ''}
          </dd>
          <dt>Type</dt>
          <dd data-type={type}>
            {type ? <Energy type={type} /> : null} {type ? energyName[type] : ''}
          </dd>
          <dt>Weakness</dt>
          <dd data-weakness={weakness ?? ''}>
            {weakness ? (
              <>
                <Energy type={weakness} /> +20
              </>
            ) : (
              'none'
            )}
          </dd>
          <dt>Retreat</dt>
          <dd data-retreat={retreat}>{retreat ? <Energies types={Array(retreat).fill('C')} /> : 'free'}</dd>
          {p && (
            <>
              <dt>Energy</dt>
              <dd className="pk-detail-energy" data-energy-count={p.energy.length}>
                {p.energy.length ? <Energies types={p.energy} /> : 'none'}
              </dd>
            </>
          )}
        </dl>
      )}
      {ability && <AbilityLine ability={ability} />}
      {attacks.length > 0 && (
        <ul className="pk-attacks pk-detail-attacks">
          {attacks.map((a) => (
            <AttackLine key={a.name} a={a} />
          ))}
        </ul>
      )}
      {info?.kind === 'trainer' && (
        <p className="pk-detail-text">
          <CardText text={info.text} />
        </p>
      )}
      {tools.map((id, k) => {
        const toolCard = sheetCard(id);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: two copies of one Tool share an id; the order is the attachment order.
          <div key={k} className="pk-detail-tool small" data-tool={id}>
            Tool attached: <strong>{toolCard?.name ?? id}</strong>
            {toolCard?.kind === 'trainer' && (
              <div>
                <CardText text={toolCard.text} />
              </div>
            )}
          </div>
        );
      })}
      {p && p.status.length > 0 && (
        <ul className="pk-detail-status small">
          {p.status.map((s) => (
            <li key={s} data-status={s}>
              {conditionReminder(s)}
            </li>
          ))}
        </ul>
      )}
      {effects.length > 0 && (
        <ul className="pk-effects small">
          {effects.map((e) => (
            <EffectLine key={e.id} e={e} view={view} said={said.get(e.id)} />
          ))}
        </ul>
      )}
    </aside>
  );
}
