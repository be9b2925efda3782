import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { needsApp } from '@/lib/earlyPress';
import { Button, cx, layout } from '@/ui';
import { CodeField } from './authFields';
import { FailureNotice } from './FailureNotice';
import styles from './forms.module.css';
import { phoneCodeTexts } from './texts';

/** 'Kirim kode' (useRegistrationCode): what the form shows and calls. */
export interface PhoneCodeProps {
  /** Sends a code to the phone, once the phone field is valid. */
  ask: (phone: string) => void;
  isSending: boolean;
  /** The phone the newest code went to; null before any. */
  sentTo: string | null;
  /** Why the last request failed. */
  failure: string | null;
  /** A 429's Retry-After has not passed yet. */
  isWaiting: boolean;
}

interface PhoneAndCode {
  mobileNumber: string;
  code: string;
}

export interface PhoneCodeFieldsProps<T extends PhoneAndCode> {
  form: Pick<UseFormReturn<T>, 'control' | 'trigger' | 'getValues'>;
  phoneCode: PhoneCodeProps;
  /** What the form says once a code was asked for the phone: never whether it is taken. */
  codeSent: (phone: string) => string;
}

const loadSchemas = () => import('./schemas');

/**
 * The phone proved by a code sent to it before an account holds it (issue 36), asked alike
 * by registering and by completing a Google profile: 'Kirim kode' under the phone, what was
 * sent or why it was not, and the 'Kode verifikasi' field.
 */
export function PhoneCodeFields<T extends PhoneAndCode>({
  form: { control, trigger, getValues },
  phoneCode,
  codeSent,
}: PhoneCodeFieldsProps<T>) {
  // Every T has these fields; TypeScript cannot see that through FieldPath<T>.
  const path = (name: keyof PhoneAndCode) => name as FieldPath<T>;
  // The code goes to the phone as the form will send it: checked, in its stored form.
  const askCode = async () => {
    if (!(await trigger(path('mobileNumber')))) return;
    const phone = (await loadSchemas()).phoneNumber.safeParse(getValues(path('mobileNumber')));
    if (phone.success) phoneCode.ask(phone.data);
  };
  return (
    <>
      <div className={cx(layout.stack, styles.code)}>
        <div>
          <Button
            variant="secondary"
            isLoading={phoneCode.isSending}
            isDisabled={phoneCode.isWaiting}
            onPress={() => void askCode()}
            // Pressed on the pre-rendered /register before the app has it: kept, then carried
            // out (src/lib/earlyPress.ts), not lost (a flake of the registering fault journeys).
            {...needsApp('send-phone-code')}
          >
            {phoneCode.sentTo ? phoneCodeTexts.resendCode : phoneCodeTexts.sendCode}
          </Button>
        </div>
        {phoneCode.sentTo && <p role="status">{codeSent(phoneCode.sentTo)}</p>}
        {phoneCode.failure && (
          <FailureNotice title={phoneCodeTexts.failureTitle} message={phoneCode.failure} />
        )}
      </div>
      <CodeField
        control={control}
        name={path('code')}
        label={phoneCodeTexts.code}
        description={phoneCodeTexts.codeHint}
      />
    </>
  );
}
