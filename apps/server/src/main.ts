import { nodeVersionProblem } from '../../../scripts/node-version.mjs';
import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { prewarmLibraryPreviews } from './modules/templates/service.js';

/** `npm start`: the API, the web app and (later) the in-process worker, in one process. */
async function main(): Promise<void> {
  const nodeProblem = nodeVersionProblem();
  if (nodeProblem) throw new Error(nodeProblem);
  const config = loadConfig();
  const { app, ctx, database } = await buildApp(config);
  const close = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const where = database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}/db` : 'PostgreSQL at DATABASE_URL';
  // After listening: the API answers while the jobs are queued. Here, not in buildApp, so tests and
  // benchmarks that build a server do not render the library behind their backs.
  if (config.templatePrewarm) void prewarmLibraryPreviews(ctx).catch((err) => app.log.error({ err }, 'could not queue the template previews'));
  console.log(`\n  Framecast is running at http://${shown}:${config.port}  (API docs: /api/docs, database: ${where})\n`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
