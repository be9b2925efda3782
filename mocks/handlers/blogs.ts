import { route } from '../http/route';
import { db } from '../store/collections';

export const blogHandlers = [
  route('get', '/api/Blog', ({ response }) =>
    response(200).json(
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
