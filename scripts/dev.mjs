// `npm run dev`: the server recompiled on change and restarted (node --watch), and Vite's dev server with live
// reload proxying /api to it. Ctrl+C stops all three.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const children = [];
const run = (command, args) => {
  const child = spawn(command, args, { stdio: 'inherit', shell: false });
  children.push(child);
  child.on('exit', (code) => {
    if (code) shutdown(code);
  });
  return child;
};
const shutdown = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
process.on('SIGINT', () => shutdown());
process.on('SIGTERM', () => shutdown());

// Compiled, not bundled (scripts/bundle-server.mjs): a rebuild on change only recompiles what changed.
run('npm', ['run', 'compile', '-w', 'server', '--', '--watch', '--preserveWatchOutput']);
while (!existsSync('server/dist/main.js')) await sleep(300);
run(process.execPath, ['--watch', 'server/dist/main.js']);
run('npm', ['run', 'dev', '-w', 'client']);
