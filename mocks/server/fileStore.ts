import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { KeyValueStore } from '../store/persistence';

/**
 * The HTTP mock server's memory: one JSON file holding every key, so a restart finds the
 * carts, orders and accounts where they were. Writes go to a temporary file that then
 * replaces the old one, so a crash mid-write leaves the last good state, never half a file.
 */
export function fileStore(path: string): KeyValueStore {
  let writing: Promise<void> = Promise.resolve();

  async function read(): Promise<Record<string, unknown>> {
    try {
      const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
      return typeof parsed === 'object' && parsed !== null
        ? (parsed as Record<string, unknown>)
        : {};
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        console.warn(`[mock server] ${path} could not be read; starting from the seed`, error);
      return {};
    }
  }

  // The file is read once, however many calls arrive before it is: every call shares the
  // one object, so writes made at the same moment all land, in the order they were made.
  let loading: Promise<Record<string, unknown>> | null = null;
  const load = () => {
    loading ??= read();
    return loading;
  };

  return {
    async read(key) {
      return (await load())[key];
    },
    async write(key, value) {
      const all = await load();
      all[key] = value;
      const text = JSON.stringify(all);
      // Chained: the last write always lands last, even when the disk is slow.
      writing = writing.then(async () => {
        await mkdir(dirname(path), { recursive: true });
        const temporary = `${path}.${process.pid}.tmp`;
        await writeFile(temporary, text);
        await rename(temporary, path);
      });
      return writing;
    },
  };
}
