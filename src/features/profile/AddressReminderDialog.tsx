import { routes } from '@/lib/paths';
import { Dialog, Link } from '@/ui';
import styles from './ProfileScreen.module.css';
import { profileTexts as texts } from './texts';

export interface AddressReminderDialogProps {
  isOpen: boolean;
  onDismiss: () => void;
}

/** SPEC §2: a customer without a shipping address is asked to add one before ordering. */
export function AddressReminderDialog({ isOpen, onDismiss }: AddressReminderDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      size="sm"
      title={texts.addressReminderTitle}
      footer={
        <Link variant="primary" href={routes.addressForm} className={styles.reminderAction}>
          {texts.addressReminderAction}
        </Link>
      }
    >
      <p>{texts.addressReminderMessage}</p>
    </Dialog>
  );
}
