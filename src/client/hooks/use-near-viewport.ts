// Tells when content below the fold is about to be needed: it comes close to the visible part of
// the page, or the visitor starts to interact (scrolls, taps, types), whichever comes first.
import { useEffect, useRef, useState } from 'react';

/** How far below the fold loading starts, so the content is there by the time it scrolls in. */
const LOOKAHEAD = '0px';
const INTERACTIONS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

export function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const show = () => setNear(true);
    if (typeof IntersectionObserver !== 'function') return show();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: LOOKAHEAD },
    );
    observer.observe(element);
    const options = { once: true, passive: true, capture: true } as const;
    for (const type of INTERACTIONS) window.addEventListener(type, show, options);
    return () => {
      observer.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, show, options);
    };
  }, [near]);
  return { ref, near };
}
