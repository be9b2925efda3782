import type { LostAnswer } from './confirmFlowTypes';

/**
 * The words of a call whose answer was lost (a timeout, a dropped connection): the request
 * may have reached the gateway, so nothing is said to have failed or to be free of charge.
 * 'Coba lagi' sends the same request under the same Idempotency-Key, and the gateway's
 * answer to it says what happened.
 */
const texts = {
  title: 'Belum bisa dipastikan',
  message: (what: string) =>
    `Jawaban server tidak sampai, jadi kami belum tahu apakah ${what} sudah diproses. Coba lagi: permintaan yang sama dikirim ulang, jadi tidak akan tercatat dua kali.`,
  retry: 'Coba lagi',
} as const;

interface LostAnswerWords {
  /** The api's `isAnswerLost`. */
  isLost: (error: unknown) => boolean;
  /** What was asked for, as the sentence above says it ('pesananmu', 'produk di keranjangmu'). */
  what: string;
}

/** A flow's LostAnswer in the shop's words: not known yet, and 'Coba lagi' under the same key. */
export function unknownOutcome<Input>({ isLost, what }: LostAnswerWords): LostAnswer<Input> {
  return {
    isLost,
    unknown: () => ({
      kind: 'warning',
      title: texts.title,
      message: texts.message(what),
    }),
    retryLabel: texts.retry,
  };
}
