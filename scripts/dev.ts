// `npm run dev`: the API in watch mode on :3000 and Vite's dev server with hot reload on :5173.
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [];
const env = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };

function run(command: string, args: string[]) {
  const child = spawn(command, args, { stdio: 'inherit', env });
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
}

run('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts']);
run('npx', ['vite', '--port', '5173']);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
