import type { ChildProcess } from 'node:child_process';

export type ServiceName = 'shell' | 'marketing' | 'catalog' | 'internship' | 'dashboard' | 'api';
export type Ports = Record<ServiceName, number>;

export interface SystemUrls {
  shell: string;
  api: string;
  remotes: Record<'marketing' | 'catalog' | 'internship' | 'dashboard', string>;
}

export interface RunningSystem {
  urls: SystemUrls;
  ports: Ports;
  runtimeConfigFile: string;
  runtimeConfig: { apiUrl: string; remotes: Record<string, string> };
  children: Map<string, ChildProcess>;
  start(name: ServiceName, port?: number): Promise<void>;
  stop(name: ServiceName): Promise<void>;
  stopAll(): Promise<void>;
}

export function portsFrom(base: number): Ports;

export function startSystem(options: {
  ports?: Ports;
  dataDir: string;
  runtimeConfigFile: string;
  env?: NodeJS.ProcessEnv;
  apiEnv?: NodeJS.ProcessEnv;
  logFile?: string;
  services?: ServiceName[];
}): Promise<RunningSystem>;
