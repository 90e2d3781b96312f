export function freePort(): Promise<number>;

export interface LocalServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export function startLocalServer(options: {
  entry: string;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<LocalServer>;
