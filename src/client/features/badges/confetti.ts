// A short burst of confetti for a badge celebration (PRODUCT 15.2). canvas-confetti is fetched
// only when a celebration opens, and nothing moves for a member who asked for reduced motion.
export async function burstConfetti(): Promise<void> {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const { default: confetti } = await import('canvas-confetti');
  // Its own canvas, drawn on the page's thread: the library's default runs a worker from a blob
  // address, which the Content Security Policy refuses (script-src 'self').
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  // Above the dialog's overlay (z-50); it never takes a click.
  canvas.style.cssText =
    'position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:60';
  document.body.append(canvas);
  const fire = confetti.create(canvas, { resize: true, useWorker: false });
  try {
    await fire({ particleCount: 90, spread: 75, startVelocity: 38, origin: { y: 0.45 } });
  } finally {
    fire.reset();
    canvas.remove();
  }
}
