/**
 * Valeria: Card Kingdoms' board: the dice and whose decision it is; the
 * citizen stacks by activation number (hire), the monster areas (slay) and
 * the domain stacks (build), each with its buttons for the legal actions;
 * then every player's resources and tableau (your own duke only).
 */
import type { CkAction, CkView } from '@arbiter/card-kingdoms';
import type { BoardChoice, BoardProps } from '../types.ts';
import { CardChips, CardDetail, CardFaceText, focusProps, useCardFocus } from './CardText.tsx';
import { cards, RESOURCE_NAMES, rollsText } from './cards.ts';

function choicesOf(
  legal: BoardChoice<CkAction>[],
  type: string,
  key: string,
  index: number,
): BoardChoice<CkAction>[] {
  return legal.filter((c) => {
    const a = c.action as CkAction & Record<string, unknown>;
    return a.type === type && a[key] === index;
  });
}

function Buttons({
  choices,
  onAct,
}: {
  choices: BoardChoice<CkAction>[];
  onAct: (action: CkAction) => void;
}) {
  if (choices.length === 0) return null;
  return (
    <div className="ck-buttons">
      {choices.map((c) => (
        <button key={c.label} type="button" className="primary small" onClick={() => onAct(c.action)}>
          {c.label}
        </button>
      ))}
    </div>
  );
}

