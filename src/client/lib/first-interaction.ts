// What a visitor does before nearly anything that needs more code (a toast, a form's check): code
// the first screen can draw without loads with the first of these instead of with the page.
const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/** Calls `then` once, at the visitor's next press, key or focus; the answer stops waiting. */
export function onFirstInteraction(then: () => void): () => void {
  const stop = () => {
    for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, once, true);
  };
  function once() {
    stop();
    then();
  }
  for (const type of FIRST_INTERACTIONS) {
    window.addEventListener(type, once, { capture: true, passive: true });
  }
  return stop;
}
