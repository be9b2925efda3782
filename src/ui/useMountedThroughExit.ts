import { useState } from 'react';

/**
 * Whether a part that shows now and then (a dialog, an alert) is to be mounted: not before it
 * is first shown, so a page renders without it, and from then on, so it can play its exit
 * animation after `isShown` turns false (react-aria's modals animate out while still mounted).
 */
export function useMountedThroughExit(isShown: boolean): boolean {
  const [wasShown, setWasShown] = useState(isShown);
  if (isShown && !wasShown) setWasShown(true);
  return isShown || wasShown;
}
