import { TEBET } from '@kit/demo';
import { BAD_PHONES, describeFormTexts } from '@kit/formMessages';
import { addressFormSchema } from './addressForm';

// Issue 36, item 6: every text the address form can show (tests/kit/formMessages.ts).

const TEXTS = [
  'Alamat lengkap maksimal 500 karakter.',
  'Alamat lengkap tidak boleh kosong!',
  'Kecamatan harus dipilih!',
  'Kode POS harus terdiri dari 5 angka.',
  'Kode POS tidak boleh kosong!',
  'Kota/Kabupaten harus dipilih!',
  'Label alamat maksimal 50 karakter.',
  'Label alamat tidak boleh kosong!',
  'Nama penerima maksimal 100 karakter.',
  'Nama penerima tidak boleh kosong!',
  'No. Telp harus diawali 0 atau +62 dan terdiri dari 9–15 angka.',
  'No. Telp penerima tidak boleh kosong!',
  'Patokan maksimal 200 karakter.',
  'Patokan tidak boleh kosong!',
  'Provinsi harus dipilih!',
];

describeFormTexts('the address form', {
  schema: addressFormSchema,
  valid: {
    name: 'Rumah',
    pic: 'Budi Santoso',
    mobileNumber: '0812 9876 5432',
    line1: 'Depan Indomaret',
    line2: 'Jl. Kemang Raya No. 5',
    ...TEBET,
    isDefault: true,
  },
  bad: {
    name: ['', '  ', 'a'.repeat(51)],
    pic: ['', 'a'.repeat(101)],
    mobileNumber: BAD_PHONES,
    line1: ['', 'a'.repeat(201)],
    line2: ['', 'a'.repeat(501)],
    provinceId: [''],
    cityId: [''],
    subDistrictId: [''],
    postalCode: ['', '1234', '12a45', '123456'],
  },
  texts: TEXTS,
});
