import { cookieNames } from '@kit/dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { CONSENT_VERSION } from '@/lib/consentAnswered';
import { deleteCookie, setCookie } from '@/lib/cookies';
import { STORAGE_KEYS } from '@/lib/storage';
import { ConsentSlot } from './ConsentSlot';
import { openPrivacySettings } from './privacySettings';

/**
 * Where the analytics notice lives, alone: whether it shows (a first visit, a new version of
 * the notice, the footer asking), when it goes (an answer here or in another tab), and what an
 * answer undoes. The notice's words and its place in the storefront: ConsentNotice's stories.
 */
const meta = preview.meta({
  title: 'Parts/Analytics/ConsentSlot',
  component: ConsentSlot,
});

const TITLE = 'Izin analitik';

const notice = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole('region', { name: TITLE });

async function findNotice(canvasElement: HTMLElement) {
  const found = await within(canvasElement).findByRole('region', { name: TITLE });
  await expect(found).toBeVisible();
  return within(found);
}

/** The answer as consent.ts stores it, with the notice's version it answered. */
const stored = (choice: string, version = CONSENT_VERSION) => JSON.stringify({ version, choice });

function storedChoice(): string | undefined {
  const raw = localStorage.getItem(STORAGE_KEYS.analyticsConsent);
  return raw ? (JSON.parse(raw) as { choice: string }).choice : undefined;
}

/** Answered already: the slot renders nothing, and nothing asks the shopper again. */
export const AnsweredAlready = meta.story({
  parameters: { consent: 'granted' },
  play: async ({ canvasElement }) => {
    await expect(notice(canvasElement)).toBeNull();
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
});

/**
 * An answer to an older version of the notice is no answer: the notice's promise changed, so
 * the shopper is asked again, as on a first visit (no 'Tutup', no current answer).
 */
export const ANewVersionAsksAgain = meta.story({
  beforeEach: () => {
    localStorage.setItem(STORAGE_KEYS.analyticsConsent, stored('granted', CONSENT_VERSION - 1));
  },
  play: async ({ canvasElement }) => {
    const asked = await findNotice(canvasElement);
    await expect(
      asked.getByText(
        "Pilihan ini bisa diubah kapan saja lewat 'Pengaturan privasi' di bagian bawah halaman.",
      ),
    ).toBeVisible();
    await expect(asked.queryByText(/Pilihanmu saat ini/)).toBeNull();
    await expect(asked.queryByRole('button', { name: 'Tutup' })).toBeNull();
    await userEvent.click(asked.getByRole('button', { name: 'Terima' }));
    await waitFor(() => expect(notice(canvasElement)).toBeNull());
    await expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.analyticsConsent) ?? '')).toEqual({
      version: CONSENT_VERSION,
      choice: 'granted',
    });
  },
});

/** The shopper answered in another tab of the shop: the notice here goes too. */
export const AnsweredInAnotherTab = meta.story({
  parameters: { consent: null },
  play: async ({ canvasElement }) => {
    await findNotice(canvasElement);
    localStorage.setItem(STORAGE_KEYS.analyticsConsent, stored('denied'));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.analyticsConsent }));
    await waitFor(() => expect(notice(canvasElement)).toBeNull());
  },
});

/**
 * 'Pengaturan privasi' pressed before the slot listened (its footer came first): the press is
 * kept, and the notice opens with the current answer and 'Tutup', which closes it unchanged.
 */
export const AskedBeforeItListened = meta.story({
  parameters: { consent: 'denied' },
  beforeEach: () => {
    openPrivacySettings();
  },
  play: async ({ canvasElement }) => {
    const reopened = await findNotice(canvasElement);
    await expect(reopened.getByText('Pilihanmu saat ini: ditolak.')).toBeVisible();
    await userEvent.click(reopened.getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(notice(canvasElement)).toBeNull());
    await expect(storedChoice()).toBe('denied');
  },
});

const GA_COOKIES = ['_ga', '_ga_KOPI123'];

/**
 * 'Tolak' after 'Terima' takes the permission back: what Google Analytics stored in the
 * browser (its _ga cookies) is deleted, and the answer is 'denied'.
 */
export const RefusingAfterAcceptingForgets = meta.story({
  parameters: { consent: 'granted' },
  beforeEach: () => {
    for (const name of GA_COOKIES) setCookie(name, 'GA1.1.123');
    return () => {
      for (const name of GA_COOKIES) deleteCookie(name);
    };
  },
  play: async ({ canvasElement }) => {
    await expect(cookieNames()).toEqual(expect.arrayContaining(GA_COOKIES));
    openPrivacySettings();
    const reopened = await findNotice(canvasElement);
    await expect(reopened.getByText('Pilihanmu saat ini: diterima.')).toBeVisible();
    await userEvent.click(reopened.getByRole('button', { name: 'Tolak' }));
    await waitFor(() => expect(notice(canvasElement)).toBeNull());
    await expect(storedChoice()).toBe('denied');
    await waitFor(() => expect(cookieNames().filter((name) => name.startsWith('_ga'))).toEqual([]));
  },
});
