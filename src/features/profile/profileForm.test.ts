import { sitiProfile } from '@kit/profiles';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { isPhoneNumber } from '@/lib/phone';
import {
  profileFormInput,
  profileUpdate,
  saveFailureMessage,
  wireDateToInput,
} from './profileForm';
import { type ProfileFormInput, profileFormSchema } from './profileFormSchema';

const profile = sitiProfile;

const valid: ProfileFormInput = {
  firstName: 'Siti',
  lastName: 'Rahayu',
  emailAddress: 'siti.rahayu@example.com',
  mobileNumber: '081234567890',
  birthday: '1992-08-17',
};

function messagesFor(input: Partial<ProfileFormInput>) {
  const result = profileFormSchema.safeParse({ ...valid, ...input });
  return result.success ? {} : result.error.flatten().fieldErrors;
}

describe('profileFormSchema', () => {
  it('accepts a complete profile and trims the names and phone', () => {
    const parsed = profileFormSchema.parse({
      ...valid,
      firstName: '  Siti ',
      lastName: 'Rahayu  ',
    });
    expect(parsed).toMatchObject({ firstName: 'Siti', lastName: 'Rahayu' });
  });

  it('asks for both names with the message SPEC.md gives for both', () => {
    expect(messagesFor({ firstName: '' }).firstName).toEqual(['Nama depan is required.']);
    expect(messagesFor({ lastName: '   ' }).lastName).toEqual(['Nama depan is required.']);
  });

  it('refuses names longer than the gateway keeps', () => {
    expect(messagesFor({ firstName: 'a'.repeat(101) }).firstName).toEqual([
      'Nama depan maksimal 100 karakter.',
    ]);
    expect(messagesFor({ lastName: 'a'.repeat(100) }).lastName).toBeUndefined();
  });

  it('keeps markup in a name as plain text to be saved, not as a reason to fail', () => {
    expect(messagesFor({ firstName: '<script>alert(1)</script>' })).toEqual({});
  });

  it('asks for a phone number of at least 9 digits, as its message says', () => {
    expect(messagesFor({ mobileNumber: '' }).mobileNumber).toEqual([
      'mobileNumber number is required.',
    ]);
    expect(messagesFor({ mobileNumber: '08123456' }).mobileNumber).toEqual([
      'Nomor telepon minimal 9 digit.',
    ]);
    expect(messagesFor({ mobileNumber: '081234567' }).mobileNumber).toBeUndefined();
  });

  it('lets a customer whose phone has 9 digits save: the read-only phone never holds Save back', () => {
    const nineDigits = { ...profile, mobileNumber: '081234567' };
    expect(profileFormSchema.safeParse(profileFormInput(nineDigits)).success).toBe(true);
  });

  it("takes exactly the phones the shop's one rule takes (register, addresses, gateway)", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(0|\+62|62)?[ \d-]{0,17}$/u), (phone) => {
        const refused = messagesFor({ mobileNumber: phone }).mobileNumber !== undefined;
        expect(refused).toBe(!isPhoneNumber(phone));
      }),
    );
  });

  it('asks for a real birthday that is not in the future', () => {
    expect(messagesFor({ birthday: '' }).birthday).toEqual(['Birthday is required.']);
    expect(messagesFor({ birthday: '1992-8-1' }).birthday).toEqual([
      'Birthday must be at least 10 digits long.',
    ]);
    expect(messagesFor({ birthday: '1992-02-30' }).birthday).toEqual([
      'Tanggal lahir tidak valid.',
    ]);
    expect(messagesFor({ birthday: '2999-01-01' }).birthday).toEqual([
      'Tanggal lahir tidak boleh melewati hari ini.',
    ]);
  });

  it('accepts today as a birthday', () => {
    const today = new Date();
    const iso = [
      today.getFullYear(),
      String(today.getMonth() + 1).padStart(2, '0'),
      String(today.getDate()).padStart(2, '0'),
    ].join('-');
    expect(messagesFor({ birthday: iso }).birthday).toBeUndefined();
  });
});

describe('wireDateToInput', () => {
  it('turns the gateway date into the date input format', () => {
    expect(wireDateToInput('19920817')).toBe('1992-08-17');
    expect(wireDateToInput('20000101')).toBe('2000-01-01');
  });

  it('leaves the field empty for a missing or impossible date', () => {
    expect(wireDateToInput(null)).toBe('');
    expect(wireDateToInput('')).toBe('');
    expect(wireDateToInput('20230231')).toBe('');
    expect(wireDateToInput('17-08-1992')).toBe('');
  });
});

describe('profileFormInput and profileUpdate', () => {
  it('fills the form from the loaded profile', () => {
    expect(profileFormInput(profile)).toEqual(valid);
  });

  it('sends the loaded profile with the edited names and the birthday as yyyyMMdd', () => {
    const values = profileFormSchema.parse({
      ...valid,
      firstName: ' Sari ',
      lastName: 'Wulandari',
      birthday: '1993-01-05',
    });
    const { addresses: _addresses, ...unchanged } = profile;
    expect(profileUpdate(profile, values)).toEqual({
      ...unchanged,
      firstName: 'Sari',
      lastName: 'Wulandari',
      birthday: '19930105',
    });
  });

  it('never changes email or phone, whatever the form holds', () => {
    const values = profileFormSchema.parse({
      ...valid,
      emailAddress: 'lain@example.com',
      mobileNumber: '089999999999',
    });
    expect(profileUpdate(profile, values)).toMatchObject({
      emailAddress: 'siti.rahayu@example.com',
      mobileNumber: '081234567890',
    });
  });
});

describe('saveFailureMessage', () => {
  const failure = (status: number, description = '') =>
    new ApiError({ status, error: 'x', description, userMessage: 'x' });

  it("passes on the gateway's reason for a refused request", () => {
    expect(saveFailureMessage(failure(400, 'Nama depan maksimal 100 karakter.'))).toBe(
      'Profil kamu belum tersimpan. Nama depan maksimal 100 karakter.',
    );
  });

  it('tells an offline customer to check the connection', () => {
    expect(saveFailureMessage(failure(0))).toBe(
      'Profil kamu belum tersimpan. Periksa koneksi internetmu lalu coba lagi.',
    );
  });

  it('asks to try again later when the server failed or gave no reason', () => {
    const later =
      'Profil kamu belum tersimpan. Terjadi kesalahan pada server, coba beberapa saat lagi.';
    expect(saveFailureMessage(failure(500, 'boom'))).toBe(later);
    expect(saveFailureMessage(failure(400))).toBe(later);
    expect(saveFailureMessage(failure(503, 'maintenance'))).toBe(later);
  });
});
