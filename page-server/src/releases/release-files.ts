// A remote's releases, from the API by content hash (@blueprint/contract/api/releases): a page server keeps nothing a
// deploy must put there first. A release's index (every file: path → sha256, size) is asked of the API the first time
// the release is, and kept, in memory and on disk: a release never changes. Each file is asked for by its sha256 the
// first time it is needed and kept on disk under that hash, written whole (a temporary name, its hash checked, then
// renamed), one download for any number of requests waiting for it. A release is served from a folder of its own made
// of those files (hard links, or copies where links cannot be made), so the static-file code serves it as it serves a
// build, and a server bundle runs from it with the files beside it.
//
// The cache folder:
//   blobs/<sha256>                          every file asked for, once whatever release holds it
//   indexes/<remote>/<release>.json         each release's index, as the API gave it
//   releases/<remote>/<release>/<path>      each release's files that were asked for
//   tmp/                                    what is being written
import { createHash, randomUUID } from 'node:crypto';
import { copyFile, link, mkdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BASE_RELEASE, RELEASE_ID_PATTERN } from '@blueprint/contract/releases';
import { ApiUnavailable, type ApiClient } from './api';
import { releaseFileList, releaseFilePath, releaseFilesPath, type StoredFile } from '@blueprint/contract/api/releases';

/** How long the API may take over a release's index, and over one file. */
const INDEX_TIMEOUT_MS = 10_000;
const FILE_TIMEOUT_MS = 30_000;
/**
 * The modification time every file of the cache is given: a file is known by its content, and the validators
 * the static files send (ETag, Last-Modified: size and this time) are then the same on every replica.
 */
const CONTENT_TIME = new Date('2026-01-01T00:00:00.000Z');

export interface ReleaseIndex {
  release: string;
  /** By path inside the release. */
  files: ReadonlyMap<string, StoredFile>;
}

export interface ReleaseFileSource {
  /** The remote whose releases these are. */
  readonly remote: string;
  /** A release's index; null when the API does not have the release (or the id is none). Throws ApiUnavailable. */
  index(release: string): Promise<ReleaseIndex | null>;
  /** Whether this server has the release's index (read already): what it says of a release without asking. */
  known(release: string): boolean;
  /** The folder a release's files are put in as they are asked for. */
  folder(release: string): string;
  /** A file of a release put in its folder: its path there; null when the release does not hold it. Throws ApiUnavailable. */
  file(release: string, file: string): Promise<string | null>;
  /** Every file of a release under a folder of it (`.server/`) put in its folder: the release's folder, or null. */
  materialise(release: string, under: string): Promise<string | null>;
  /** A file's bytes; null when the release does not hold it. Throws ApiUnavailable. */
  read(release: string, file: string): Promise<Buffer | null>;
}

export interface ReleaseFileSourceOptions {
  remote: string;
  api: ApiClient;
  /** Where the files are kept (RELEASES_CACHE_DIR). */
  cacheDir: string;
  logger?: Pick<Console, 'warn'>;
}

