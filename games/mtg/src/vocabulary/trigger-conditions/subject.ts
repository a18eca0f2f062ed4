/** The object an event is about (a spell cast, a creature entering), as the conditions read it. */
import { board, cardDerived, type Derived } from '../../engine/derived.ts';
import type { MtgState } from '../../engine/state.ts';
import type { TriggerEvent } from '../triggers/trigger-event.ts';

export function subjectDerived(s: MtgState, event: TriggerEvent): Derived | null {
  if (event.type === 'CAST') return cardDerived(s.objects[event.spell]);
  if (event.type === 'DRAW_REVEALED')
    return s.objects[event.object] ? cardDerived(s.objects[event.object]) : null;
  if ('object' in event) return board(s).byId.get(event.object) ?? null;
  return null;
}
