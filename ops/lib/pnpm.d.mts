export function ensurePnpm(): { env: NodeJS.ProcessEnv; version: string };
