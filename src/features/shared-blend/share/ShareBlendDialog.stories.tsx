import { blendLine } from '@kit/cartLines';
import { expectNoSidewaysScroll, findAlert, findModal, mobile, stubProperty } from '@kit/dom';
import {
  connectionDrops,
  failingOnce,
  gatewayWith,
  heldUntilReleased,
  neverAnswering,
  spyOnKeys,
  spyOnRequests,
} from '@kit/gateway';
import { sitiMakesHerBlend, sitiSharesHerBlend } from '@kit/sitisSharedBlend';
import { useHeld } from '@kit/story';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { pushedEvents } from '@/features/analytics/public';
import { retryAfterLoadError } from '@/ui/storyLoadError';
import { ShareBlendDialog, type ShareBlendDialogProps } from './ShareBlendDialog';
import { blendToShare } from './shareableBlend';

/** Open as the cart's blend window holds it: what the dialog asks for becomes its state. */
function HeldOpen(props: ShareBlendDialogProps) {
  const [isOpen, setOpen] = useHeld(props.isOpen, props.onOpenChange);
  return <ShareBlendDialog {...props} isOpen={isOpen} onOpenChange={setOpen} />;
}

/** Siti's blend as her cart line gives it to the dialog. */
const sitisBlend = blendToShare(blendLine);
const SHARE = '/api/SharedBlend';
const MINE = '/api/SharedBlend/Mine';
const shares = spyOnRequests('post', SHARE);
const shareKeys = spyOnKeys('post', SHARE);
/** 141 characters: one over the note's limit. */
const LONG_NOTE = `${'Seduh pakai V60, 15 gram untuk 250 ml air. '.repeat(3)}Enak sekali!`;

/** 'Bagikan blend ini': Siti's own blend, before and after it is shared. */
const meta = preview.meta({
  title: 'Parts/SharedBlend/ShareBlendDialog',
  component: ShareBlendDialog,
  args: { isOpen: true, onOpenChange: fn(), blend: sitisBlend },
  parameters: { session: 'siti' },
  render: (args) => <HeldOpen {...args} />,
  beforeEach: async ({ msw }) => {
    shares.calls.mockClear();
    shareKeys.calls.mockClear();
    msw.use(shares.handler, shareKeys.handler);
    await sitiMakesHerBlend();
  },
});

const findDialog = async () => within(await findModal('Bagikan blend ini'));
const noteOf = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole('textbox', { name: 'Catatan (opsional)' });

/** The share as the dialog shows it: its address, whole. */
async function findAddress(dialog: ReturnType<typeof within>) {
  return (await dialog.findByRole('textbox', { name: 'Tautan blend' })) as HTMLInputElement;
}

/**
 * Before sharing: exactly what will be public, her first name only as its maker (never her
 * phone); 'Tampilkan nama lengkap' shows her surname too.
 */
export const PreviewBeforeSharing = meta.story({
  play: async () => {
    const dialog = await findDialog();
    const shown = await dialog.findByRole('region', { name: 'Racikan Pagi Siti' });
    const inPreview = within(shown);
    await expect(inPreview.getByText('Diracik oleh Siti')).toBeVisible();
    const shares = inPreview.getAllByRole('listitem').map((item) => item.textContent);
    await expect(shares).toEqual([
      '50% Arabika Gayo Full Wash',
      '25% Arabika Toraja Sapan',
      '25% Robusta Temanggung',
    ]);
    await expect(inPreview.getByText('Body').nextElementSibling).toHaveTextContent('3,8 dari 5');
    await expect(inPreview.getByText('Halus (Espresso)')).toBeVisible();
    await expect(inPreview.getByText('Coffee Bag')).toBeVisible();
    await expect(shown).not.toHaveTextContent(/0812|Rahayu/);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Tampilkan nama lengkap' }));
    await expect(inPreview.getByText('Diracik oleh Siti Rahayu')).toBeVisible();
    await expect(dialog.getByText('0/140 karakter')).toBeVisible();
    await expect(shares).toHaveLength(3);
  },
});

