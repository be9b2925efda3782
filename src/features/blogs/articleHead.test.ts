import { describe, expect, test } from 'vitest';
import { articlePagePath } from './articleHead';

describe('the page of an article', () => {
  const article = { subject: 'Kopi Tubruk "Asli" <Jawa>', remarks: 'kopi-tubruk' };

  test('is written at the article’s address', () => {
    expect(articlePagePath(article)).toBe('/blogs/detail/kopi-tubruk');
  });

  test.each(['../..', '..', 'a/b', ''])(
    'a slug such as %j fails the build with one line naming the article',
    (remarks) => {
      expect(() => articlePagePath({ ...article, remarks })).toThrow(
        new Error(
          `prerender: article ${JSON.stringify(article.subject)} has slug ${JSON.stringify(remarks)} that leaves its page folder`,
        ),
      );
    },
  );
});
