/** SPEC §9: the QR is drawn 256 px wide with error correction level M. */
export const QR_SIZE = 256;
