// s3rver ships no types: the part of its API the tests use (lib/s3rver.js).
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    /** Where it keeps buckets and objects. */
    directory: string;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Starts listening; answers the address it listens on. */
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
