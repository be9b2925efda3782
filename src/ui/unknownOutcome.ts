import type { FlowAlert, LostAnswer } from './confirmFlowTypes';

/**
 * The words of a creating call whose answer was lost (a timeout, a dropped connection): the
 * request may have reached the gateway, so nothing is said to have failed or to be free of
 * charge; the outcome is unknown until the gateway is asked.
 */
const lostAnswerTexts = {
  checkingTitle: 'Hasilnya belum diketahui',
  checking: (what: string) =>
    `Jawaban server tidak sampai, jadi kami belum tahu apakah ${what} sudah diproses. Kami sedang memeriksanya…`,
  unknownTitle: 'Belum bisa dipastikan',
  notFound: (what: string) =>
    `Kami belum menemukan ${what}. Coba lagi: permintaan yang sama dikirim ulang, jadi tidak akan tercatat dua kali.`,
  lookFailed: (what: string) =>
    `Kami belum bisa memeriksa ${what}. Coba lagi: permintaan yang sama dikirim ulang, jadi tidak akan tercatat dua kali.`,
  retry: 'Coba lagi',
} as const;

interface LostAnswerWords<Input> {
  /** The api's `isAnswerLost`. */
  isLost: (error: unknown) => boolean;
  /** What was asked for, as the sentences above say it ('pesananmu', 'produk di keranjangmu'). */
  what: string;
  before?: LostAnswer<Input>['before'];
  look?: LostAnswer<Input>['look'];
  onFoundAcknowledged?: LostAnswer<Input>['onFoundAcknowledged'];
}

/** A LostAnswer in the shop's words: checking, then found (the look's alert) or unknown. */
export function lostAnswerIn<Input>({
  isLost,
  what,
  before,
  look,
  onFoundAcknowledged,
}: LostAnswerWords<Input>): LostAnswer<Input> {
  const checking: FlowAlert = {
    kind: 'info',
    title: lostAnswerTexts.checkingTitle,
    message: lostAnswerTexts.checking(what),
  };
  return {
    isLost,
    ...(before ? { before } : {}),
    ...(look ? { look } : {}),
    ...(onFoundAcknowledged ? { onFoundAcknowledged } : {}),
    checking: () => checking,
    unknown: (_, lookFailed) => ({
      kind: 'warning',
      title: lostAnswerTexts.unknownTitle,
      message: lookFailed ? lostAnswerTexts.lookFailed(what) : lostAnswerTexts.notFound(what),
    }),
    retryLabel: lostAnswerTexts.retry,
  };
}
