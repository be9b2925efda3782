import { XSS_PAYLOADS } from '@mocks/testing/xssCorpus';
import { describe, expect, test } from 'vitest';
import {
  completeProfileSchema,
  loginSchema,
  phoneNumber,
  registerSchema,
  resetCodeRequestSchema,
  resetPasswordSchema,
} from './schemas';
import { validationTexts as t } from './texts';

/** The message a form shows for a value: the first issue, as react-hook-form reports it. */
function firstMessage(
  schema: {
    safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

const validRegistration = {
  mobileNumber: '081355501234',
  firstName: 'Dewi',
  lastName: 'Lestari',
  emailAddress: 'dewi@example.com',
  password: 'Kopi!2024',
  code: '493027',
};

describe('phone number', () => {
  test.each([
    ['', t.phoneRequired],
    ['0812abc4567', t.phoneDigitsOnly],
    ['0812_3456_789', t.phoneDigitsOnly],
    ['81234567890', t.phoneWrongStart],
    ['08123456', t.phoneTooShort],
    ['0'.repeat(30), t.phoneTooLong],
    ['0812345678901234', t.phoneTooLong],
  ])('%j is refused with %j', (value, message) => {
    expect(firstMessage(phoneNumber, value)).toBe(message);
  });

  test.each(['081234567', '081234567890', '081234567890123'])(
    '%j is accepted (9 to 15 digits)',
    (value) => {
      expect(phoneNumber.parse(value)).toBe(value);
    },
  );

  test.each([
    ['0812 3456 789', '08123456789'],
    ['+6281234567', '081234567'],
    ['62 812-3456-7890', '081234567890'],
  ])('%j is the phone %j, as the shop stores it', (typed, stored) => {
    expect(phoneNumber.parse(typed)).toBe(stored);
  });

  test('says what the rule is: at least 9 digits, not 10', () => {
    expect(t.phoneTooShort).toBe('Nomor telepon minimal 9 digit.');
  });
});

describe('login', () => {
  test('phone and password are required, the password at least 6 characters', () => {
    expect(firstMessage(loginSchema.shape.password, '')).toBe(t.passwordRequired);
    expect(firstMessage(loginSchema.shape.password, 'abc12')).toBe(
      'Password must be at least 6 characters long.',
    );
    // Login checks length only: old passwords without a special character still sign in.
    expect(loginSchema.parse({ phone: '081234567890', password: 'abcdef' })).toEqual({
      phone: '081234567890',
      password: 'abcdef',
    });
  });
});

describe('register', () => {
  test('a complete registration passes, names and e-mail trimmed', () => {
    expect(
      registerSchema.parse({
        ...validRegistration,
        firstName: '  Dewi ',
        emailAddress: ' dewi@example.com ',
      }),
    ).toEqual(validRegistration);
  });

  test('the password needs one of !@#$%^&* and says so', () => {
    expect(firstMessage(registerSchema.shape.password, 'kopi2024')).toBe(
      'Password harus memuat minimal satu karakter khusus (!@#$%^&*).',
    );
    for (const special of '!@#$%^&*') {
      expect(registerSchema.shape.password.safeParse(`kopi24${special}`).success).toBe(true);
    }
  });

  test('short passwords are refused for length first', () => {
    expect(firstMessage(registerSchema.shape.password, 'k!')).toBe(t.passwordTooShort);
  });

  test('first name uses the spec message; blank names count as empty', () => {
    expect(firstMessage(registerSchema.shape.firstName, '   ')).toBe('Nama depan is required.');
    expect(firstMessage(registerSchema.shape.lastName, '')).toBe(t.lastNameRequired);
    expect(firstMessage(registerSchema.shape.firstName, 'x'.repeat(101))).toBe(t.nameTooLong);
  });

  test('the code sent to the phone is required, 6 digits, spaces between groups dropped', () => {
    expect(firstMessage(registerSchema.shape.code, '')).toBe(t.codeRequired);
    expect(firstMessage(registerSchema.shape.code, '49302')).toBe(t.codeLength);
    expect(registerSchema.shape.code.parse('493 027')).toBe('493027');
  });

  test('names are text: markup is accepted as typed, never interpreted here', () => {
    const name = '<script>alert(1)</script>';
    expect(registerSchema.parse({ ...validRegistration, firstName: name }).firstName).toBe(name);
  });

  test('the e-mail is required and must look like one', () => {
    expect(firstMessage(registerSchema.shape.emailAddress, '')).toBe(t.emailRequired);
    expect(firstMessage(registerSchema.shape.emailAddress, 'dewi@')).toBe(t.emailInvalid);
    expect(firstMessage(registerSchema.shape.emailAddress, 'dewi example.com')).toBe(
      t.emailInvalid,
    );
  });
});

describe('complete profile', () => {
  test('needs phone, the code sent to it, names and e-mail', () => {
    const result = completeProfileSchema.safeParse({
      mobileNumber: '',
      code: '',
      firstName: '',
      lastName: '',
      emailAddress: 'dewi@example.com',
    });
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => issue.path[0]));
    expect([...fields]).toEqual(['mobileNumber', 'firstName', 'lastName', 'code']);
  });

  test("sends the phone's code as its 6 digits", () => {
    const result = completeProfileSchema.safeParse({
      mobileNumber: '+62 813 5550 1234',
      code: '493 027',
      firstName: 'Dewi',
      lastName: 'Lestari',
      emailAddress: 'dewi@example.com',
    });
    expect(result.data).toMatchObject({ mobileNumber: '081355501234', code: '493027' });
  });
});

