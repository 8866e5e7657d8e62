import { randomBytes } from 'node:crypto';
import { loadConfig, type AppConfig } from '../../src/config';

/**
 * The configuration of a test server: no web builds, its own data folder and Aadhaar key, the
 * rest at their defaults unless `env` says otherwise. Shared by the test app and the worker
 * processes tests spawn.
 */
export function loadTestConfig(dataDir: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: '/nonexistent-dist',
    CONSOLE_DIST_DIR: '/nonexistent-console-dist',
    DATA_DIR: dataDir,
    AADHAAR_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    // Test files run side by side on every core already: one tesseract thread per test server.
    OCR_WORKER_CONCURRENCY: '1',
    ...env,
  });
}
