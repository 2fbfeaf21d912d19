import cluster from 'node:cluster';
import { runPrimary } from './cluster-primary';
import { loadEnv } from './env';
import { runServer } from './serve';

// Whatever the process writes (the embedded database, its secret) is the owner's alone.
process.umask(0o077);
const env = loadEnv();
if (env.WEB_CONCURRENCY > 1 && cluster.isPrimary) await runPrimary(env);
else await runServer(env);
