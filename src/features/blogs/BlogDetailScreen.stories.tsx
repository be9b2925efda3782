import { expectLinkTo, expectNotice, findLoadError, mobile, structuredData } from '@kit/dom';
import { failing, gatewayWith, neverAnswering, offlineOnce } from '@kit/gateway';
import { expectLocation, findScreen, screenStory } from '@kit/story';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { Blog } from '@/api/blogs';
import { STORAGE_KEYS } from '@/lib/storage';
import BlogDetailScreen from './BlogDetailScreen';
import {
  encodeBody,
  expectHostileBodyNeverRan,
  forgetHostileRuns,
  hostileBlog,
  malformedBlog,
} from './storyFixtures';

const storedOnly: Blog = {
  subject: 'Kopi Tubruk ala Rumah',
  description: encodeBody(
    '<p>Tubruk adalah cara seduh paling sederhana.</p><h2>Takaran</h2><ul><li>10 g kopi giling halus</li><li>150 ml air mendidih</li></ul>',
  ),
  imageUrl: null,
  remarks: 'kopi-tubruk-ala-rumah',
};

function storeList(blogs: readonly Blog[]) {
  localStorage.setItem(STORAGE_KEYS.blogs, JSON.stringify(blogs));
}

/** Any call to the blog list fails: proves an article came from the stored list. */
const listUnreachable = failing('get', '/api/Blog', 500, 'Blog tidak dapat dibaca.');

const meta = preview.meta({
  title: 'Screens/Blogs/BlogDetailScreen',
  component: BlogDetailScreen,
  ...screenStory({ route: '/blogs/detail/panduan-seduh-v60-untuk-pemula' }),
  beforeEach: forgetHostileRuns,
});

export const FromTheStoredList = meta.story({
  parameters: {
    route: '/blogs/detail/kopi-tubruk-ala-rumah',
    ...gatewayWith(listUnreachable),
  },
  beforeEach: () => storeList([storedOnly]),
  play: async ({ canvas, canvasElement }) => {
    // Shown from local storage: no call needed (the list call would fail).
    await findScreen(canvasElement, 'Kopi Tubruk ala Rumah');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Takaran' })).toBeVisible();
    await expect(canvas.getByText('150 ml air mendidih')).toBeVisible();
    await expectLinkTo(canvas, 'Kembali ke Blogs', '/blogs');
    // The browser's title names the article, as its pre-rendered head does.
    await waitFor(() => expect(document.title).toBe('Kopi Tubruk ala Rumah · Kopi Nusantara'));
  },
});

export const DirectVisitFetchesTheList = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await findScreen(canvasElement, 'Panduan Seduh V60 untuk Pemula', 5000);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Langkah seduh' })).toBeVisible();
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('src', '/images/Blogs/panduan-seduh-v60-untuk-pemula.svg');
    await expect(image).toHaveAttribute('width', '800');
    // What search engines read: the article, by the shop, at its own address.
    await expect(structuredData(canvasElement)).toEqual([
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: 'Panduan Seduh V60 untuk Pemula',
        url: expect.stringMatching(/\/blogs\/detail\/panduan-seduh-v60-untuk-pemula$/u),
        image: [expect.stringMatching(/\/images\/Blogs\/panduan-seduh-v60-untuk-pemula\.svg$/u)],
        publisher: expect.objectContaining({ name: 'Kopi Nusantara' }),
      }),
    ]);
    // The fetched list is stored, so the next article opens without a call.
    await expect(localStorage.getItem(STORAGE_KEYS.blogs)).toContain('memahami-tingkat-sangrai');
  },
});

export const DirectVisitMobile = meta.story({
  globals: mobile,
  play: async ({ canvas }) => {
    const title = await canvas.findByRole(
      'heading',
      { level: 1, name: 'Panduan Seduh V60 untuk Pemula' },
      { timeout: 5000 },
    );
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
});

export const UnknownSlugGoesBackToTheList = meta.story({
  parameters: { route: '/blogs/detail/artikel-yang-tidak-ada' },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement, 'Kenali produk kami lebih jauh', 5000);
    await expectLocation('/blogs');
  },
});

export const StoredListWithoutTheSlugAsksTheGateway = meta.story({
  parameters: { route: '/blogs/detail/memahami-tingkat-sangrai' },
  // Stored before this article was published: the gateway has it.
  beforeEach: () => storeList([storedOnly]),
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement, 'Light, Medium, Dark: Memahami Tingkat Sangrai', 5000);
  },
});

export const HostileBodyNeverRuns = meta.story({
  parameters: {
    route: `/blogs/detail/${hostileBlog.remarks}`,
    ...gatewayWith(listUnreachable),
  },
  beforeEach: () => storeList([hostileBlog]),
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article', { name: hostileBlog.subject });
    // The formatting survives; scripts, handlers, frames, styles and javascript: links do not.
    await expect(within(article).getByText('aman')).toHaveProperty('tagName', 'STRONG');
    await expect(article.querySelector('script, iframe, [onerror], [onclick], [style]')).toBeNull();
    await expect(within(article).getByText('tautan jahat')).not.toHaveAttribute('href');
    await expectHostileBodyNeverRan();
  },
});

export const MalformedBody = meta.story({
  globals: mobile,
  parameters: {
    route: `/blogs/detail/${malformedBlog.remarks}`,
    ...gatewayWith(listUnreachable),
  },
  beforeEach: () => storeList([malformedBlog]),
  play: async ({ canvas, canvasElement }) => {
    await findScreen(canvasElement, malformedBlog.subject);
    await expect(canvas.getByText('Isi artikel ini belum tersedia.')).toBeVisible();
    // Its image is missing too: a drawn placeholder keeps the frame, no broken image.
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
  },
});

export const Loading = meta.story({
  parameters: gatewayWith(neverAnswering('get', '/api/Blog')),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Memuat artikel…')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(structuredData(canvasElement)).toEqual([]);
  },
});

export const ErrorThenRetry = meta.story({
  parameters: gatewayWith(offlineOnce('get', '/api/Blog')),
  play: async ({ canvasElement }) => {
    const { alert, retry } = await findLoadError(canvasElement);
    await expectNotice(alert, 'Artikel belum bisa dimuat');
    await expect(structuredData(canvasElement)).toEqual([]);
    await userEvent.click(retry);
    await findScreen(canvasElement, 'Panduan Seduh V60 untuk Pemula');
  },
});