/** 'Bagikan' publishes her blend with the note, once, under its key; then its address shows. */
export const SharesWithANote = meta.story({
  play: async () => {
    const dialog = await findDialog();
    await userEvent.type(noteOf(dialog), 'Enak buat pagi hari.');
    await expect(dialog.getByText('20/140 karakter')).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Tampilkan nama lengkap' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Bagikan' }));
    const address = await findAddress(dialog);
    await expect(address.value).toMatch(
      new RegExp(`^${window.location.origin}/blend/racikan-pagi-siti-[a-z0-9]+$`),
    );
    await expect(shares.calls).toHaveBeenCalledOnce();
    await expect(shares.calls).toHaveBeenCalledWith({
      productCode: 'CB-000001',
      note: 'Enak buat pagi hari.',
      showSurname: true,
    });
    await expect(shareKeys.calls.mock.calls[0]?.[0]).toMatch(/^[0-9a-f-]{36}$/);
    await expect(noteOf(dialog)).toHaveValue('Enak buat pagi hari.');
  },
});

/** Over 140 characters: said under the note, counted in red, nothing sent, the text kept. */
export const NoteTooLong = meta.story({
  play: async () => {
    const dialog = await findDialog();
    const note = noteOf(dialog);
    await userEvent.click(note);
    await userEvent.paste(LONG_NOTE);
    await expect(dialog.getByText('141/140 karakter')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Bagikan' }));
    await expect(
      dialog.getByText('Catatan maksimal 140 karakter. Persingkat dulu, ya.'),
    ).toBeVisible();
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expect(note).toHaveValue(LONG_NOTE);
    await expect(shares.calls).not.toHaveBeenCalled();
  },
});

/** A link in the note: the gateway refuses it (400), said under the note, which keeps it. */
export const NoteWithALinkRefused = meta.story({
  play: async () => {
    const dialog = await findDialog();
    const note = noteOf(dialog);
    await userEvent.type(note, 'Beli juga di kopi.example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Bagikan' }));
    await expect(await dialog.findByText('Catatan tidak boleh berisi tautan.')).toBeVisible();
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expect(note).toHaveValue('Beli juga di kopi.example.com');
    await expect(dialog.queryByRole('textbox', { name: 'Tautan blend' })).toBeNull();
    // Changed, the note is no longer the one refused.
    await userEvent.type(note, '{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(dialog.queryByText('Catatan tidak boleh berisi tautan.')).toBeNull();
    await expect(note).not.toHaveAttribute('aria-invalid');
  },
});

const held = heldUntilReleased('post', SHARE);

/** While it is sent, 'Bagikan' is busy: a second press sends nothing more. */
export const Sending = meta.story({
  ...held.story,
  play: async () => {
    const dialog = await findDialog();
    const button = dialog.getByRole('button', { name: 'Bagikan' });
    await userEvent.click(button);
    await waitFor(() => expect(held.calls).toHaveBeenCalledOnce());
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await held.releaseAndExpectOnce(() => findAddress(dialog));
  },
});

/** Offline: said in the dialog, nothing sent, the note kept. */
export const OfflineKeepsTheNote = meta.story({
  play: async () => {
    const dialog = await findDialog();
    await userEvent.type(noteOf(dialog), 'Enak buat pagi hari.');
    connectionDrops();
    await userEvent.click(dialog.getByRole('button', { name: 'Bagikan' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Kamu sedang offline. Catatanmu tetap di sini, coba lagi saat online.',
    );
    await expect(shares.calls).not.toHaveBeenCalled();
    await expect(noteOf(dialog)).toHaveValue('Enak buat pagi hari.');
  },
});

/** The maker's list is still loading: said, with nothing to press yet. */
export const LoadingWhetherShared = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(neverAnswering('get', MINE));
  },
  play: async () => {
    const dialog = await findDialog();
    await expect(dialog.getByRole('status')).toHaveTextContent('Memuat status berbagi');
    await expect(dialog.queryByRole('button', { name: 'Bagikan' })).toBeNull();
  },
});

/** The maker's list fails: said in the dialog with why, and 'Coba lagi' reads it again. */
export const LoadFailsThenRetry = meta.story({
  globals: mobile,
  parameters: gatewayWith(failingOnce('get', MINE)),
  play: async () => {
    const dialog = await findModal('Bagikan blend ini');
    await retryAfterLoadError(
      dialog,
      'Status berbagi gagal dimuat',
      'Terjadi kesalahan pada server, coba beberapa saat lagi.',
    );
    await expect(await within(dialog).findByRole('button', { name: 'Bagikan' })).toBeVisible();
  },
});