/** A path inside a release that names a file under its folder: `/`-separated, relative, no `.`/`..` or empty segment. */
export function isReleasePath(file: string): boolean {
  return (
    !file.includes('\\') &&
    !file.includes('\0') &&
    file.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
  );
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function createReleaseFileSource({
  remote,
  api,
  cacheDir,
  logger = console,
}: ReleaseFileSourceOptions): ReleaseFileSource {
  const root = path.resolve(cacheDir);
  const blobs = path.join(root, 'blobs');
  const indexes = path.join(root, 'indexes', remote);
  const releases = path.join(root, 'releases', remote);
  const tmp = path.join(root, 'tmp');
  const known = new Map<string, ReleaseIndex>();
  const loading = new Map<string, Promise<ReleaseIndex | null>>();
  const downloads = new Map<string, Promise<string>>();

  const isRelease = (release: string) => release !== BASE_RELEASE && RELEASE_ID_PATTERN.test(release);

  /** Writes a file whole: to a temporary name, then renamed over the path. */
  async function writeWhole(file: string, bytes: Buffer | string) {
    await mkdir(tmp, { recursive: true });
    const temporary = path.join(tmp, randomUUID());
    try {
      await writeFile(temporary, bytes);
      await utimes(temporary, CONTENT_TIME, CONTENT_TIME);
      await mkdir(path.dirname(file), { recursive: true });
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  function indexOf(release: string, text: string): ReleaseIndex {
    const parsed = releaseFileList.parse(JSON.parse(text));
    if (parsed.remote !== remote || parsed.release !== release) {
      throw new Error(`the index is of ${parsed.remote} ${parsed.release}`);
    }
    const files = new Map<string, StoredFile>();
    for (const entry of parsed.files) {
      if (isReleasePath(entry.path)) files.set(entry.path, entry);
      else logger.warn(`[page-server] ${remote} ${release}: a file outside the release is left out: ${entry.path}`);
    }
    return { release, files };
  }

  async function load(release: string): Promise<ReleaseIndex | null> {
    const onDisk = path.join(indexes, `${release}.json`);
    const kept = await readFile(onDisk, 'utf8').catch(() => undefined);
    if (kept !== undefined) {
      try {
        return indexOf(release, kept);
      } catch (error) {
        logger.warn(`[page-server] ${onDisk}: ${(error as Error).message}; asking the API again`);
      }
    }
    const response = await api.get(releaseFilesPath(remote, release), INDEX_TIMEOUT_MS);
    if (response.status !== 200) {
      await response.body?.cancel();
      // 404: the API has no such release; another 4xx: not one it can have.
      return null;
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new ApiUnavailable(`${releaseFilesPath(remote, release)}: ${(error as Error).message}`);
    }
    let index: ReleaseIndex;
    try {
      index = indexOf(release, text);
    } catch (error) {
      throw new ApiUnavailable(`${releaseFilesPath(remote, release)}: not an index (${(error as Error).message})`);
    }
    await writeWhole(onDisk, text).catch((error: unknown) =>
      logger.warn(`[page-server] ${onDisk} not kept: ${(error as Error).message}`),
    );
    return index;
  }

  async function index(release: string): Promise<ReleaseIndex | null> {
    if (!isRelease(release)) return null;
    const found = known.get(release);
    if (found) return found;
    let pending = loading.get(release);
    if (!pending) {
      pending = load(release)
        .then((loaded) => {
          if (loaded) known.set(release, loaded);
          return loaded;
        })
        .finally(() => loading.delete(release));
      loading.set(release, pending);
    }
    return pending;
  }

  async function download({ sha256, size }: StoredFile): Promise<string> {
    const file = path.join(blobs, sha256);
    const response = await api.get(releaseFilePath(sha256), FILE_TIMEOUT_MS);
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new ApiUnavailable(`${releaseFilePath(sha256)}: ${response.status}, though a release's index names it`);
    }
    let bytes: Buffer;
    try {
      bytes = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      throw new ApiUnavailable(`${releaseFilePath(sha256)}: ${(error as Error).message}`);
    }
    const actual = createHash('sha256').update(bytes).digest('hex');
    if (actual !== sha256 || bytes.length !== size) {
      throw new ApiUnavailable(`${releaseFilePath(sha256)}: the bytes received have the sha256 ${actual}`);
    }
    await writeWhole(file, bytes);
    return file;
  }

  /** The file with that content, on disk: downloaded the first time, once for every request that waits for it. */
  async function blob(entry: StoredFile): Promise<string> {
    const file = path.join(blobs, entry.sha256);
    const here = await stat(file).catch(() => undefined);
    if (here?.size === entry.size) return file;
    let pending = downloads.get(entry.sha256);
    if (!pending) {
      pending = download(entry).finally(() => downloads.delete(entry.sha256));
      downloads.set(entry.sha256, pending);
    }
    return pending;
  }

  const folder = (release: string) => path.join(releases, release);

  /** A file of a release in the release's folder: a hard link to its content, or a copy. */
  async function place(release: string, entry: StoredFile): Promise<string> {
    const target = path.join(folder(release), ...entry.path.split('/'));
    const here = await stat(target).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (here?.size === entry.size) return target;
    const source = await blob(entry);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      // One name more for the same content: made whole, at once.
      await link(source, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST') {
        // A file system without hard links: a copy, written whole.
        await mkdir(tmp, { recursive: true });
        const temporary = path.join(tmp, randomUUID());
        await copyFile(source, temporary);
        await utimes(temporary, CONTENT_TIME, CONTENT_TIME);
        await rename(temporary, target);
      } else if ((await stat(target)).size !== entry.size) {
        // Something else at that name (a file left half-made by a copy before): replaced.
        await rm(target, { force: true });
        return place(release, entry);
      }
    }
    return target;
  }

  return {
    remote,
    index,
    known: (release) => known.has(release),
    folder,
    async file(release, file) {
      const entry = (await index(release))?.files.get(file);
      return entry ? place(release, entry) : null;
    },
    async materialise(release, under) {
      const found = await index(release);
      if (!found) return null;
      await Promise.all(
        [...found.files.values()].filter((entry) => entry.path.startsWith(under)).map((entry) => place(release, entry)),
      );
      return folder(release);
    },
    async read(release, file) {
      const entry = (await index(release))?.files.get(file);
      return entry ? readFile(await blob(entry)) : null;
    },
  };
}
