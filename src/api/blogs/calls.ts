import { z } from 'zod';
import { api, type CallOptions, callInit } from '../client';
import { parsed } from '../response';
import type { components } from '../schema';

/** `description` is base64-encoded HTML; `remarks` is the article's slug. */
export type Blog = components['schemas']['Blog'];

export const blogSchema = z.object({
  subject: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  remarks: z.string(),
}) satisfies z.ZodType<Blog>;

export function listBlogs(options?: CallOptions) {
  return parsed(api.GET('/api/Blog', callInit(options)), z.array(blogSchema));
}
