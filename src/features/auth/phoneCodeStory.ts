import { expect, fn, userEvent, type within } from 'storybook/test';
import type { PhoneCodeProps } from './PhoneCodeFields';

// The phone code's states that the stories of PhoneCodeFields and of the two forms that host
// it (registering, a Google profile) start from.

/** No code asked for yet. */
export function noCodeAsked(): PhoneCodeProps {
  return { ask: fn(), isSending: false, sentTo: null, failure: null, isWaiting: false };
}

/** The phone code's state once a code was asked for 081355501234. */
export function codeSentTo081355501234(): PhoneCodeProps {
  return { ...noCodeAsked(), sentTo: '081355501234' };
}

/**
 * A hosting form's 'Kirim kode' reads the phone typed in its own field (`phoneLabel`) and asks
 * for it as it will be sent; how PhoneCodeFields checks it first is its own stories'.
 */
export async function expectCodeAskedForThePhoneTyped(
  canvas: ReturnType<typeof within>,
  phoneLabel: string,
  phoneCode: PhoneCodeProps,
) {
  await userEvent.type(canvas.getByRole('textbox', { name: phoneLabel }), '+62 813 5550 1234');
  await userEvent.click(canvas.getByRole('button', { name: 'Kirim kode' }));
  await expect(phoneCode.ask).toHaveBeenCalledWith('081355501234');
}
