import { describe, expect, test } from 'vitest';
import { apiErrorFromResponse, ERROR_TEXTS, malformedAnswer, networkError } from '@/api/errors';
import { failureReason, loginFailureMessage, passwordResetFailureMessage } from './failureMessages';
import { loginTexts, passwordResetTexts } from './texts';

const invalidGrant = (description: string) =>
  apiErrorFromResponse(400, { error: 'invalid_grant', error_description: description });

describe('loginFailureMessage', () => {
  test("uses the gateway's own description", () => {
    expect(loginFailureMessage(invalidGrant('Password salah.'))).toBe('Password salah.');
    expect(loginFailureMessage(invalidGrant('Akun belum diaktifkan. Buka tautan aktivasi.'))).toBe(
      'Akun belum diaktifkan. Buka tautan aktivasi.',
    );
  });

  test('a refusal without a description is a wrong phone or password', () => {
    expect(loginFailureMessage(invalidGrant(''))).toBe(loginTexts.wrongCredentials);
    expect(loginFailureMessage(apiErrorFromResponse(401, {}))).toBe(loginTexts.wrongCredentials);
  });

  test("too many failed logins say so in Indonesian, with or without the gateway's words", () => {
    expect(loginFailureMessage(apiErrorFromResponse(429, ''))).toBe(ERROR_TEXTS.tooManyRequests);
    expect(
      loginFailureMessage(
        apiErrorFromResponse(429, {
          error: 'too_many_requests',
          error_description: 'Tunggu 3 menit.',
        }),
      ),
    ).toBe('Tunggu 3 menit.');
  });

  test('a server fault never shows its internals', () => {
    const down = apiErrorFromResponse(500, {
      error: 'server_error',
      error_description: 'NullReferenceException at TokenService',
    });
    expect(loginFailureMessage(down)).toBe(loginTexts.serverDown);
    expect(loginFailureMessage(apiErrorFromResponse(503, 'Service Unavailable'))).toBe(
      loginTexts.serverDown,
    );
  });

  test('offline says to check the connection', () => {
    expect(loginFailureMessage(networkError(new TypeError('Failed to fetch')))).toBe(
      ERROR_TEXTS.offline,
    );
  });

  test('anything else gets a general message', () => {
    expect(loginFailureMessage(apiErrorFromResponse(403, {}))).toBe(loginTexts.genericFailure);
  });
});

describe('failureReason', () => {
  test('is the description of a refusal, or nothing', () => {
    expect(
      failureReason(
        apiErrorFromResponse(409, {
          error: 'conflict',
          error_description: 'Email sudah terdaftar.',
        }),
      ),
    ).toBe('Email sudah terdaftar.');
    expect(failureReason(apiErrorFromResponse(409, { error: 'conflict' }))).toBeNull();
  });

  test("an answer the shop cannot read says so, never the parser's English", () => {
    expect(failureReason(malformedAnswer(201, 'items.0.alias: expected string'))).toBe(
      ERROR_TEXTS.malformed,
    );
  });
});

describe('passwordResetFailureMessage', () => {
  const retryAfter = (seconds: string) => new Headers({ 'Retry-After': seconds });

  test("a 429 says when to ask again: the gateway's words, else from Retry-After", () => {
    const worded = apiErrorFromResponse(
      429,
      {
        error: 'too_many_requests',
        error_description: 'Terlalu banyak permintaan. Coba lagi dalam 42 menit.',
      },
      '',
      retryAfter('2520'),
    );
    expect(passwordResetFailureMessage(worded)).toBe(
      'Terlalu banyak permintaan. Coba lagi dalam 42 menit.',
    );
    expect(passwordResetFailureMessage(apiErrorFromResponse(429, '', '', retryAfter('61')))).toBe(
      'Terlalu banyak permintaan. Coba lagi dalam 2 menit.',
    );
    expect(passwordResetFailureMessage(apiErrorFromResponse(429, ''))).toBe(
      ERROR_TEXTS.tooManyRequests,
    );
  });

  test("a wrong, expired or used-up code is the gateway's words; faults are the shop's", () => {
    const refused = apiErrorFromResponse(400, {
      error: 'expired_code',
      error_description: 'Kode sudah kedaluwarsa (berlaku 10 menit). Minta kode baru.',
    });
    expect(passwordResetFailureMessage(refused)).toBe(
      'Kode sudah kedaluwarsa (berlaku 10 menit). Minta kode baru.',
    );
    expect(passwordResetFailureMessage(apiErrorFromResponse(500, {}))).toBe(loginTexts.serverDown);
    expect(passwordResetFailureMessage(apiErrorFromResponse(400, {}))).toBe(
      passwordResetTexts.genericFailure,
    );
  });
});
