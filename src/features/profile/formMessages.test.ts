import { BAD_PHONES, describeFormTexts } from '@kit/formMessages';
import { profileFormSchema } from './profileFormSchema';

// Issue 36, item 6: every text the 'My Profile' form can show (tests/kit/formMessages.ts).

const TEXTS = [
  'Birthday is required.',
  'Birthday must be at least 10 digits long.',
  'Nama belakang maksimal 100 karakter.',
  'Nama depan is required.',
  'Nama depan maksimal 100 karakter.',
  'Nomor telepon harus diawali 0 atau +62.',
  'Nomor telepon hanya boleh berisi angka.',
  'Nomor telepon maksimal 15 digit.',
  'Nomor telepon minimal 9 digit.',
  'Tanggal lahir tidak boleh melewati hari ini.',
  'Tanggal lahir tidak valid.',
  'mobileNumber number is required.',
];

const NAMES = ['', '   ', 'a'.repeat(101)];

describeFormTexts("the 'My Profile' form", {
  schema: profileFormSchema,
  valid: {
    firstName: 'Siti',
    lastName: 'Rahayu',
    emailAddress: 'siti@contoh.id',
    mobileNumber: '081234567890',
    birthday: '1990-08-17',
  },
  bad: {
    firstName: NAMES,
    lastName: NAMES,
    mobileNumber: BAD_PHONES,
    birthday: ['', '1990-8-1', '1990-02-31', '2999-01-01'],
  },
  texts: TEXTS,
});
