import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { FILE_ROUTE_PREFIX, assertValidKey, contentTypeOf, type Storage } from './storage';

/**
 * Files on local disk under `root` (DATA_DIR/files by default), served by GET /v1/asset/file/*.
 * Writes go to a temporary name and are renamed into place, so a reader never sees half a file.
 */
export function createDiskStorage(root: string): Storage {
  const resolve = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'disk',
    async put(key, data) {
      const file = resolve(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.promises.writeFile(tmp, data);
      await fs.promises.rename(tmp, file);
    },
    async get(key) {
      const file = resolve(key);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return { body: fs.createReadStream(file), contentType: contentTypeOf(key), size: stat.size };
    },
    async delete(keys) {
      const dirs = new Set<string>();
      await Promise.all(
        keys.map(async (key) => {
          const file = resolve(key);
          await fs.promises.rm(file, { force: true });
          dirs.add(path.dirname(file));
        }),
      );
      // Remove the version folders left empty (rmdir refuses non-empty ones), and their parents.
      for (const dir of dirs) {
        for (let d = dir; d.startsWith(root + path.sep); d = path.dirname(d)) {
          if (
            !(await fs.promises.rmdir(d).then(
              () => true,
              () => false,
            ))
          )
            break;
        }
      }
    },
    url: (key) => FILE_ROUTE_PREFIX + key,
  };
}
