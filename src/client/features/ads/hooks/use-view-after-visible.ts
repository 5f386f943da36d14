// PRODUCT 17: call back once per display, after ≥50% of the element stayed visible for 1 s.
import { useEffect, useRef } from 'react';

const VIEW_VISIBLE_RATIO = 0.5;
const VIEW_VISIBLE_MS = 1000;

/**
 * Returns a ref for the displayed element. `onView` runs at most once for each `displayKey`
 * (an ad id): the timer starts when half the element is in view and is cancelled whenever it
 * drops below half before the second is up.
 */
export function useViewAfterVisible<T extends Element>(
  displayKey: string | undefined,
  onView: () => void,
) {
  const ref = useRef<T | null>(null);
  const onViewRef = useRef(onView);
  useEffect(() => {
    onViewRef.current = onView;
  });

  useEffect(() => {
    const element = ref.current;
    if (!displayKey || !element || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopTimer = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry?.isIntersecting && entry.intersectionRatio >= VIEW_VISIBLE_RATIO) {
          timer ??= setTimeout(() => {
            observer.disconnect();
            onViewRef.current();
          }, VIEW_VISIBLE_MS);
        } else {
          stopTimer();
        }
      },
      { threshold: VIEW_VISIBLE_RATIO },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      stopTimer();
    };
  }, [displayKey]);

  return ref;
}
