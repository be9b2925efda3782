import { HttpResponse } from 'msw';
import type { Schemas } from '../domain/types';
import { route } from '../http/route';
import { db } from '../store/collections';

export const blogHandlers = [
  route('get', '/api/Blog', () =>
    HttpResponse.json<Schemas['Blog'][]>(
      db.blogs
        .all()
        .sort((a, b) => a.position - b.position)
        .map(({ subject, description, imageUrl, remarks }) => ({
          subject,
          description,
          imageUrl,
          remarks,
        })),
    ),
  ),
];
