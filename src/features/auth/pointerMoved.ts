// Whether a mousemove is a patient moving the pointer (issue 27). WebKit fires mousemove under a
// resting pointer while the page scrolls itself (to the top on arriving, to a field with an
// error), to update what the pointer hovers; such an event keeps the pointer where it was on the
// screen and reports no movement. Counted as activity, it kept an unattended session alive.

/** Where the pointer was on the screen at the last mousemove. */
export interface PointerPlace {
  screenX: number;
  screenY: number;
}

/** What a mousemove tells of the pointer (movementX/Y are missing in some engines and jsdom). */
export interface PointerMove extends PointerPlace {
  movementX?: number;
  movementY?: number;
}

/**
 * A mousemove is a movement when the engine reports one (movementX/Y), or when the pointer is
 * somewhere else on the screen than at the last mousemove. The first one of a page, with no place
 * to compare and no movement reported, is not: a page that scrolls itself under a resting pointer
 * as it opens is not a patient, and opening a page is not activity.
 */
export function pointerMoved(move: PointerMove, last: PointerPlace | null): boolean {
  // Written for size: the idle hook is on /dashboard's first load (docs/constants.md).
  return (
    Boolean(move.movementX || move.movementY) ||
    (last !== null && (move.screenX !== last.screenX || move.screenY !== last.screenY))
  );
}
