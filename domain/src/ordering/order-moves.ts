import { combine, invalid, readBody, valid, type FieldResult, type Parsed } from '../parsing';

/** The owner's moves on an order: each body says yes to exactly one thing; a move is undone within 5 s. */
export const ORDER_MOVE_MESSAGES = {
  markedAsPickedUp: 'Stuur markedAsPickedUp: true om de bestelling als opgehaald te markeren.',
  ready: 'Stuur ready: true om de bestelling klaar voor afhaling te zetten.',
  undo: "Stuur undo: 'ready' of 'pickedUp' om die stap ongedaan te maken.",
  undoTooLate: 'Ongedaan maken kan alleen tot 5 seconden na de klik.',
} as const;

/** `POST /api/admin/orders/{id}/undo` body: which of the owner's last moves to take back. */
export interface UndoMove {
  undo: 'ready' | 'pickedUp';
}

export interface MarkPickedUp {
  markedAsPickedUp: true;
}

export interface MarkReady {
  ready: true;
}

function onlyTrue(value: unknown, message: string): FieldResult<true> {
  return value === true ? valid(true) : invalid(message);
}

/** `PUT /api/admin/orders/{id}/mark-picked-up` body: `{ markedAsPickedUp: true }`; there is no way back. */
export function parseMarkPickedUp(input: unknown): Parsed<MarkPickedUp> {
  const { fields, errors } = readBody(input, ['markedAsPickedUp']);
  return combine(
    { markedAsPickedUp: onlyTrue(fields.markedAsPickedUp, ORDER_MOVE_MESSAGES.markedAsPickedUp) },
    errors,
  );
}

export function parseUndoMove(input: unknown): Parsed<UndoMove> {
  const { fields, errors } = readBody(input, ['undo']);
  const undo = fields.undo;
  return combine(
    {
      undo:
        undo === 'ready' || undo === 'pickedUp'
          ? valid<UndoMove['undo']>(undo)
          : invalid(ORDER_MOVE_MESSAGES.undo),
    },
    errors,
  );
}

/** `PUT /api/admin/orders/{id}/mark-ready` body: `{ ready: true }`. */
export function parseMarkReady(input: unknown): Parsed<MarkReady> {
  const { fields, errors } = readBody(input, ['ready']);
  return combine({ ready: onlyTrue(fields.ready, ORDER_MOVE_MESSAGES.ready) }, errors);
}
