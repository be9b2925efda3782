import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  isPhoneNumber,
  normalizePhone,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  phoneProblem,
} from './phone';
import { type PhoneMessages, phoneNumberSchema } from './phoneSchema';

/** Strings made of what people type into a phone field, and then some. */
const typedPhones = fc.oneof(
  fc.stringMatching(/^\+?[0-9 ().-]{0,22}$/u),
  fc.string({ maxLength: 24 }),
  fc
    .tuple(fc.constantFrom('0', '+62', '62', '+62 0', '(0', '0-'), fc.stringMatching(/^\d{0,16}$/u))
    .map(([prefix, digits]) => prefix + digits),
);

describe('normalizePhone', () => {
  test.each([
    ['081298765432', '081298765432'],
    ['+62 812-9876-5432', '081298765432'],
    ['6281298765432', '081298765432'],
    ['+62 0812 9876 5432', '081298765432'],
    ['(0812) 9876.5432', '081298765432'],
    ['0812abc', '0812abc'],
  ])('%j is stored as %j', (raw, stored) => {
    expect(normalizePhone(raw)).toBe(stored);
  });

  test('is idempotent: a stored phone stays as it is', () => {
    fc.assert(
      fc.property(typedPhones, (raw) => {
        const once = normalizePhone(raw);
        expect(normalizePhone(once)).toBe(once);
      }),
    );
  });

  test('reads the national, +62 and 62 spellings of a number as the same phone', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{7,13}$/u), (subscriber) => {
        const national = `0${subscriber}`;
        for (const spelling of [`+62${subscriber}`, `62${subscriber}`, `+62 ${subscriber}`]) {
          expect(normalizePhone(spelling)).toBe(national);
        }
      }),
    );
  });
});

describe('the phone rule', () => {
  test.each([
    ['', 'required'],
    ['   ', 'required'],
    ['0812abc4567', 'notDigits'],
    ['0812+3456789', 'notDigits'],
    ['81234567890', 'wrongStart'],
    ['+1 555 123 4567', 'wrongStart'],
    ['08123456', 'tooShort'],
    ['0812345678901234', 'tooLong'],
  ] as const)('%j is refused: %s', (raw, problem) => {
    expect(phoneProblem(raw)).toBe(problem);
  });

  test.each([
    '081234567',
    '081234567890',
    '081234567890123',
    '0812 3456 789',
    '+62 812-3456-7890',
    '6281234567',
  ])('%j is accepted', (raw) => {
    expect(phoneProblem(raw)).toBeNull();
  });

  test('takes 9 digits at least and 15 at most (SPEC §9)', () => {
    expect(PHONE_MIN_DIGITS).toBe(9);
    expect(isPhoneNumber('0'.padEnd(PHONE_MIN_DIGITS, '8'))).toBe(true);
    expect(isPhoneNumber('0'.padEnd(PHONE_MIN_DIGITS - 1, '8'))).toBe(false);
    expect(isPhoneNumber('0'.padEnd(PHONE_MAX_DIGITS, '8'))).toBe(true);
    expect(isPhoneNumber('0'.padEnd(PHONE_MAX_DIGITS + 1, '8'))).toBe(false);
  });

  test('accepts only what it stores as a leading 0 and 9 to 15 digits', () => {
    fc.assert(
      fc.property(typedPhones, (raw) => {
        if (isPhoneNumber(raw)) expect(normalizePhone(raw)).toMatch(/^0\d{8,14}$/u);
      }),
    );
  });

  test('accepts again what it stored', () => {
    fc.assert(
      fc.property(typedPhones, (raw) => {
        expect(isPhoneNumber(normalizePhone(raw))).toBe(isPhoneNumber(raw));
      }),
    );
  });
});

describe('phoneNumberSchema', () => {
  const messages: PhoneMessages = {
    required: 'wajib',
    notDigits: 'angka',
    wrongStart: 'awalan',
    tooShort: 'pendek',
    tooLong: 'panjang',
  };
  const schema = phoneNumberSchema(messages);

  test('says the feature’s message for the first problem, once', () => {
    for (const [raw, problem] of [
      ['', 'required'],
      ['08ab', 'notDigits'],
      ['812345678', 'wrongStart'],
      ['0812', 'tooShort'],
      ['0'.repeat(16), 'tooLong'],
    ] as const) {
      const result = schema.safeParse(raw);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([messages[problem]]);
    }
  });

  test('gives back the stored form', () => {
    expect(schema.parse('+62 812-3456-789')).toBe('08123456789');
  });
});
