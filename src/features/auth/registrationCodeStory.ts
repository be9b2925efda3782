import { failing, gatewayWith, offlineOnce, type spyOnRequests } from '@kit/gateway';
import { expectNoGlobalError } from '@kit/story';
import { expect, userEvent, waitFor, within } from 'storybook/test';

// 'Kirim kode' on the mock gateway, as the two screens that prove a phone by its code before
// an account holds it (registering, completing a Google profile) ask it alike (issue 36).

export const CODE_PATH = '/api/Customer/RegistrationCode';

/** A code that is not `sent`, the one the mock gateway sent (the dev panel's mailbox holds it). */
export const wrongCode = (sent: string) => (sent === '111111' ? '222222' : '111111');

/** The gateway's words once a source has made its 10 new accounts of the hour. */
export const TOO_MANY_REGISTRATIONS =
  'Terlalu banyak pendaftaran dari perangkat ini. Coba lagi dalam 60 menit.';

/** A story's gateway on which the next new account (POST /api/Customer) is that 11th. */
export const tooManyRegistrations = gatewayWith(
  failing('post', '/api/Customer', 429, TOO_MANY_REGISTRATIONS),
);

/** The code request lost once on its way: the first 'Kirim kode' fails as offline. */
export const codeRequestOfflineOnce = () => offlineOnce('post', CODE_PATH);

interface ScreenWithPhoneCode {
  /** The screen, once its chunk has loaded through the real route table. */
  findScreen: (canvasElement: HTMLElement) => Promise<unknown>;
  /** The label of the screen's own phone field. */
  phoneLabel: string;
  /** What the screen says once a code was asked for `phone`. */
  codeSent: (phone: string) => string;
  /** POST /api/Customer/RegistrationCode, watched (spyOnRequests('post', CODE_PATH)). */
  codeRequests: ReturnType<typeof spyOnRequests>;
}

/** The 'Kirim kode' journeys of one such screen. */
export function registrationCodeJourneys({
  findScreen,
  phoneLabel,
  codeSent,
  codeRequests,
}: ScreenWithPhoneCode) {
  const sendCodeButton = (canvasElement: HTMLElement, name = 'Kirim kode') =>
    within(canvasElement).getByRole('button', { name });
  const phoneField = (canvasElement: HTMLElement) =>
    within(canvasElement).getByRole('textbox', { name: phoneLabel });

  /** Types the phone and presses 'Kirim kode'; resolves once the screen says it was sent. */
  async function askCode(canvasElement: HTMLElement, phone: string) {
    await findScreen(canvasElement);
    await userEvent.type(phoneField(canvasElement), phone);
    await userEvent.click(sendCodeButton(canvasElement));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(codeSent(phone));
    return canvas;
  }

  return {
    askCode,

    /** Asked once: a new code may be asked for, and the code is the shopper's to type. */
    async codeSentOnce(canvasElement: HTMLElement, phone: string) {
      await askCode(canvasElement, phone);
      await expect(sendCodeButton(canvasElement, 'Kirim ulang kode')).toBeEnabled();
      await expect(
        within(canvasElement).getByRole('textbox', { name: 'Kode verifikasi' }),
      ).toHaveValue('');
      await expect(codeRequests.calls).toHaveBeenCalledTimes(1);
    },

    /** The phone's fourth code at once: the mock's back-off, said, and waited out by the button. */
    async resendWaitsForRetryAfter(canvasElement: HTMLElement, phone: string) {
      await askCode(canvasElement, phone);
      const resend = () => sendCodeButton(canvasElement, 'Kirim ulang kode');
      for (let again = 1; again <= 2; again += 1) {
        await userEvent.click(resend());
        // Answered: the same words, and the button no longer busy.
        await waitFor(() => expect(codeRequests.calls).toHaveBeenCalledTimes(again + 1));
        await waitFor(() => expect(resend()).not.toHaveAttribute('aria-disabled', 'true'));
        await expect(within(canvasElement).getByRole('status')).toHaveTextContent(codeSent(phone));
      }
      await userEvent.click(resend());
      const alert = await within(canvasElement).findByRole('alert');
      await expect(alert).toHaveTextContent('Kode belum terkirim');
      await expect(alert).toHaveTextContent('Terlalu banyak permintaan. Coba lagi dalam 1 menit.');
      await expect(resend()).toBeDisabled();
      await expect(codeRequests.calls).toHaveBeenCalledTimes(4);
      await expectNoGlobalError();
    },

    /** With codeRequestOfflineOnce: why it failed, the phone kept, and pressed again it is sent. */
    async networkFailureRetried(canvasElement: HTMLElement, phone: string) {
      await findScreen(canvasElement);
      await userEvent.type(phoneField(canvasElement), phone);
      await userEvent.click(sendCodeButton(canvasElement));
      const alert = await within(canvasElement).findByRole('alert');
      await expect(alert).toHaveTextContent('Kode belum terkirim');
      await expect(alert).toHaveTextContent('Tidak dapat terhubung ke server.');
      await expect(phoneField(canvasElement)).toHaveValue(phone);
      await userEvent.click(sendCodeButton(canvasElement));
      await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
        codeSent(phone),
      );
      await expect(within(canvasElement).queryByRole('alert')).toBeNull();
      await expectNoGlobalError();
    },
  };
}
