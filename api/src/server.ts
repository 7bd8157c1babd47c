import { buildApp } from './app';

async function main() {
  const port = Number(process.env.PORT ?? 4000);
  const app = await buildApp({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
