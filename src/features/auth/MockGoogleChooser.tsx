import { useId, useState } from 'react';
import { needsApp } from '@/lib/earlyPress';
import { useZodForm } from '@/lib/zodForm';
import { Button, cx, FormTextField, layout, ResponsiveDialog } from '@/ui';
import { demoGoogleAccounts } from './demoGoogleAccounts';
import forms from './forms.module.css';
import { GoogleMark } from './GoogleMark';
import googleStyles from './GoogleSignIn.module.css';
import { type GoogleIdentity, mockGoogleToken } from './googleIdentity';
import styles from './MockGoogleChooser.module.css';
import { otherGoogleAccountSchema } from './schemas';
import { googleTexts, mockGoogleChooserTexts } from './texts';

export interface MockGoogleChooserProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onChoose: (identity: GoogleIdentity) => void;
}

export interface MockGoogleSignInProps {
  /** Receives the offline chooser's mock token in place of a Google ID token. */
  onCredential: (mockToken: string) => void;
  /** A sign-in is running: the button shows it and ignores presses. */
  isPending: boolean;
}

/**
 * The demo build's Google button: it opens the offline chooser. Only GoogleSignIn renders it,
 * behind the build's mock flag, so a production build leaves this module out.
 */
export function MockGoogleSignIn({ onCredential, isPending }: MockGoogleSignInProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="lg"
        isFullWidth
        isLoading={isPending}
        onPress={() => setOpen(true)}
        {...needsApp('google-sign-in')}
      >
        <GoogleMark className={googleStyles.mark} />
        {googleTexts.button}
      </Button>
      <MockGoogleChooser
        isOpen={isOpen}
        onOpenChange={setOpen}
        onChoose={(identity) => onCredential(mockGoogleToken(identity))}
      />
    </>
  );
}

/**
 * Google's account chooser for demo builds without a Google client id: the mock gateway accepts
 * the accounts picked here, so the whole federated journey works offline.
 */
export function MockGoogleChooser({ isOpen, onOpenChange, onChoose }: MockGoogleChooserProps) {
  const listId = useId();
  const otherId = useId();
  const { control, handleSubmit, formState, reset } = useZodForm(otherGoogleAccountSchema, {
    defaultValues: { givenName: '', familyName: '', email: '' },
  });
  const choose = (identity: GoogleIdentity) => {
    onOpenChange(false);
    reset();
    onChoose(identity);
  };
  return (
    <ResponsiveDialog
      title={mockGoogleChooserTexts.chooserTitle}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <div className={cx(layout.stack, styles.chooser)}>
        <p className={layout.muted}>{mockGoogleChooserTexts.chooserLead}</p>
        <section aria-labelledby={listId}>
          <h3 id={listId} className={styles.heading}>
            {mockGoogleChooserTexts.accountsLabel}
          </h3>
          <ul className={cx(layout.plainList, layout.stack, styles.accounts)}>
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
            {mockGoogleChooserTexts.otherAccount}
          </h3>
          <form
            className={layout.stack}
            noValidate
            onSubmit={(event) => {
              // The dialog renders in a portal but React bubbles events through the tree:
              // this submit must not reach a form around the button that opened the dialog.
              event.stopPropagation();
              void handleSubmit((values) => choose(values))(event);
            }}
          >
            <div className={forms.pair}>
              <FormTextField
                control={control}
                name="givenName"
                label={mockGoogleChooserTexts.givenName}
                autoComplete="given-name"
                isRequired
              />
              <FormTextField
                control={control}
                name="familyName"
                label={mockGoogleChooserTexts.familyName}
                autoComplete="family-name"
              />
            </div>
            <FormTextField
              control={control}
              name="email"
              label={mockGoogleChooserTexts.email}
              type="email"
              autoComplete="email"
              isRequired
            />
            <Button type="submit" variant="secondary" isDisabled={!formState.isValid}>
              {mockGoogleChooserTexts.continue}
            </Button>
          </form>
        </section>
      </div>
    </ResponsiveDialog>
  );
}
