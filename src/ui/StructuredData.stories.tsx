import { structuredData } from '@kit/dom';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { StructuredData } from './StructuredData';

/** A product as the gateway may name it: its words reach the page's HTML as they are. */
const product = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Kopi Gayo Wine 200 g',
  description: 'Aroma buah & cokelat, diroasting medium <untuk> V60.',
  offers: { '@type': 'Offer', price: 125000, priceCurrency: 'IDR' },
};

/** A name that tries to end the data block and run a script of its own. */
const HOSTILE = '"Gayo" </script><script>alert(1)</script><!-- baris\u2028pisah';

const meta = preview.meta({
  title: 'UI/StructuredData',
  component: StructuredData,
  args: { data: product },
  // What follows the block on the page: it must stay outside it.
  render: (args) => (
    <>
      <StructuredData {...args} />
      <p>Sesudah data</p>
    </>
  ),
});

/** The one data block, as the browser parses the page's HTML (a pre-rendered page's). */
function parsedAsAPage(canvasElement: HTMLElement) {
  const html = new DOMParser().parseFromString(
    `<body>${canvasElement.innerHTML}</body>`,
    'text/html',
  );
  return {
    scripts: [...html.querySelectorAll('script')],
    after: [...html.querySelectorAll('p')].map((p) => p.textContent),
  };
}

/** A data block of type application/ld+json whose text is the data, nothing shown to a person. */
export const AProduct = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const [script, ...others] = canvasElement.querySelectorAll('script');
    await expect(others).toHaveLength(0);
    await expect(script).toHaveAttribute('type', 'application/ld+json');
    await expect(structuredData(canvasElement)).toEqual([product]);
    // Markup characters travel as JSON escapes, never as markup.
    await expect(script?.textContent).not.toMatch(/[<>&]/u);
    await expect(canvas.getByText('Sesudah data')).toBeVisible();
  },
});

/**
 * Text that would close the script (`</script>`, a comment opener, a line separator) stays
 * inside the block: the page's HTML, parsed again, has one script whose data reads back
 * unchanged, and what follows it is still the page's own paragraph.
 */
export const MarkupCannotCloseTheScript = meta.story({
  args: { data: { ...product, name: HOSTILE, description: HOSTILE } },
  play: async ({ canvasElement }) => {
    const data = { ...product, name: HOSTILE, description: HOSTILE };
    await expect(structuredData(canvasElement)).toEqual([data]);
    const page = parsedAsAPage(canvasElement);
    await expect(page.scripts).toHaveLength(1);
    await expect(page.scripts[0]?.type).toBe('application/ld+json');
    await expect(page.scripts[0]?.textContent).not.toContain('</script');
    await expect(JSON.parse(page.scripts[0]?.textContent ?? '')).toEqual(data);
    await expect(page.after).toEqual(['Sesudah data']);
  },
});
