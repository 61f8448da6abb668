import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * An element's height as it is laid out, kept current as it changes: what a virtual list or tree
 * needs as its own height to fill the room it is given.
 */
export function useElementHeight<T extends HTMLElement>(): [RefObject<T | null>, number | undefined] {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState<number>();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setHeight(Math.floor(entry.contentRect.height)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, height];
}
