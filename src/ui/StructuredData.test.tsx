import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { StructuredData } from './StructuredData';

const HOSTILE = [
  '"Kopi" \'Gayo\' </script><script>alert(1)</script>',
  '<!-- <script> a < b && c > d',
  'Kopi ☕️🇮🇩 enak',
  'baris\u2028pisah\u2029lagi',
  'x'.repeat(5000),
];

test('hostile text stays inside its one data block and reads back unchanged', () => {
  for (const text of HOSTILE) {
    const data = { '@type': 'Product', name: text, description: text };
    const html = renderToString(<StructuredData data={data} />);
    const page = new DOMParser().parseFromString(`<body>${html}<p>after</p></body>`, 'text/html');
    const scripts = page.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.type).toBe('application/ld+json');
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(data);
    // Nothing after it became part of it: the element closed where React closed it.
    expect(page.querySelector('p')?.textContent).toBe('after');
    expect(html).not.toMatch(/<(?!\/?script)/u);
  }
});
