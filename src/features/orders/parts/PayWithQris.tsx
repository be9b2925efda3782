import { useState } from 'react';
import type { Transaction } from '@/api/orders';
import { Button } from '@/ui';
import { orderTexts } from '../texts';
import { QrisDialogOnDemand } from './qrisDialogOnDemand';

export interface PayWithQrisProps {
  order: Pick<Transaction, 'docNum' | 'docTotal'>;
  /** The order's QRIS payload or link (`midTransQRISUrl`), trimmed. */
  qrisUrl: string;
  /** Primary where it is the way to pay, secondary beside 'Bayar sekarang'. */
  variant: 'primary' | 'secondary';
}

/**
 * 'Bayar dengan QRIS' and the dialog with the order's code it opens, for the history's card
 * and the order's page alike; the dialog's code starts loading when the button is pointed at.
 */
export function PayWithQris({ order, qrisUrl, variant }: PayWithQrisProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        onHoverStart={QrisDialogOnDemand.preload}
        onFocus={QrisDialogOnDemand.preload}
        onPress={() => setOpen(true)}
      >
        {orderTexts.payWithQris}
      </Button>
      <QrisDialogOnDemand order={order} qrisUrl={qrisUrl} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}
