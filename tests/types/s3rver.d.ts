/** The part of s3rver (an in-process S3-compatible server, dev only) the storage tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  type S3rverOptions = {
    port?: number;
    address?: string;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
  };
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
