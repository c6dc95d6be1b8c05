import { useEffect } from 'react';

/**
 * Sets the page's `<meta name="description">` while the component is shown, and puts the
 * site's description back afterwards (index.html holds it; kookerPage serves the same text).
 */
export function useMetaDescription(description: string): void {
  useEffect(() => {
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = meta === null;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}
