import { describe, expect, it } from 'vitest';
import {
  BLOG_MOTIFS,
  blogIllustrationSvg,
  blogs,
  branches,
  branchIllustrationSvg,
  courierBadgeSvg,
  couriers,
  ORIGIN_TINTS,
  origins,
  productIllustrationSvg,
  products,
} from './index';

const HOSTILE_NAME = 'Kopi <Tubruk> & "Gula" \'Aren\'';

function parseSvg(svg: string): Document {
  return new DOMParser().parseFromString(svg, 'image/svg+xml');
}

function expectWellFormed(svg: string): SVGSVGElement {
  const doc = parseSvg(svg);
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const root = doc.documentElement;
  expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
  expect(root.getAttribute('role')).toBe('img');
  return root as unknown as SVGSVGElement;
}

describe('the XML check itself', () => {
  it('notices malformed markup, so the checks below can fail', () => {
    const broken = parseSvg('<svg xmlns="http://www.w3.org/2000/svg"><text>a < b</text></svg>');
    expect(broken.getElementsByTagName('parsererror').length).toBeGreaterThan(0);
  });
});

describe('productIllustrationSvg', () => {
  it.each(['bag', 'drip', 'cup'] as const)(
    'draws a well-formed 4:5 %s for every variant',
    (kind) => {
      for (const variant of [0, 1, 2]) {
        const root = expectWellFormed(
          productIllustrationSvg({ name: 'Arabika Gayo', kind, tint: ORIGIN_TINTS.Gayo, variant }),
        );
        expect(root.getAttribute('viewBox')).toBe('0 0 400 500');
        expect(root.getAttribute('width')).toBe('400');
        expect(root.getAttribute('height')).toBe('500');
      }
    },
  );

  it.each(['bag', 'drip', 'cup'] as const)('escapes <, &, " and \' in a %s label', (kind) => {
    const svg = productIllustrationSvg({ name: HOSTILE_NAME, kind, tint: '#7A4A2A' });
    expect(svg).not.toContain('<Tubruk>');
    expect(svg).not.toContain('"Gula"');
    expect(svg).toContain('&lt;Tubruk&gt;');
    expect(svg).toContain('&amp;');
    expect(svg).toContain('&quot;Gula&quot;');
    const root = expectWellFormed(svg);
    expect(root.getElementsByTagName('title')[0]?.textContent).toBe(HOSTILE_NAME);
    expect(root.getAttribute('aria-label')).toBe(HOSTILE_NAME);
    const label = [...root.getElementsByTagName('tspan')].map((t) => t.textContent).join(' ');
    expect(label).toContain('<Tubruk>');
  });

  it('keeps the viewBox and scales to a requested size', () => {
    const root = expectWellFormed(
      productIllustrationSvg({ name: 'Latte', kind: 'cup', tint: '#D2B48C', width: 200 }),
    );
    expect(root.getAttribute('viewBox')).toBe('0 0 400 500');
    expect([root.getAttribute('width'), root.getAttribute('height')]).toEqual(['200', '250']);
  });

  it('shortens names too long for the label with an ellipsis', () => {
    const long = 'Arabika Gayo Wine Natural Anaerobik Panen Raya Pertama Musim Ini Sangat Terbatas';
    const root = expectWellFormed(
      productIllustrationSvg({ name: long, kind: 'bag', tint: '#117733' }),
    );
    const lines = [...root.getElementsByTagName('tspan')].map((t) => t.textContent ?? '');
    expect(lines.length).toBeLessThanOrEqual(4);
    expect(lines.at(-1)?.endsWith('…')).toBe(true);
  });

  it('draws every catalogue product with its own gradient ids', () => {
    const ids = new Set<string>();
    for (const p of products) {
      const root = expectWellFormed(productIllustrationSvg(p));
      for (const el of root.querySelectorAll('[id]')) {
        expect(ids.has(el.id), el.id).toBe(false);
        ids.add(el.id);
      }
    }
  });

  it('is deterministic', () => {
    const input = { name: 'Es Kopi Pandan', kind: 'cup', tint: '#6E9E4E', variant: 1 } as const;
    expect(productIllustrationSvg(input)).toBe(productIllustrationSvg({ ...input }));
  });
});

describe('origin tints', () => {
  it('give every origin a distinct #rrggbb colour', () => {
    const tints = Object.values(ORIGIN_TINTS);
    expect(new Set(tints.map((t) => t.toLowerCase())).size).toBe(tints.length);
    for (const t of tints) expect(t).toMatch(/^#[0-9A-F]{6}$/);
    expect(Object.keys(ORIGIN_TINTS).sort()).toEqual(origins.map((o) => o.name).sort());
  });
});

describe('scenes', () => {
  it('draws every blog header as a well-formed 16:9 image, escaping the subject', () => {
    for (const motif of BLOG_MOTIFS) {
      expectWellFormed(blogIllustrationSvg({ subject: motif, motif, tint: '#7A4A2A' }));
    }
    for (const b of blogs) {
      const root = expectWellFormed(blogIllustrationSvg(b));
      expect(root.getAttribute('viewBox')).toBe('0 0 800 450');
    }
    const svg = blogIllustrationSvg({ subject: HOSTILE_NAME, motif: 'map', tint: '#117733' });
    expect(svg).not.toContain('<Tubruk>');
    expect(expectWellFormed(svg).getElementsByTagName('title')[0]?.textContent).toBe(HOSTILE_NAME);
  });

  it('draws every branch front as a well-formed 4:3 image with its name on the sign', () => {
    for (const b of branches) {
      const root = expectWellFormed(branchIllustrationSvg(b));
      expect(root.getAttribute('viewBox')).toBe('0 0 800 600');
      expect(root.textContent).toContain(b.name);
    }
    const svg = branchIllustrationSvg({ name: HOSTILE_NAME, city: 'A & B', tint: '#117733' });
    expect(svg).not.toContain('<Tubruk>');
    expect(expectWellFormed(svg).textContent).toContain('A & B'.toUpperCase());
  });

  it('draws a badge for every courier', () => {
    for (const c of couriers) {
      const root = expectWellFormed(courierBadgeSvg(c));
      expect(root.textContent).toContain(c.code.toUpperCase());
    }
  });
});
