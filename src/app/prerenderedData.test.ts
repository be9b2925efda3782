import { describe, expect, test } from 'vitest';
import { prerenderedData, prerenderedDataScript } from './prerenderedData';

function pageWith(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
}

describe('the gateway data a pre-rendered page carries', () => {
  test('comes back as it was written, keys and values', () => {
    const data = { 'catalogue:products': [{ code: 'BN-GAYO-250', name: 'Gayo', price: 95000 }] };
    expect(prerenderedData(pageWith(prerenderedDataScript(data)))).toEqual(data);
  });

  test('text from the gateway can neither close the element nor run', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028';
    const page = pageWith(prerenderedDataScript({ blogs: [{ subject: hostile }] }));
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(page.querySelector('script')?.type).toBe('application/json');
    expect(prerenderedData(page)).toEqual({ blogs: [{ subject: hostile }] });
  });

  test('a page rendered without data writes nothing, and reads as none', () => {
    expect(prerenderedDataScript({})).toBe('');
    expect(prerenderedData(pageWith('<div id="root"></div>'))).toEqual({});
  });

  test('a damaged element reads as none: the screens load their data themselves', () => {
    const page = pageWith('<script type="application/json" id="prerendered-data">{"cut</script>');
    expect(prerenderedData(page)).toEqual({});
  });
});
