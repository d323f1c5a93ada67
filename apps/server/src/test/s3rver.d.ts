// the part of @20minutes/s3rver (no bundled types) that attachments.s3.test.ts uses
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';
  type TS3rverOptions = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  };
  export default class S3rver {
    constructor(options?: TS3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
