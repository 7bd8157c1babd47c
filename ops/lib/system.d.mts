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
  /** This instance's deploy token and its page servers' caches. */
  stateDir: string;
  /** What `npm run deploy` sends (DEPLOY_TOKEN, else the one kept in stateDir). */
  deployToken: string;
  /** What the API and the page servers share for previews and page-load reports (PAGE_SERVER_SECRET, else the one kept in stateDir). */
  pageServerSecret: string;
  runtimeConfig: { apiUrl: string; remotes: Record<string, string> };
  /** The current child of each service (a restart replaces it). */
  children: Map<string, ChildProcess>;
  start(name: ServiceName, port?: number): Promise<void>;
  /** Stops a service on purpose: the supervisor leaves it stopped until start(). */
  stop(name: ServiceName): Promise<void>;
  status(): Record<string, ServiceStatus>;
  stopAll(): Promise<void>;
}

export interface ServiceStatus {
  state: 'starting' | 'running' | 'restarting' | 'stopped';
  restarts: number;
  port: number;
  pid?: number;
}

export interface RestartPolicy {
  initialMs: number;
  maxMs: number;
  stableMs: number;
}

export function portsFrom(base: number): Ports;

export function startSystem(options: {
  ports?: Ports;
  dataDir: string;
  runtimeConfigFile: string;
  /** Default: the run-time config's folder. */
  stateDir?: string;
  env?: NodeJS.ProcessEnv;
  apiEnv?: NodeJS.ProcessEnv;
  logFile?: string;
  services?: ServiceName[];
  /** How a service that stopped on its own is started again; false leaves it stopped. */
  restart?: RestartPolicy | false;
}): Promise<RunningSystem>;