/** On a phone: a sheet from the bottom, the preview and form without sideways scrolling. */
export const OnAPhone = meta.story({
  globals: mobile,
  play: async () => {
    const dialog = await findModal('Bagikan blend ini');
    await within(dialog).findByRole('button', { name: 'Bagikan' });
    await expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    await expectNoSidewaysScroll();
  },
});

const writeText = fn<(text: string) => Promise<void>>();
const shareSheet = fn<(data: ShareData) => Promise<void>>();
let sharedSlug = '';

/** Shared already: Siti's blend has an address; the clipboard is the story's. */
async function sharedAlready(): Promise<() => void> {
  sharedSlug = await sitiSharesHerBlend();
  writeText.mockReset();
  writeText.mockResolvedValue(undefined);
  return stubProperty(navigator, 'clipboard', { writeText });
}

/** Shared already, with the phone's share sheet as `share` (undefined: none). */
function withShareSheet(share: unknown) {
  return async () => {
    const restoreClipboard = await sharedAlready();
    const restoreShare = stubProperty(navigator, 'share', share);
    return () => {
      restoreShare();
      restoreClipboard();
    };
  };
}

const shared = { parameters: { consent: 'granted' as const }, beforeEach: sharedAlready };

const addressOf = (slug: string) => `${window.location.origin}/blend/${slug}`;
/** What analytics was told of this story's share (gtag's code loads on the first event). */
const sharesTold = () =>
  pushedEvents().filter((event) => event.name === 'share' && event.params.item_id === sharedSlug);

/**
 * Shared already: its address, whole; 'Salin tautan' copies it with one press and says so
 * (to sight and to screen readers); analytics hears 'copy_link' and the slug, no name.
 */
export const SharedCopiesTheAddress = meta.story({
  ...shared,
  play: async () => {
    const dialog = await findDialog();
    await expect((await findAddress(dialog)).value).toBe(addressOf(sharedSlug));
    await expect(noteOf(dialog)).toHaveValue('Enak buat pagi hari.');
    await userEvent.click(dialog.getByRole('button', { name: 'Salin tautan' }));
    await expect(writeText).toHaveBeenCalledOnce();
    await expect(writeText).toHaveBeenCalledWith(addressOf(sharedSlug));
    await expect(dialog.getByText('Tautan disalin')).toHaveAttribute('role', 'status');
    await waitFor(() =>
      expect(sharesTold().map((event) => event.params)).toEqual([
        { method: 'copy_link', content_type: 'blend', item_id: sharedSlug },
      ]),
    );
    await expect(JSON.stringify(pushedEvents())).not.toMatch(/Siti|Rahayu/);
  },
});

