import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  ApiError,
  apiErrorFromResponse,
  createGlobalErrorBus,
  ERROR_TEXTS,
  FAILURE_REASONS,
  failureReason,
  GLOBAL_ERROR_SUPPRESSION_MS,
  malformedAnswer,
  networkError,
  toApiError,
} from './errors';

describe('shopper texts of SPEC §8', () => {
  test.each([
    [401, 'Unauthorized access. Please log in.'],
    [403, 'Forbidden. You do not have access.'],
    [500, 'Ooops,  Something went wrong. Please try again later.'],
  ])('%i says %j whatever the server wrote', (status, text) => {
    const error = apiErrorFromResponse(status, { error: 'x', error_description: 'y' });
    expect(error.userMessage).toBe(text);
  });

  test('400 shows the server error followed by its description', () => {
    const error = apiErrorFromResponse(400, {
      error: 'invalid_grant',
      error_description: 'Nomor telepon atau password salah.',
    });
    expect(error).toMatchObject({
      status: 400,
      error: 'invalid_grant',
      description: 'Nomor telepon atau password salah.',
      userMessage: 'invalid_grant Nomor telepon atau password salah.',
    });
  });

  test('other statuses show "Error {status}: {message}"', () => {
    const error = apiErrorFromResponse(404, {
      error: 'not_found',
      error_description: 'Product BN-XXX was not found.',
    });
    expect(error.userMessage).toBe('Error 404: Product BN-XXX was not found.');
  });

  test("429 says in Indonesian to wait: the gateway's words, else the shop's", () => {
    const slowed = apiErrorFromResponse(429, {
      error: 'too_many_requests',
      error_description: 'Terlalu banyak percobaan login yang gagal. Coba lagi dalam 15 menit.',
    });
    expect(slowed.userMessage).toBe(
      'Terlalu banyak percobaan login yang gagal. Coba lagi dalam 15 menit.',
    );
    expect(apiErrorFromResponse(429, 'Too Many Requests', 'Too Many Requests').userMessage).toBe(
      ERROR_TEXTS.tooManyRequests,
    );
  });

  test("429 carries the gateway's Retry-After in seconds, when it is a number", () => {
    const body = { error: 'too_many_requests', error_description: 'Coba lagi dalam 57 menit.' };
    const answer = (value: string) => new Headers({ 'Retry-After': value });
    expect(apiErrorFromResponse(429, body, '', answer('3420')).retryAfterSeconds).toBe(3420);
    for (const unreadable of ['', 'soon', 'Wed, 21 Oct 2026 07:28:00 GMT', '-5']) {
      expect(apiErrorFromResponse(429, body, '', answer(unreadable)).retryAfterSeconds).toBeNull();
    }
    expect(apiErrorFromResponse(429, body).retryAfterSeconds).toBeNull();
    expect(apiErrorFromResponse(503, body, '', answer('30')).retryAfterSeconds).toBeNull();
  });

  test('a body that is not the error shape falls back to the status text', () => {
    const error = apiErrorFromResponse(502, '<html>Bad Gateway</html>', 'Bad Gateway');
    expect(error).toMatchObject({
      error: '',
      description: '',
      userMessage: 'Error 502: Bad Gateway',
    });
  });

  test('an unexpected throw becomes an ApiError that keeps its cause', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bug = new TypeError('x is undefined');
    const error = toApiError(bug);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.cause).toBe(bug);
    expect(error.userMessage).toBe(ERROR_TEXTS.serverError);
    expect(spy).toHaveBeenCalledWith(bug);
    spy.mockRestore();
  });
});

describe('failureReason: why a call failed, for screens that word their own failures', () => {
  test("offline and server faults get the shop's own sentence, not SPEC §8's English", () => {
    expect(failureReason(networkError(new TypeError('Failed to fetch')))).toBe(
      'Periksa koneksi internetmu lalu coba lagi.',
    );
    for (const status of [500, 502, 503]) {
      expect(failureReason(apiErrorFromResponse(status, { error_description: 'db down' }))).toBe(
        'Terjadi kesalahan pada server, coba beberapa saat lagi.',
      );
    }
  });

  test("a 4xx says the gateway's description, which is written for shoppers", () => {
    const refused = apiErrorFromResponse(400, {
      error: 'invalid_address',
      error_description: ' Alamat pengiriman tidak ada di daftar alamat kamu. ',
    });
    expect(failureReason(refused)).toBe('Alamat pengiriman tidak ada di daftar alamat kamu.');
  });

  test('an answer the shop cannot read says so, not just "try again"', () => {
    expect(failureReason(malformedAnswer(200))).toBe(ERROR_TEXTS.malformed);
  });

  test('a 4xx without a description falls back to the generic sentence', () => {
    expect(failureReason(apiErrorFromResponse(409, { error: 'conflict' }))).toBe(
      FAILURE_REASONS.generic,
    );
  });
});

describe('global error bus', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const forbidden = apiErrorFromResponse(403, {});
  const broken = apiErrorFromResponse(500, {});

  test('shows one error with the title "Error!" and tells subscribers', () => {
    const bus = createGlobalErrorBus();
    const listener = vi.fn();
    bus.subscribe(listener);
    expect(bus.publish(forbidden)).toBe(true);
    expect(bus.current()).toEqual({
      title: 'Error!',
      message: 'Forbidden. You do not have access.',
      status: 403,
    });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test('drops errors while one is showing: one dialog at a time', () => {
    const bus = createGlobalErrorBus();
    bus.publish(forbidden);
    vi.advanceTimersByTime(GLOBAL_ERROR_SUPPRESSION_MS * 3);
    expect(bus.publish(broken)).toBe(false);
    expect(bus.current()?.status).toBe(403);
  });

  test('drops errors for 5 s after one was shown, even once it is dismissed', () => {
    const bus = createGlobalErrorBus();
    bus.publish(forbidden);
    bus.dismiss();
    expect(bus.current()).toBeNull();

    vi.advanceTimersByTime(GLOBAL_ERROR_SUPPRESSION_MS - 1);
    expect(bus.publish(broken)).toBe(false);
    expect(bus.current()).toBeNull();

    vi.advanceTimersByTime(1);
    expect(bus.publish(broken)).toBe(true);
    expect(bus.current()?.message).toBe(ERROR_TEXTS.serverError);
  });

  test('an error published before anyone listens is still there for the first subscriber', () => {
    const bus = createGlobalErrorBus();
    bus.publish(forbidden);
    const listener = vi.fn();
    bus.subscribe(listener);
    expect(bus.current()?.status).toBe(403);
  });

  test('dismiss notifies, and an unsubscribed listener hears nothing more', () => {
    const bus = createGlobalErrorBus();
    const listener = vi.fn();
    const unsubscribe = bus.subscribe(listener);
    bus.publish(forbidden);
    bus.dismiss();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    vi.advanceTimersByTime(GLOBAL_ERROR_SUPPRESSION_MS);
    bus.publish(broken);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
