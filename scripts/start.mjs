import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { buildIfNeeded } from './build-if-needed.mjs';

console.log(`Node ${process.version}`);
buildIfNeeded();
const root = new URL('..', import.meta.url).pathname;
const server = spawn(process.execPath, ['backend/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// The server's exit code is ours, so a failed start fails `npm start` (a signal counts as 128 + its number).
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
