// Work a page can do without: started once the page has loaded and the browser is idle, so the
// work does not compete with what the first screen needs (the live events' stream, DECISIONS 78).

/** Resolves after the window's load event, at the browser's next idle moment. */
export function afterLoad(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: 2_000 })
        : setTimeout(resolve, 200);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
