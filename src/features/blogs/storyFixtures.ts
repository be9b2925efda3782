import { expect } from 'storybook/test';
import type { Blog } from '@/api/blogs';

/** Base64 of UTF-8 HTML, the way the gateway sends blog bodies. */
export function encodeBody(html: string): string {
  const bytes = new TextEncoder().encode(html);
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}

declare global {
  interface Window {
    /** Set only if hostile blog HTML ever ran; stories check it stays unset. */
    __blogPwned?: boolean;
  }
}

/** The picture the hostile body points at; it does not exist, so loading it fails. */
const MISSING_PICTURE = '/tidak-ada.png';

/** For a story's beforeEach: no earlier story's hostile body has run either. */
export function forgetHostileRuns() {
  delete window.__blogPwned;
}

/**
 * Resolves once the browser has tried the hostile body's picture and failed, then checks
 * nothing of the body ran. Had its onerror handler survived sanitizing, it would have run by
 * then: no fixed wait before checking that nothing happened.
 */
export async function expectHostileBodyNeverRan() {
  await new Promise<void>((resolve) => {
    const picture = new Image();
    picture.onerror = () => resolve();
    picture.onload = () => resolve();
    picture.src = MISSING_PICTURE;
  });
  await expect(window.__blogPwned).toBeUndefined();
}

/** An article whose body tries every usual way to run script. */
export const hostileBlog: Blog = {
  subject: 'Artikel dengan HTML berbahaya',
  description: encodeBody(
    '<p>Teks ini <strong>aman</strong> dibaca.</p>' +
      '<script>window.__blogPwned = true</script>' +
      `<img src="${MISSING_PICTURE}" onerror="window.__blogPwned = true" alt="">` +
      '<a href="javascript:window.__blogPwned = true">tautan jahat</a>' +
      '<iframe src="javascript:parent.__blogPwned = true"></iframe>' +
      '<p onclick="window.__blogPwned = true" style="color: red">Paragraf kedua.</p>',
  ),
  imageUrl: null,
  remarks: 'artikel-html-berbahaya',
};

/** An article whose body is not base64 at all. */
export const malformedBlog: Blog = {
  subject: 'Artikel dengan isi rusak',
  description: '%%% ini bukan base64 %%%',
  imageUrl: '/images/Blogs/tidak-ada.svg',
  remarks: 'artikel-isi-rusak',
};

export const longBlog: Blog = {
  subject: 'Catatan panjang dari roastery kami di dataran tinggi Gayo, Aceh Tengah',
  description: encodeBody(
    `<p>${'Setiap minggu kami mencicipi puluhan sampel kopi dari petani mitra. '.repeat(12)}</p>`,
  ),
  imageUrl: null,
  remarks: 'catatan-panjang',
};
