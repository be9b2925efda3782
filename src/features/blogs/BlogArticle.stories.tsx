import { expectLinkTo, mobile } from '@kit/dom';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { BlogArticle } from './BlogArticle';
import {
  expectHostileBodyNeverRan,
  forgetHostileRuns,
  hostileBlog,
  longBlog,
  malformedBlog,
} from './storyFixtures';

const meta = preview.meta({
  title: 'Parts/Blogs/BlogArticle',
  component: BlogArticle,
  args: { blog: longBlog },
  parameters: { route: '/blogs/detail/catatan-panjang' },
  beforeEach: forgetHostileRuns,
});

export const LongArticle = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: longBlog.subject })).toBeVisible();
    await expectLinkTo(canvas, /Kembali ke Blogs/, '/blogs');
    await expect(canvas.getByText(/Setiap minggu kami mencicipi/)).toBeVisible();
  },
});

export const HostileHtmlNeverRuns = meta.story({
  args: { blog: hostileBlog },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('aman')).toBeVisible();
    await expect(canvas.getByText('Paragraf kedua.')).toBeVisible();
    // The body's scripts are gone; the one script left is the article's JSON-LD, which runs nothing.
    await expect(
      canvasElement.querySelector(
        'script:not([type="application/ld+json"]), iframe, [onerror], [onclick]',
      ),
    ).toBeNull();
    await expect(canvasElement.querySelectorAll('script')).toHaveLength(1);
    await expect(
      canvas.getByText('tautan jahat').closest('a')?.getAttribute('href') ?? '',
    ).not.toMatch(/javascript:/);
    await expectHostileBodyNeverRan();
  },
});

export const MalformedBodyOnMobile = meta.story({
  args: { blog: malformedBlog },
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: malformedBlog.subject }),
    ).toBeVisible();
    await expect(canvas.getByText('Isi artikel ini belum tersedia.')).toBeVisible();
  },
});
