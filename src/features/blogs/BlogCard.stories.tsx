import { mobile } from '@kit/dom';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { BlogCard } from './BlogCard';
import { encodeBody, longBlog } from './storyFixtures';

const meta = preview.meta({
  title: 'Parts/Blogs/BlogCard',
  component: BlogCard,
  args: {
    blog: {
      subject: 'Panduan seduh V60 untuk pemula',
      description: encodeBody('<p>Giling <strong>15 gram</strong> kopi, seduh perlahan.</p>'),
      imageUrl: '/images/Blogs/panduan-seduh-v60-untuk-pemula.svg',
      remarks: 'panduan-seduh-v60-untuk-pemula',
    },
    imageSide: 'left' as const,
  },
});

/** Named by its subject; 'Read more' says which article it opens. */
export const PictureOnTheLeft = meta.story({
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Panduan seduh V60 untuk pemula' });
    // The body's markup is read as text for the excerpt.
    await expect(card).toHaveTextContent('Giling 15 gram kopi, seduh perlahan.');
    await expect(card.querySelector('strong')).toBeNull();
    const more = canvas.getByRole('link', { name: 'Read more' });
    await expect(more).toHaveAttribute('href', '/blogs/detail/panduan-seduh-v60-untuk-pemula');
    await expect(more).toHaveAccessibleDescription('Panduan seduh V60 untuk pemula');
    const picture = card.querySelector('img') as HTMLElement;
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(picture.getBoundingClientRect().right).toBeLessThanOrEqual(
      heading.getBoundingClientRect().left,
    );
  },
});

export const PictureOnTheRight = meta.story({
  args: { imageSide: 'right' },
  play: async ({ canvas, canvasElement }) => {
    const picture = canvasElement.querySelector('img') as HTMLElement;
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(picture.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      heading.getBoundingClientRect().right,
    );
  },
});

/** SPEC: the first 200 characters, then '...'; the page stays within a phone's width. */
export const LongArticleOnMobile = meta.story({
  globals: mobile,
  args: { blog: longBlog },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: longBlog.subject });
    const excerpt = card.querySelector('p') as HTMLElement;
    await expect(excerpt.textContent?.endsWith('...')).toBe(true);
    await expect(excerpt.textContent?.length).toBeLessThanOrEqual(203);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
});
