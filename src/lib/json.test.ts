import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { z as zm } from 'zod/mini';
import { parseJson, recordSchema, scriptSafeJson, stringifyJson } from './json';

const blendSchema = z.object({ name: z.string(), percentages: z.array(z.number()) });

describe('parseJson', () => {
  it('returns the parsed value when it matches the schema', () => {
    const blend = { name: 'Pagi Cerah', percentages: [50, 25, 25] };
    expect(parseJson(JSON.stringify(blend), blendSchema)).toEqual(blend);
  });

  it('returns the schema output, so defaults and transforms apply', () => {
    const schema = z.object({ count: z.number().default(1) });
    expect(parseJson('{}', schema)).toEqual({ count: 1 });
  });

  it('accepts zod/mini schemas too', () => {
    expect(parseJson('["a"]', zm.array(zm.string()))).toEqual(['a']);
  });

  it.each([null, undefined, '', 'undefined', '{name:"x"}', '{"name":"x"}', '[1,2', 'NaN'])(
    'gives null for %j',
    (text) => {
      expect(parseJson(text, blendSchema)).toBeNull();
    },
  );

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(() => parseJson(text, blendSchema)).not.toThrow();
      }),
    );
  });
});

describe('stringifyJson', () => {
  it('writes JSON text', () => {
    expect(stringifyJson({ a: [1, 'dua'] })).toBe('{"a":[1,"dua"]}');
  });

  it('gives null for values JSON cannot hold', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(stringifyJson(cyclic)).toBeNull();
    expect(stringifyJson(1n)).toBeNull();
    expect(stringifyJson(undefined)).toBeNull();
    expect(stringifyJson(() => 1)).toBeNull();
  });

  it('round-trips every JSON value through parseJson', () => {
    const anyJson = z.json();
    // A "__proto__" key is dropped by the schema on purpose (see the next test).
    const withoutProtoKeys = fc
      .jsonValue()
      .filter((value) => !(stringifyJson(value) ?? '').includes('"__proto__"'));
    fc.assert(
      fc.property(withoutProtoKeys, (value) => {
        const text = stringifyJson(value);
        expect(text).not.toBeNull();
        expect(parseJson(text, anyJson)).toEqual(JSON.parse(text ?? ''));
      }),
    );
  });

  it('never hands back a "__proto__" key, so stored state cannot reach a prototype', () => {
    const parsed = parseJson('{"__proto__":{"isAdmin":true},"a":1}', z.json());
    expect(parsed).toEqual({ a: 1 });
    expect(Object.hasOwn(parsed as object, '__proto__')).toBe(false);
    expect(({} as { isAdmin?: boolean }).isAdmin).toBeUndefined();
  });
});

describe('scriptSafeJson', () => {
  it('escapes what could end a script element or open a comment, and reads back the same', () => {
    const value = { name: '</script><!-- a&b > c \u2028\u2029 ☕', n: 1 };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/u);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('recordSchema', () => {
  const noticeSchema = recordSchema(({ status, message }) =>
    typeof status === 'number' && typeof message === 'string' ? { status, message } : null,
  );

  it('gives what its reader makes of a JSON object', () => {
    expect(parseJson('{"status":401,"message":"Sesi berakhir","x":1}', noticeSchema)).toEqual({
      status: 401,
      message: 'Sesi berakhir',
    });
  });

  it.each(['{"status":"401","message":"Sesi berakhir"}', '{}', '[401]', 'null', '"401"'])(
    'gives null for %j',
    (text) => {
      expect(parseJson(text, noticeSchema)).toBeNull();
    },
  );
});
