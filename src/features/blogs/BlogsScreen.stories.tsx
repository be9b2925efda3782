import { expectEmptyState, mobile } from '@kit/dom';
import { failingOnce, gatewayWith, neverAnswering } from '@kit/gateway';
import { findScreen, screenStory } from '@kit/story';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { Blog } from '@/api/blogs';
import { STORAGE_KEYS } from '@/lib/storage';
import { retryAfterLoadError } from '@/ui/storyLoadError';
import BlogsScreen from './BlogsScreen';
import {
  expectHostileBodyNeverRan,
  forgetHostileRuns,
  hostileBlog,
  longBlog,
  malformedBlog,
} from './storyFixtures';

const blogList = (blogs: Blog[]) => http.get('*/api/Blog', () => HttpResponse.json(blogs));

const meta = preview.meta({
  title: 'Screens/Blogs/BlogsScreen',
  component: BlogsScreen,
  ...screenStory({ route: '/blogs' }),
  beforeEach: forgetHostileRuns,
});

/** The blogs screen once its chunk has loaded through the real route table. */
const blogsScreen = (canvasElement: HTMLElement) =>
  findScreen(canvasElement, 'Kenali produk kami lebih jauh');

async function findArticles(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(0), {
    timeout: 5000,
  });
  return canvas.getAllByRole('article');
}

export const Desktop = meta.story({
  play: async ({ canvasElement }) => {
    await blogsScreen(canvasElement);
    const articles = await findArticles(canvasElement);
    await expect(articles).toHaveLength(7);
    await expect(articles[0]).toHaveAccessibleName('Mengenal Origin Kopi Nusantara');

    // Each card: the subject, a plain-text teaser of at most 200 characters, 'Read more'.
    for (const article of articles) {
      const teaser = article.querySelector('p')?.textContent ?? '';
      await expect(teaser.length).toBeGreaterThan(0);
      await expect(teaser.length).toBeLessThanOrEqual(203);
      await expect(teaser).not.toMatch(/<[a-z]/i);
    }
    const readMore = within(articles[1] as HTMLElement).getByRole('link', { name: 'Read more' });
    await expect(readMore).toHaveAttribute('href', '/blogs/detail/panduan-seduh-v60-untuk-pemula');
    await expect(readMore).toHaveAccessibleDescription('Panduan Seduh V60 untuk Pemula');

    // Images alternate: left of the text, then right of it.
    const sides = articles.slice(0, 2).map((article) => {
      const image = article.querySelector('img')?.getBoundingClientRect();
      const heading = within(article).getByRole('heading').getBoundingClientRect();
      return (image?.left ?? 0) < heading.left ? 'left' : 'right';
    });
    await expect(sides).toEqual(['left', 'right']);
  },
});

export const Mobile = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const articles = await findArticles(canvasElement);
    // Stacked on a phone: every picture sits above its subject, whichever side it had.
    for (const article of articles.slice(0, 2)) {
      const image = article.querySelector('img')?.getBoundingClientRect();
      const heading = within(article).getByRole('heading').getBoundingClientRect();
      await expect(image?.bottom).toBeLessThanOrEqual(heading.top);
    }
  },
});

export const KeepsTheListForTheDetailPage = meta.story({
  play: async ({ canvasElement }) => {
    await findArticles(canvasElement);
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.blogs) ?? '[]') as {
      remarks: string;
    }[];
    await expect(stored).toHaveLength(7);
    await expect(stored[0]?.remarks).toBe('mengenal-origin-kopi-nusantara');
  },
});

export const ReadMoreOpensTheArticle = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const articles = await findArticles(canvasElement);
    const third = within(articles[2] as HTMLElement);
    third.getByRole('link', { name: 'Read more' }).focus();
    await userEvent.keyboard('{Enter}');
    await findScreen(canvasElement, 'Light, Medium, Dark: Memahami Tingkat Sangrai');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Medium roast' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Kembali ke Blogs' }));
    await findScreen(canvasElement, 'Kenali produk kami lebih jauh');
  },
});

export const Loading = meta.story({
  parameters: gatewayWith(neverAnswering('get', '/api/Blog')),
  play: async ({ canvasElement }) => {
    const canvas = await blogsScreen(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Kenali produk kami lebih jauh',
    );
    await expect(canvas.getByText('Memuat artikel…')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
});

export const ErrorThenRetry = meta.story({
  globals: mobile,
  parameters: gatewayWith(failingOnce('get', '/api/Blog', 500, 'Blog tidak dapat dibaca.')),
  play: async ({ canvasElement }) => {
    await retryAfterLoadError(canvasElement, 'Artikel belum bisa dimuat');
    await expect(await findArticles(canvasElement)).toHaveLength(7);
  },
});

export const Empty = meta.story({
  parameters: gatewayWith(blogList([])),
  play: async ({ canvas }) => {
    await expectEmptyState(canvas, 'Belum ada artikel', {
      name: 'Lihat produk',
      href: '/products',
    });
  },
});

export const HostileLongAndMalformedBodies = meta.story({
  parameters: gatewayWith(
    blogList([hostileBlog, longBlog, malformedBlog, { ...longBlog, subject: 'Salinan' }]),
  ),
  play: async ({ canvasElement }) => {
    const articles = await findArticles(canvasElement);
    // The repeated slug shows once: both cards would open the same article.
    await expect(articles).toHaveLength(3);
    const [hostile, long, malformed] = articles;
    // Hostile HTML becomes plain text: nothing runs, no markup shows.
    await expect(hostile?.querySelector('p')).toHaveTextContent(
      'Teks ini aman dibaca. tautan jahat Paragraf kedua.',
    );
    await expect(long?.querySelector('p')?.textContent).toMatch(/^Setiap minggu .{150,}\.\.\.$/);
    // A body that is not base64: the card shows no teaser, still its subject and link.
    await expect(malformed?.querySelector('p')).toBeNull();
    await expect(
      within(malformed as HTMLElement).getByRole('link', { name: 'Read more' }),
    ).toBeVisible();
    await expectHostileBodyNeverRan();
  },
});
