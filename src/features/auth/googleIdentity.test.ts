import { parseMockGoogleToken } from '@mocks/domain/google';
import { describe, expect, test } from 'vitest';
import { mockGoogleToken, readGoogleIdentity } from './googleIdentity';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

function idToken(claims: Record<string, unknown>): string {
  return `${base64Url('{"alg":"RS256","typ":"JWT"}')}.${base64Url(JSON.stringify(claims))}.c2ln`;
}

describe('the offline chooser token', () => {
  test('has the shape the mock gateway accepts, and reads back', () => {
    const identity = { email: 'dewi@example.com', givenName: 'Dewi', familyName: 'Lestari' };
    const token = mockGoogleToken(identity);
    expect(token).toBe(
      'mock-google:kopi-demo.apps.googleusercontent.com:dewi@example.com:Dewi:Lestari',
    );
    expect(readGoogleIdentity(token)).toEqual(identity);
    expect(parseMockGoogleToken(token)).toEqual({
      audience: 'kopi-demo.apps.googleusercontent.com',
      email: 'dewi@example.com',
      givenName: 'Dewi',
      familyName: 'Lestari',
    });
  });

  test('a colon inside a name cannot shift the parts', () => {
    const token = mockGoogleToken({ email: 'a@b.co', givenName: 'Ra:ka', familyName: '' });
    expect(readGoogleIdentity(token)).toEqual({
      email: 'a@b.co',
      givenName: 'Ra ka',
      familyName: '',
    });
    expect(parseMockGoogleToken(token)?.givenName).toBe('Ra ka');
  });

  test('a token without a given name is nobody', () => {
    expect(
      readGoogleIdentity('mock-google:kopi-demo.apps.googleusercontent.com:a@b.co::'),
    ).toBeNull();
  });
});

describe('a Google ID token', () => {
  test('gives the e-mail and names of its payload, UTF-8 included', () => {
    const token = idToken({
      email: 'rené@example.com',
      given_name: 'René',
      family_name: 'Situmorang',
    });
    expect(readGoogleIdentity(token)).toEqual({
      email: 'rené@example.com',
      givenName: 'René',
      familyName: 'Situmorang',
    });
  });

  test('falls back to the full name when there is no given name', () => {
    expect(readGoogleIdentity(idToken({ email: 'a@b.co', name: 'Ayu' }))).toEqual({
      email: 'a@b.co',
      givenName: 'Ayu',
      familyName: '',
    });
  });

  test.each([
    ['not a token', 'abc'],
    ['a payload that is not base64', 'a.%%%.c'],
    ['a payload that is not JSON', `a.${base64Url('hello')}.c`],
    ['a payload without e-mail', idToken({ given_name: 'Ayu' })],
  ])('%s gives null', (_case, token) => {
    expect(readGoogleIdentity(token)).toBeNull();
  });
});
