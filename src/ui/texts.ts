/**
 * The words ui says itself, where the part that would say them could not load. The offline
 * sentence is the api layer's ERROR_TEXTS.offline, word for word: a shopper meets one wording
 * for 'no connection', whatever failed (ui may not import the api layer).
 */
export const uiTexts = {
  offline: 'Tidak dapat terhubung ke server. Periksa koneksi internetmu lalu coba lagi.',
  retry: 'Coba lagi',
} as const;
