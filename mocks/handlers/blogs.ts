import { route } from '../http/route';
import { db, inListOrder } from '../store/collections';

export const blogHandlers = [
  route('get', '/api/Blog', ({ response }) =>
    response(200).json(
      inListOrder(db.blogs.all()).map(({ subject, description, imageUrl, remarks }) => ({
        subject,
        description,
        imageUrl,
        remarks,
      })),
    ),
  ),
];
