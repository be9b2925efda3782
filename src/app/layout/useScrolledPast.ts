import { useEffect, useState } from 'react';

/** True once the window has scrolled more than `threshold` px (SPEC: 50 desktop, 30 mobile). */
export function useScrolledPast(threshold: number): boolean {
  // Measured in the effect, never during render: a pre-rendered page was rendered unscrolled,
  // and its hydration must match that even when the browser restored a scroll position.
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
