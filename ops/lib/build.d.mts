export function buildAll(env: NodeJS.ProcessEnv, options?: { only?: string[] }): Promise<void>;
