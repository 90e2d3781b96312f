import { spawn } from 'node:child_process';

console.log(`Node ${process.version}`);

/** Backend in watch mode on :3000 and Vite on :5173 with /api proxied to it. */
const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn('npm', ['run', 'build', '-w', 'domain', '--', '--watch', '--preserveWatchOutput'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn('npx', ['nest', 'start', '--watch'], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', 'frontend'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
