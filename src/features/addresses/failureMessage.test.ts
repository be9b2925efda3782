import { describe, expect, test } from 'vitest';
import { apiErrorFromResponse, FAILURE_REASONS, networkError } from '@/api/errors';
import { failureMessage, isMissingAddress } from './failureMessage';
import { failureTexts } from './texts';

const prefix = 'Alamat belum tersimpan.';

describe('failureMessage', () => {
  test("a refusal shows the gateway's own description", () => {
    const refused = apiErrorFromResponse(400, {
      error: 'invalid_request',
      error_description: 'Kota Bandung tidak ada di provinsi DKI Jakarta.',
    });
    expect(failureMessage(prefix, refused)).toBe(
      'Alamat belum tersimpan. Kota Bandung tidak ada di provinsi DKI Jakarta.',
    );
  });

  test('a server fault never shows its internals', () => {
    const down = apiErrorFromResponse(500, {
      error: 'server_error',
      error_description: 'NullReferenceException in AddressService',
    });
    expect(failureMessage(prefix, down)).toBe(`${prefix} ${FAILURE_REASONS.server}`);
    expect(failureMessage(prefix, apiErrorFromResponse(502, 'Bad Gateway'))).toBe(
      `${prefix} ${FAILURE_REASONS.server}`,
    );
  });

  test('a lost connection asks to check it', () => {
    expect(failureMessage(prefix, networkError(new TypeError('Failed to fetch')))).toBe(
      `${prefix} ${FAILURE_REASONS.offline}`,
    );
  });

  test('an address that is gone, or not the shopper’s, says so', () => {
    const gone = apiErrorFromResponse(404, { error: 'not_found', error_description: 'x' });
    const foreign = apiErrorFromResponse(403, { error: 'forbidden', error_description: 'y' });
    expect(failureMessage(prefix, gone)).toBe(`${prefix} ${failureTexts.gone}`);
    expect(isMissingAddress(gone)).toBe(true);
    expect(isMissingAddress(foreign)).toBe(true);
    expect(isMissingAddress(apiErrorFromResponse(400, {}))).toBe(false);
  });

  test('a refusal without a description asks to try again', () => {
    expect(failureMessage(prefix, apiErrorFromResponse(400, {}))).toBe(
      `${prefix} ${FAILURE_REASONS.generic}`,
    );
  });
});
