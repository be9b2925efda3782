import { expect, fn, type within } from 'storybook/test';

// What the stories of the two forms that prove a phone by its code (registering, a Google
// profile) share: the form's phone code once sent, and what it then says.

/** The phone code's state once a code was asked for 081355501234. */
export function codeSentTo081355501234() {
  return { ask: fn(), isSending: false, sentTo: '081355501234', failure: null, isWaiting: false };
}

/** The status says `text` (where the code went), and a new code may be asked for again. */
export async function expectCodeSent(canvas: ReturnType<typeof within>, text: string) {
  await expect(canvas.getByRole('status')).toHaveTextContent(text);
  await expect(canvas.getByRole('button', { name: 'Kirim ulang kode' })).toBeEnabled();
}
