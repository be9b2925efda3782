import { useAtom } from 'jotai';
import { useState } from 'react';
import { type Farewell, farewellAtom } from '@/state/farewell';
import { AlertDialog } from '@/ui';

/**
 * Says goodbye after logout. Mounted once by the app outside the routes: the profile screen
 * that logs out is gone by the time this shows.
 */
export function FarewellAlert() {
  const [farewell, setFarewell] = useAtom(farewellAtom);
  // The words stay while the dialog animates out after the atom was cleared.
  const [lastShown, setLastShown] = useState<Farewell | null>(null);
  if (farewell !== null && farewell !== lastShown) setLastShown(farewell);
  const shown = farewell ?? lastShown;
  return (
    <AlertDialog
      isOpen={farewell !== null}
      kind="success"
      title={shown?.title ?? ''}
      message={shown?.message}
      onDismiss={() => setFarewell(null)}
    />
  );
}
