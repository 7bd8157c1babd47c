// The rehearsal's processes: each started by PID, its output kept for a failure report, and every one of them
// stopped at the end whatever happened (a failed check, an exception, Ctrl-C).
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** @typedef {{ name: string, pid: number, child: import('node:child_process').ChildProcess, output(): string, exited: Promise<number | null>, stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<void> }} Running */

/** @type {Set<Running>} */
const running = new Set();

/** Starts a process; `ready` (a RegExp on its output) makes the promise wait for that line. */
export function start(name, command, args, { cwd, env, uid, gid, ready, timeoutMs = 30_000 } = {}) {
  const child = spawn(command, args, { cwd, env, uid, gid, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const append = (chunk) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  /** @type {Running} */
  const proc = {
    name,
    pid: child.pid,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM', timeoutMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
        await exited;
        clearTimeout(timer);
      }
      running.delete(proc);
    },
  };
  running.add(proc);
  void exited.then(() => running.delete(proc));
  if (!ready) return Promise.resolve(proc);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start in ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const check = () => {
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(proc);
      }
    };
    child.stdout.on('data', check);
    child.stderr.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before it was ready:\n${output}`));
    });
  });
}

/** Stops every process still running (each with its stopSignal, SIGTERM by default). */
export async function stopAll() {
  await Promise.all([...running].reverse().map((proc) => proc.stop(proc.stopSignal ?? 'SIGTERM', 5_000)));
}

/** Resolves once something accepts connections on the port, asked every `intervalMs`. */
export async function waitForPort(port, timeoutMs = 30_000, intervalMs = 200) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`Nothing listens on port ${port} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Fails if anything already listens on one of the ports: a rehearsal never talks to someone else's server. */
export async function assertPortsFree(ports) {
  for (const port of ports) {
    const taken = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (taken) throw new Error(`Port ${port} is in use: stop what runs there or set DEPLOY_PORT_BASE`);
  }
}

/** Runs a command to its end and resolves with its exit code and output (stdout and stderr, interleaved). */
export function outcome(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    // 'close', not 'exit': the output is whole only once the pipes are closed.
    child.on('close', (code, signal) => resolve({ code: code ?? signal, output }));
  });
}

/** Runs a command to its end and resolves with its output; a non-zero exit rejects with that output. */
export async function capture(command, args, options = {}) {
  const { code, output } = await outcome(command, args, options);
  if (code !== 0) throw new Error(`${path.basename(command)} ${args.join(' ')} exited with ${code}:\n${output}`);
  return output;
}
