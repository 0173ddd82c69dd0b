// Minimal types for the two untyped packages the local stack uses.

declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    directory?: string;
    silent?: boolean;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: Array<{ name: string; configs: Array<string | Buffer> }>;
  }
  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}

declare module 'serve-handler' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  interface ServeOptions {
    public?: string;
    cleanUrls?: boolean;
    rewrites?: Array<{ source: string; destination: string }>;
    headers?: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
    directoryListing?: boolean;
    etag?: boolean;
  }
  export default function handler(
    req: IncomingMessage,
    res: ServerResponse,
    options?: ServeOptions,
  ): Promise<void>;
}
