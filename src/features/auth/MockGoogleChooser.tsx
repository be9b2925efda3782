import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button, FormTextField, ResponsiveDialog } from '@/ui';
import { demoGoogleAccounts } from './demoGoogleAccounts';
import type { GoogleIdentity } from './googleIdentity';
import styles from './MockGoogleChooser.module.css';
import { type OtherGoogleAccountForm, otherGoogleAccountSchema } from './schemas';
import { googleTexts } from './texts';

export interface MockGoogleChooserProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onChoose: (identity: GoogleIdentity) => void;
}

/**
 * Google's account chooser for builds without a Google client id: the mock gateway accepts
 * the accounts picked here, so the whole federated journey works offline.
 */
export function MockGoogleChooser({ isOpen, onOpenChange, onChoose }: MockGoogleChooserProps) {
  const listId = useId();
  const otherId = useId();
  const { control, handleSubmit, formState, reset } = useForm<OtherGoogleAccountForm>({
    resolver: zodResolver(otherGoogleAccountSchema),
    mode: 'onTouched',
    defaultValues: { givenName: '', familyName: '', email: '' },
  });
  const choose = (identity: GoogleIdentity) => {
    onOpenChange(false);
    reset();
    onChoose(identity);
  };
  return (
    <ResponsiveDialog title={googleTexts.chooserTitle} isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className={styles.chooser}>
        <p className={styles.lead}>{googleTexts.chooserLead}</p>
        <section aria-labelledby={listId}>
          <h3 id={listId} className={styles.heading}>
            {googleTexts.accountsLabel}
          </h3>
          <ul className={styles.accounts}>
            {demoGoogleAccounts.map((account) => (
              <li key={account.email}>
                <Button
                  variant="ghost"
                  isFullWidth
                  className={styles.account}
                  onPress={() => choose(account)}
                >
                  <span className={styles.avatar} aria-hidden="true">
                    {account.givenName.slice(0, 1)}
                  </span>
                  <span className={styles.who}>
                    <span className={styles.name}>
                      {account.givenName} {account.familyName}
                    </span>
                    <span className={styles.email}>{account.email}</span>
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={otherId}>
          <h3 id={otherId} className={styles.heading}>
            {googleTexts.otherAccount}
          </h3>
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              // The dialog renders in a portal but React bubbles events through the tree:
              // this submit must not reach a form around the button that opened the dialog.
              event.stopPropagation();
              void handleSubmit((values) => choose(values))(event);
            }}
          >
            <div className={styles.pair}>
              <FormTextField
                control={control}
                name="givenName"
                label={googleTexts.givenName}
                autoComplete="given-name"
                isRequired
              />
              <FormTextField
                control={control}
                name="familyName"
                label={googleTexts.familyName}
                autoComplete="family-name"
              />
            </div>
            <FormTextField
              control={control}
              name="email"
              label={googleTexts.email}
              type="email"
              autoComplete="email"
              isRequired
            />
            <Button type="submit" variant="secondary" isDisabled={!formState.isValid}>
              {googleTexts.continue}
            </Button>
          </form>
        </section>
      </div>
    </ResponsiveDialog>
  );
}