describe("'Lupa password?'", () => {
  const validReset = { code: '493027', password: 'Kopi!2025', repeatPassword: 'Kopi!2025' };
  const resetMessage = (fields: Partial<typeof validReset>) =>
    firstMessage(resetPasswordSchema, { ...validReset, ...fields });

  test("the phone is the shop's phone rule, sent as stored", () => {
    expect(resetCodeRequestSchema.parse({ mobileNumber: '+62 812-3456-7890' })).toEqual({
      mobileNumber: '081234567890',
    });
    expect(firstMessage(resetCodeRequestSchema, { mobileNumber: '0812\u0000345678' })).toBe(
      t.phoneDigitsOnly,
    );
  });

  test.each([
    ['', t.codeRequired],
    ['49302a', t.codeDigitsOnly],
    ['4930\u000727', t.codeDigitsOnly],
    ['49302', t.codeLength],
    ['4'.repeat(300), t.codeLength],
  ])('the code %j is refused with %j', (code, message) => {
    expect(resetMessage({ code })).toBe(message);
  });

  test('the code may be typed in groups', () => {
    expect(resetPasswordSchema.parse({ ...validReset, code: '493 027' }).code).toBe('493027');
  });

  test.each([
    ['', t.passwordRequired],
    ['Kopi!', t.passwordTooShort],
    ['kopi2025', t.passwordSpecialCharacter],
    [`Kopi!${'x'.repeat(124)}`, t.passwordTooLong],
    ['Kopi!\u00002025', t.passwordControlCharacter],
    ['Kopi!\u202E2025', t.passwordControlCharacter],
  ])('the new password %j is refused with %j (the register rules)', (password, message) => {
    expect(resetMessage({ password, repeatPassword: password })).toBe(message);
  });

  test('the repeated password must be there and the same, said whatever the code holds', () => {
    expect(resetMessage({ repeatPassword: '' })).toBe(t.repeatPasswordRequired);
    expect(resetMessage({ repeatPassword: 'Kopi!2026' })).toBe(t.passwordsDiffer);
    expect(
      resetPasswordSchema
        .safeParse({ ...validReset, code: '', repeatPassword: 'Kopi!2026' })
        .error?.issues.map((issue) => issue.message),
    ).toContain(t.passwordsDiffer);
  });

  test('refuses every payload of the XSS corpus in the phone and the code', () => {
    for (const payload of XSS_PAYLOADS) {
      expect(firstMessage(resetCodeRequestSchema, { mobileNumber: payload })).toMatch(
        /^Nomor telepon/,
      );
      expect(resetMessage({ code: payload })).toMatch(/^Kode/);
    }
  });
});
