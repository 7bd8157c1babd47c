#!/usr/bin/env node
// What a registration's deadline (api/src/lib/deadline.ts) costs, three ways, per request and in heap:
//   ours:        a timer cleared when the response closes, and one listener;
//   controller:  an AbortController aborted by such a timer (a standard AbortSignal);
//   timeout+any: AbortSignal.any([AbortSignal.timeout(ms), controller.signal]), what the platform offers.
// Each request's response closes at once, as a registration's does within milliseconds; the deadline is
// 10 s (REQUEST_TIMEOUT_MS). Run: node --expose-gc bench/api/deadline.mjs
import { EventEmitter } from 'node:events';

const REQUESTS = 100_000;
const TIMEOUT_MS = 10_000;
const listener = () => {};

const ways = {
  ours() {
    const response = new EventEmitter();
    const timer = setTimeout(listener, TIMEOUT_MS);
    timer.unref();
    response.once('close', () => clearTimeout(timer));
    response.emit('close');
  },
  controller() {
    const response = new EventEmitter();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('too long', 'TimeoutError')), TIMEOUT_MS);
    timer.unref();
    response.once('close', () => clearTimeout(timer));
    controller.signal.addEventListener('abort', listener, { once: true });
    controller.signal.removeEventListener('abort', listener);
    response.emit('close');
  },
  'timeout+any'() {
    const response = new EventEmitter();
    const left = new AbortController();
    response.once('close', () => {});
    const signal = AbortSignal.any([AbortSignal.timeout(TIMEOUT_MS), left.signal]);
    signal.addEventListener('abort', listener, { once: true });
    signal.removeEventListener('abort', listener);
    response.emit('close');
  },
};

for (const round of [1, 2]) {
  for (const [name, request] of Object.entries(ways)) {
    globalThis.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    for (let i = 0; i < REQUESTS; i += 1) request();
    const microseconds = ((performance.now() - started) * 1000) / REQUESTS;
    globalThis.gc?.();
    const heapAfter = process.memoryUsage().heapUsed;
    console.log(
      `round ${round}, ${name}: ${microseconds.toFixed(1)} µs a request, ${Math.round((heapAfter - heapBefore) / REQUESTS)} bytes of heap still held a request`,
    );
  }
}
