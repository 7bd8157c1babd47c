// What the API checks of a published release before it stores anything (docs/decisions/2026-12-07-publishing-a-release.md):
// the id, every path (none leaves the release), the limits, every file's size and sha256, and its two
// manifests (release.json naming this remote and id, mf-manifest.json as the deploy gate reads it). Each
// refusal says, in words, what is wrong; the first one found answers.
import { createHash } from 'node:crypto';
import { PUBLISH_LIMITS, type PublishBody } from '@blueprint/contract/api/releases';
import { BASE_RELEASE, releaseInfo, releaseManifestSchema } from '@blueprint/contract/releases';
import { HttpError } from '../lib/http-error';
import type { ReleaseFile } from './release-store';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Why `file` is no path inside a release folder, or undefined when it is one. */
export function pathProblem(file: string): string | undefined {
  if ([...file].some((char) => char.charCodeAt(0) < 0x20 || char === '\x7f' || char === '\\'))
    return 'has a control character or a backslash';
  if (file.startsWith('/')) return 'is absolute';
  const parts = file.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..'))
    return 'has an empty, "." or ".." segment: it would leave the release or name it twice';
  return undefined;
}

function refuse(status: number, message: string): never {
  throw new HttpError(status, message);
}

function json(file: ReleaseFile): unknown {
  try {
    return JSON.parse(file.bytes.toString('utf8'));
  } catch {
    return refuse(400, `${file.path} is not JSON`);
  }
}

/** The release's files, decoded and checked; a 400 or 413 naming what is wrong otherwise. */
export function checkPublished(remote: string, release: string, body: PublishBody): ReleaseFile[] {
  if (release === BASE_RELEASE)
    refuse(400, `"${BASE_RELEASE}" is the build the remote serves at its root, not a release`);
  const { files } = body;
  if (files.length > PUBLISH_LIMITS.files)
    refuse(413, `The release has ${files.length} files; at most ${PUBLISH_LIMITS.files} are accepted`);
  const seen = new Set<string>();
  let total = 0;
  for (const file of files) {
    const problem = pathProblem(file.path);
    if (problem) refuse(400, `The path ${JSON.stringify(file.path)} ${problem}`);
    if (seen.has(file.path)) refuse(400, `${file.path} is listed twice`);
    seen.add(file.path);
    if (file.size > PUBLISH_LIMITS.fileBytes)
      refuse(413, `${file.path} has ${file.size} bytes; a file may have at most ${PUBLISH_LIMITS.fileBytes}`);
    total += file.size;
  }
  if (total > PUBLISH_LIMITS.totalBytes)
    refuse(413, `The release has ${total} bytes; at most ${PUBLISH_LIMITS.totalBytes} are accepted`);

  const decoded = files.map((file): ReleaseFile => {
    if (!BASE64.test(file.content) || file.content.length % 4 !== 0) refuse(400, `${file.path}: content is not base64`);
    const bytes = Buffer.from(file.content, 'base64');
    if (bytes.length !== file.size)
      refuse(400, `${file.path} has ${bytes.length} bytes, and the list of files says ${file.size}`);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    if (sha256 !== file.sha256)
      refuse(400, `${file.path} does not match its hash: sha256 ${sha256}, and the list of files says ${file.sha256}`);
    return { path: file.path, bytes };
  });

  const byPath = new Map(decoded.map((file) => [file.path, file]));
  const info = byPath.get('release.json');
  if (!info) refuse(400, 'The release has no release.json');
  const parsedInfo = releaseInfo.safeParse(json(info));
  if (!parsedInfo.success)
    refuse(400, 'release.json is not what a release says of itself (remote, release, commit, builtAt)');
  if (parsedInfo.data.remote !== remote || parsedInfo.data.release !== release)
    refuse(400, `release.json names ${parsedInfo.data.remote} ${parsedInfo.data.release}, not ${remote} ${release}`);
  const manifest = byPath.get('mf-manifest.json');
  if (!manifest) refuse(400, 'The release has no mf-manifest.json');
  const parsedManifest = releaseManifestSchema.safeParse(json(manifest));
  if (!parsedManifest.success)
    refuse(
      400,
      `mf-manifest.json is not a module federation manifest: ${parsedManifest.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.') || '(top)'} ${issue.message}`)
        .join('; ')}`,
    );
  return decoded;
}
