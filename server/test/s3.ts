// The S3 server the tests start themselves (scripts/s3-server.mjs, plain Node so cluster scripts use it too).
export { startS3Server, type S3TestServer } from '../../scripts/s3-server.mjs';
