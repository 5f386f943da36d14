// A short burst of confetti for a badge celebration (PRODUCT 15.2). canvas-confetti is fetched
// only when a celebration opens, and nothing moves for a member who asked for reduced motion.
export async function burstConfetti(): Promise<void> {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const { default: confetti } = await import('canvas-confetti');
  // Above the dialog's overlay (z-50), beneath nothing the member has to reach: it ignores clicks.
  await confetti({
    particleCount: 90,
    spread: 75,
    startVelocity: 38,
    origin: { y: 0.45 },
    zIndex: 60,
    disableForReducedMotion: true,
  });
}
