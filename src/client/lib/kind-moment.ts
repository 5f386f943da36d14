// A kind moment (DECISIONS 75): the member is celebrating a badge, or has just thanked someone
// (that one is its analytics event, compliment_thank). The install invitation (src/client/pwa)
// waits for one of these, so it never interrupts what the reader came for.

export const KIND_MOMENT_EVENT = 'kindly:kind-moment';

export function markKindMoment(): void {
  window.dispatchEvent(new Event(KIND_MOMENT_EVENT));
}
