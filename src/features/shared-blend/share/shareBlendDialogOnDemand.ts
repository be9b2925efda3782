import { onDemandPart } from '@/ui';

/** The share dialog (its form, zod, the flavour chart), loaded once the button has rendered. */
export const ShareBlendDialogOnDemand = onDemandPart(
  async () => (await import('./ShareBlendDialog')).ShareBlendDialog,
  { isOpen: (props) => props.isOpen },
);