/** The clipboard refused: the address is selected, and the dialog says how to copy it. */
export const CopyRefused = meta.story({
  ...shared,
  play: async () => {
    writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    const dialog = await findDialog();
    const address = await findAddress(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Salin tautan' }));
    await expect(await dialog.findByText(/belum bisa disalin otomatis/)).toBeVisible();
    await expect(address).toHaveFocus();
    await expect([address.selectionStart, address.selectionEnd]).toEqual([0, address.value.length]);
    await expect(sharesTold()).toEqual([]);
  },
});

/**
 * A phone with a share sheet: WhatsApp first (its link in a new tab, the address in the
 * message), then the sheet, which gets the address.
 */
export const ShareSheetOnAPhone = meta.story({
  ...shared,
  globals: mobile,
  beforeEach: () => {
    shareSheet.mockReset();
    shareSheet.mockResolvedValue(undefined);
    return withShareSheet(shareSheet)();
  },
  play: async () => {
    const dialog = await findDialog();
    await findAddress(dialog);
    const whatsApp = dialog.getByRole('link', { name: /^Kirim lewat WhatsApp/ });
    const text = new URL(whatsApp.getAttribute('href') ?? '').searchParams.get('text');
    await expect(text).toContain(addressOf(sharedSlug));
    await expect(whatsApp).toHaveAttribute('target', '_blank');
    // WhatsApp comes first, before copying and the share sheet.
    const copy = dialog.getByRole('button', { name: 'Salin tautan' });
    await expect(whatsApp.compareDocumentPosition(copy)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await userEvent.click(dialog.getByRole('button', { name: 'Bagikan ke aplikasi lain' }));
    await expect(shareSheet).toHaveBeenCalledWith(
      expect.objectContaining({ url: addressOf(sharedSlug), title: 'Racikan Pagi Siti' }),
    );
    await waitFor(() =>
      expect(sharesTold().map((event) => event.params.method)).toEqual(['share_sheet']),
    );
    await expectNoSidewaysScroll();
  },
});

/** Without a share sheet (a desktop browser): no such button; WhatsApp, copy and the page. */
export const NoShareSheet = meta.story({
  ...shared,
  beforeEach: withShareSheet(undefined),
  play: async () => {
    const dialog = await findDialog();
    await findAddress(dialog);
    await expect(dialog.queryByRole('button', { name: 'Bagikan ke aplikasi lain' })).toBeNull();
    await expect(dialog.getByRole('link', { name: /^Buka halaman blend/ })).toHaveAttribute(
      'href',
      `/blend/${sharedSlug}`,
    );
  },
});

/** A changed note is saved under the same address (the gateway's 200, the same slug). */
export const SavesAChangedNote = meta.story({
  ...shared,
  play: async () => {
    const dialog = await findDialog();
    await findAddress(dialog);
    await userEvent.clear(noteOf(dialog));
    await userEvent.type(noteOf(dialog), 'Paling enak pakai susu.');
    await userEvent.click(dialog.getByRole('button', { name: 'Simpan perubahan' }));
    await expect(await dialog.findByText('Perubahan disimpan.')).toBeVisible();
    await expect(shares.calls).toHaveBeenCalledWith({
      productCode: 'CB-000001',
      note: 'Paling enak pakai susu.',
      showSurname: false,
    });
    await expect((await findAddress(dialog)).value).toBe(addressOf(sharedSlug));
  },
});

/**
 * 'Berhenti membagikan': asked first; then the dialog says it is no longer shared, and
 * sharing again gives a new address.
 */
export const StopsSharing = meta.story({
  ...shared,
  play: async () => {
    const dialog = await findDialog();
    await findAddress(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Berhenti membagikan' }));
    const question = await findAlert('Berhenti membagikan?');
    await expect(question).toHaveTextContent('tidak akan bisa dibuka lagi');
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Berhenti' }));
    await expect(await dialog.findByText(/Blend ini tidak dibagikan lagi/)).toBeVisible();
    await expect(dialog.queryByRole('textbox', { name: 'Tautan blend' })).toBeNull();
    const gone = await fetch(`/api/SharedBlend/${sharedSlug}`);
    await expect(gone.status).toBe(404);
    await userEvent.click(dialog.getByRole('button', { name: 'Bagikan' }));
    const again = await findAddress(dialog);
    await expect(again.value).toMatch(/\/blend\/racikan-pagi-siti-/);
    await expect(again.value).not.toBe(addressOf(sharedSlug));
  },
});

/** Taking it down fails: said, the address stays; 'Coba lagi' takes it down. */
export const StopFailsThenRetry = meta.story({
  ...shared,
  parameters: {
    ...shared.parameters,
    ...gatewayWith(failingOnce('delete', '/api/SharedBlend/:slug')),
  },
  play: async () => {
    const dialog = await findDialog();
    await findAddress(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Berhenti membagikan' }));
    const question = await findAlert('Berhenti membagikan?');
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Berhenti' }));
    const failed = await findAlert('Gagal!');
    await expect(failed).toHaveTextContent('Blend ini belum berhenti dibagikan.');
    await expect((await fetch(`/api/SharedBlend/${sharedSlug}`)).status).toBe(200);
    await userEvent.click(within(failed).getByRole('button', { name: 'Coba lagi' }));
    await expect(await dialog.findByText(/Blend ini tidak dibagikan lagi/)).toBeVisible();
    await expect((await fetch(`/api/SharedBlend/${sharedSlug}`)).status).toBe(404);
  },
});

/** Without 'Terima', copying the address tells analytics nothing. */
export const NotMeasuredWithoutConsent = meta.story({
  ...shared,
  parameters: { consent: 'denied' },
  play: async () => {
    const dialog = await findDialog();
    await findAddress(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Salin tautan' }));
    await expect(await dialog.findByText('Tautan disalin')).toBeVisible();
    await expect(pushedEvents()).toEqual([]);
  },
});

/** A name with markup is its very characters in the preview, never markup. */
export const AHostileNameIsText = meta.story({
  args: { blend: { ...sitisBlend, name: '</title><script>alert(1)</script>' } },
  play: async () => {
    const dialog = await findDialog();
    const heading = await dialog.findByRole('heading', {
      name: '</title><script>alert(1)</script>',
    });
    await expect(heading.querySelector('script')).toBeNull();
  },
});
