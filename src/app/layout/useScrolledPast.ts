import { useEffect, useState } from 'react';

/** True once the window has scrolled more than `threshold` px (SPEC: 50 desktop, 30 mobile). */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(
    () => typeof window !== 'undefined' && window.scrollY > threshold,
  );
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
