import { mobile } from '@kit/dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { ShareForm } from './ShareForm';

/** The note and 'Tampilkan nama lengkap', as the share dialog gives them before sharing. */
const meta = preview.meta({
  title: 'Parts/SharedBlend/ShareForm',
  component: ShareForm,
  args: {
    defaults: { note: '', showSurname: false },
    submitLabel: 'Bagikan',
    isSending: false,
    problem: null,
    onSubmit: fn(),
    onRetry: fn(),
    preview: (showSurname: boolean) => <p>{showSurname ? 'Siti Rahayu' : 'Siti'}</p>,
  },
});

type Canvas = ReturnType<typeof within>;
const noteOf = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Catatan (opsional)' });
const NOTE = 'Enak buat pagi hari.';

/** Empty: counted as typed; the whole name follows the box; 'Bagikan' sends what was chosen. */
export const SendsTheNote = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0/140 karakter')).toBeVisible();
    await expect(canvas.getByText('Siti')).toBeVisible();
    await userEvent.type(noteOf(canvas), NOTE);
    await expect(canvas.getByText('20/140 karakter')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Tampilkan nama lengkap' }));
    await expect(canvas.getByText('Siti Rahayu')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Bagikan' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit.mock.calls[0]?.[0]).toEqual({ note: NOTE, showSurname: true });
  },
});

/** Shared already, on a phone: the saved note and choice are there, under 'Simpan perubahan'. */
export const SavedValuesOnAPhone = meta.story({
  globals: mobile,
  args: { defaults: { note: NOTE, showSurname: true }, submitLabel: 'Simpan perubahan' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(noteOf(canvas)).toHaveValue(NOTE);
    await expect(canvas.getByRole('checkbox', { name: 'Tampilkan nama lengkap' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Simpan perubahan' })).toBeVisible();
  },
});

/** Over 140 characters (spaces around not counted): said under the note, nothing sent. */
export const TooLong = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const note = noteOf(canvas);
    await userEvent.click(note);
    await userEvent.paste(`  ${'a'.repeat(141)}  `);
    await expect(canvas.getByText('141/140 karakter')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Catatan maksimal 140 karakter. Persingkat dulu, ya.',
    );
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Bagikan' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** The gateway refused the note: said under it while it is the note refused, gone once changed. */
export const NoteRefused = meta.story({
  args: {
    defaults: { note: 'kopi.example.com', showSurname: false },
    problem: {
      kind: 'note',
      message: 'Catatan tidak boleh berisi tautan.',
      note: 'kopi.example.com',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = noteOf(canvas);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Catatan tidak boleh berisi tautan.');
    await expect(note).toHaveAccessibleDescription(/Catatan tidak boleh berisi tautan\./);
    await userEvent.type(note, '{Backspace}');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(note).not.toHaveAttribute('aria-invalid');
  },
});

/** Offline: said, the note kept. */
export const Offline = meta.story({
  args: { defaults: { note: NOTE, showSurname: false }, problem: { kind: 'offline' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Kamu sedang offline. Catatanmu tetap di sini, coba lagi saat online.',
    );
    await expect(noteOf(canvas)).toHaveValue(NOTE);
  },
});

/** The gateway failed: said with why; 'Coba lagi' asks again. */
export const FailedThenRetry = meta.story({
  args: {
    problem: { kind: 'failed', message: 'Terjadi kesalahan pada server, coba beberapa saat lagi.' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Blend belum bisa dibagikan. Terjadi kesalahan pada server, coba beberapa saat lagi.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** Sending: 'Bagikan' is busy, a press sends nothing more. */
export const Sending = meta.story({
  args: { isSending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Bagikan' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});
