import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Blog, blogQueries, readStoredBlogs } from '@/api/blogs';
import { blogSchema } from '@/api/blogs/calls';
import { storeBlogs } from '@/api/blogs/stored';
import { STORAGE_KEYS } from '@/lib/storage';
import articlePage from './article.page';
import { distinctBySlug, findBlogBySlug } from './blogStore';

const v60: Blog = {
  subject: 'Panduan Seduh V60 untuk Pemula',
  description: btoa('<p>V60</p>'),
  imageUrl: '/images/Blogs/panduan-seduh-v60-untuk-pemula.svg',
  remarks: 'panduan-seduh-v60-untuk-pemula',
};
const roast: Blog = {
  ...v60,
  subject: 'Tingkat Sangrai',
  remarks: 'tingkat-sangrai',
  imageUrl: null,
};

afterEach(() => localStorage.clear());

describe('blog store', () => {
  it('reads back the list it stored under the blogs key', () => {
    storeBlogs([v60, roast]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.blogs) ?? 'null')).toEqual([v60, roast]);
    expect(readStoredBlogs()).toEqual([v60, roast]);
  });

  it('has nothing when the list was never stored, is not JSON or has another shape', () => {
    expect(readStoredBlogs()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.blogs, '{broken');
    expect(readStoredBlogs()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.blogs, JSON.stringify([{ subject: 'tanpa slug' }]));
    expect(readStoredBlogs()).toBeNull();
  });

  it('keeps an empty list apart from no list', () => {
    storeBlogs([]);
    expect(readStoredBlogs()).toEqual([]);
  });
});

describe('findBlogBySlug', () => {
  it('finds the article whose remarks are the slug', () => {
    expect(findBlogBySlug([v60, roast], 'tingkat-sangrai')).toBe(roast);
  });

  it('finds nothing for an unknown, blank or missing slug', () => {
    expect(findBlogBySlug([v60, roast], 'tidak-ada')).toBeNull();
    expect(findBlogBySlug([v60, { ...roast, remarks: '' }], '')).toBeNull();
    expect(findBlogBySlug([v60], '  ')).toBeNull();
    expect(findBlogBySlug([v60], undefined)).toBeNull();
  });
});

describe('distinctBySlug', () => {
  it('keeps the first article of a repeated slug, in order', () => {
    const again = { ...v60, subject: 'Salinan V60' };
    expect(distinctBySlug([v60, roast, again])).toEqual([v60, roast]);
  });

  it('accepts and drops what the gateway schema does', () => {
    const stored: unknown[] = [
      [v60, roast],
      [{ ...v60, extra: 1 }],
      [{ ...v60, imageUrl: undefined }],
      [{ ...v60, remarks: 7 }],
      [null],
      { 0: v60 },
      'blogs',
    ];
    for (const value of stored) {
      localStorage.setItem(STORAGE_KEYS.blogs, JSON.stringify(value));
      const expected = z.array(blogSchema).safeParse(value);
      expect(readStoredBlogs()).toEqual(expected.success ? expected.data : null);
    }
  });
});

describe("an article's first reads (its page's declaration)", () => {
  const readsOf = (slug: string, usesStorage: boolean) =>
    articlePage
      .reads({
        params: { slug },
        search: new URLSearchParams(),
        isAuthenticated: false,
        hasProfile: false,
        usesStorage,
      })
      .map((query) => query.key);

  it('are nothing when the stored list has the article: it opens without a call (SPEC §3)', () => {
    storeBlogs([v60]);
    expect(readsOf(v60.remarks, true)).toEqual([]);
  });

  it('are the blog list when nothing is stored or the stored list lacks it', () => {
    expect(readsOf(v60.remarks, true)).toEqual([blogQueries.list.key]);
    storeBlogs([roast]);
    expect(readsOf(v60.remarks, true)).toEqual([blogQueries.list.key]);
  });

  it('are the blog list for the build, whatever the browser stored: its page carries the list', () => {
    storeBlogs([v60]);
    expect(readsOf(v60.remarks, false)).toEqual([blogQueries.list.key]);
  });
});