export function CardKingdomsBoard({ view, seat, seats, legal, onAct }: BoardProps<CkView, CkAction>) {
  const nameOf = (s: number) => seats[s]?.name ?? `Seat ${s + 1}`;
  const pending = view.pending;
  const { shown, handlers } = useCardFocus();
  return (
    <div className="panel board card-kingdoms">
      <div className="round-line">
        <span>
          round {view.round} · turn {view.turn} · {nameOf(view.active)} is active
        </span>
        <span className="ck-dice" data-dice={view.dice ? view.dice.join(',') : ''}>
          {view.dice
            ? view.dice.map((d, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the two dice are positions
                <span key={i} className="die">
                  {d}
                </span>
              ))
            : 'no roll yet'}
        </span>
        {pending && (
          <span className="ck-pending">
            {pending.player === seat ? 'Your decision' : `${nameOf(pending.player)} decides`}:{' '}
            {pending.prompt}
          </span>
        )}
        {view.ending && <span className="ck-ending">last round: {view.endReason}</span>}
      </div>

      <section className="zone">
        <h3>Citizens</h3>
        <div className="ck-row">
          {view.citizenStacks.map((stack, i) => {
            const top = stack.cards[stack.cards.length - 1];
            const card = top === undefined ? null : cards.citizens[top];
            return (
              <div
                key={rollsText(stack.rolls)}
                className="ck-card ck-citizen"
                data-stack={i}
                {...(top !== undefined &&
                  focusProps(
                    { kind: 'citizen', index: top, where: `top of the ${rollsText(stack.rolls)} stack` },
                    handlers,
                  ))}
              >
                <div className="ck-roll">{rollsText(stack.rolls)}</div>
                <div className="ck-name">{card ? card.name : 'empty'}</div>
                {card && (
                  <div className="muted small">
                    {card.cost} gold · {card.roles.join(', ')} · {stack.cards.length} left
                  </div>
                )}
                {top !== undefined && <CardFaceText kind="citizen" index={top} />}
                <Buttons choices={choicesOf(legal, 'hire', 'stack', i)} onAct={onAct} />
              </div>
            );
          })}
        </div>
      </section>

      <section className="zone">
        <h3>Monsters</h3>
        <div className="ck-row">
          {view.monsterAreas.map((area, i) => {
            const top = area.cards[area.cards.length - 1];
            const m = top === undefined ? null : cards.monsters[top];
            return (
              <div
                key={area.area}
                className="ck-card ck-monster"
                data-area={i}
                {...(top !== undefined &&
                  focusProps({ kind: 'monster', index: top, where: `top of the ${area.area}` }, handlers))}
              >
                <div className="ck-roll">{area.area}</div>
                <div className="ck-name">{m ? m.name : 'cleared'}</div>
                {m && (
                  <div className="muted small">
                    {m.type} · {m.strength} strength{m.magic ? ` + ${m.magic} magic` : ''} · {m.vp} VP ·{' '}
                    {area.cards.length} left
                  </div>
                )}
                {top !== undefined && <CardFaceText kind="monster" index={top} />}
                <Buttons choices={choicesOf(legal, 'slay', 'area', i)} onAct={onAct} />
              </div>
            );
          })}
        </div>
      </section>

      <section className="zone">
        <h3>Domains</h3>
        <div className="ck-row">
          {view.domainStacks.map((stack, i) => {
            const d = stack.top === null ? null : cards.domains[stack.top];
            return (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: domain stacks are positions
                key={i}
                className="ck-card ck-domain"
                data-domain={i}
                {...(stack.top !== null &&
                  focusProps(
                    { kind: 'domain', index: stack.top, where: `top of domain stack ${i + 1}` },
                    handlers,
                  ))}
              >
                <div className="ck-name">{d ? d.name : 'built out'}</div>
                {d && (
                  <div className="muted small">
                    {d.cost} gold · needs {d.roles.join(', ') || 'nothing'} · {d.vp} VP · {stack.count} left
                  </div>
                )}
                {stack.top !== null && <CardFaceText kind="domain" index={stack.top} />}
                <Buttons choices={choicesOf(legal, 'build', 'stack', i)} onAct={onAct} />
              </div>
            );
          })}
        </div>
      </section>

      <section className="zone">
        <h3>Players</h3>
        <div className="ck-players">
          {view.players.map((p, i) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: players are seats
              key={i}
              className={`ck-player${i === view.active ? ' active' : ''}${i === seat ? ' you' : ''}`}
              data-seat={i}
            >
              <h4>
                {nameOf(i)}
                {i === seat ? ' (you)' : ''}
              </h4>
              <div className="ck-resources">
                {(['g', 's', 'm', 'v'] as const).map((r) => (
                  <span key={r} className={`res res-${r}`}>
                    {p[r]} {RESOURCE_NAMES[r]}
                  </span>
                ))}
                {p.extra && (
                  <>
                    <span className="res res-p">{p.extra.p} maps</span>
                    <span className="res res-t">
                      {p.extra.t} tomes{p.extra.tomesDown > 0 ? ` (${p.extra.tomesDown} face down)` : ''}
                    </span>
                    <span className="res res-goods">{p.extra.goods} goods</span>
                  </>
                )}
              </div>
              {p.extra && p.extra.flipped.length > 0 && (
                <div className="small">
                  Face down:{' '}
                  <CardChips
                    kind="citizen"
                    indexes={p.extra.flipped}
                    where={`${nameOf(i)}'s tableau, face down`}
                    handlers={handlers}
                  />
                </div>
              )}
              <div className="small ck-tableau-citizens">
                Citizens:{' '}
                <CardChips
                  kind="starter"
                  indexes={p.starters}
                  where={`${nameOf(i)}'s tableau`}
                  handlers={handlers}
                />
                <CardChips
                  kind="citizen"
                  indexes={p.citizens}
                  where={`${nameOf(i)}'s tableau`}
                  handlers={handlers}
                />
              </div>
              {p.domains.length > 0 && (
                <div className="small">
                  Domains:{' '}
                  <CardChips
                    kind="domain"
                    indexes={p.domains.map((d) => d.card)}
                    where={`${nameOf(i)}'s tableau`}
                    handlers={handlers}
                  />
                </div>
              )}
              {p.monsters.length > 0 && (
                <div className="small">
                  Monsters:{' '}
                  <CardChips
                    kind="monster"
                    indexes={p.monsters}
                    where={`${nameOf(i)}'s tableau`}
                    handlers={handlers}
                  />
                </div>
              )}
              {p.extra && p.extra.nobles.length > 0 && (
                <div className="small">
                  Nobles:{' '}
                  <CardChips
                    kind="noble"
                    indexes={p.extra.nobles}
                    where={`${nameOf(i)}'s tableau`}
                    handlers={handlers}
                  />
                </div>
              )}
              {p.extra && p.extra.relics.length > 0 && (
                <div className="small">
                  Relics:{' '}
                  <CardChips
                    kind="relic"
                    indexes={p.extra.relics}
                    where={`${nameOf(i)}'s tableau`}
                    handlers={handlers}
                  />
                </div>
              )}
              <div className="small muted ck-duke">
                Duke:{' '}
                {p.duke !== null ? (
                  <CardChips
                    kind="duke"
                    indexes={[p.duke]}
                    where="kept by you, in secret"
                    handlers={handlers}
                  />
                ) : p.hasDuke ? (
                  'kept in secret'
                ) : (
                  'choosing'
                )}
                {p.duke === null && p.dukeChoices.length > 0 && (
                  <>
                    {' '}
                    from{' '}
                    <CardChips kind="duke" indexes={p.dukeChoices} where="dealt to you" handlers={handlers} />
                  </>
                )}
              </div>
            </div>
          ))}
        </div>
      </section>
      <CardDetail focus={shown} />
    </div>
  );
}
