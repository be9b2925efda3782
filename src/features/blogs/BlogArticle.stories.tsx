import { mobile } from '@kit/dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlogArticle } from './BlogArticle';
import {
  expectHostileBodyNeverRan,
  forgetHostileRuns,
  hostileBlog,
  longBlog,
  malformedBlog,
} from './storyFixtures';

const meta = {
  title: 'Parts/Blogs/BlogArticle',
  component: BlogArticle,
  args: { blog: longBlog },
  parameters: { route: '/blogs/detail/catatan-panjang' },
  beforeEach: forgetHostileRuns,
} satisfies Meta<typeof BlogArticle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LongArticle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: longBlog.subject })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Kembali ke Blogs/ })).toHaveAttribute(
      'href',
      '/blogs',
    );
    await expect(canvas.getByText(/Setiap minggu kami mencicipi/)).toBeVisible();
  },
};

export const HostileHtmlNeverRuns: Story = {
  args: { blog: hostileBlog },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('aman')).toBeVisible();
    await expect(canvas.getByText('Paragraf kedua.')).toBeVisible();
    await expect(canvasElement.querySelector('script, iframe, [onerror], [onclick]')).toBeNull();
    await expect(
      canvas.getByText('tautan jahat').closest('a')?.getAttribute('href') ?? '',
    ).not.toMatch(/javascript:/);
    await expectHostileBodyNeverRan();
  },
};

export const MalformedBodyOnMobile: Story = {
  args: { blog: malformedBlog },
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: malformedBlog.subject }),
    ).toBeVisible();
    await expect(canvas.getByText('Isi artikel ini belum tersedia.')).toBeVisible();
  },
};
