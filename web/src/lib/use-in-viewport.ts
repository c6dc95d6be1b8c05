import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true, once and for good, when the element enters the viewport (or comes within
 * `margin` of it, a CSS length): content below the fold waits until the visitor scrolls to it,
 * so a phone that never scrolls there never downloads it. Without IntersectionObserver it is
 * true at once.
 */
export function useInViewport(ref: RefObject<Element | null>, margin = '0px'): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, margin]);
  return seen;
}
