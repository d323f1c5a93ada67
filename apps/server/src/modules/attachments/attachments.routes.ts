import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { S3Client } from '@aws-sdk/client-s3';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FILE_MESSAGES, MAX_LIMIT_SIZE_MB, MB, PUBLIC_UPLOAD_API, PUBLIC_UPLOAD_LIMITS, ZAttachGroupSchema, ZAttachSettingSchema, ZEditExplainSchema, ZUploadedFileSchema,
} from '@jikim/shared';
import { badRequest, notFound } from '../../lib/errors.js';
import { enforceRateLimit } from '../../lib/rate-limit.js';
import { publicRoute, selfService } from '../../lib/route-auth.js';
import { loadSession, type Principal } from '../auth/principal.js';
import { openUploadGrant } from './attachments.public.js';
import { scheduleCleanup } from './attachments.cleanup.js';
import { parseKey } from './attachments.crypto.js';
import { excelTemplate } from './attachments.excel.js';
import {
  applyFiles, contentDisposition, deleteAll, deleteFile, editExplain, file64, getFileForRead, getSetting, image64, listFiles, openBlob,
  signDownload, uploadFile, verifyDownload, zipGroupRows, zipStream, type TAttachDeps, type TIncomingFile,
} from './attachments.service.js';
import { LocalBlobStore, S3BlobStore, type TBlobStore } from './attachments.storage.js';

export function createBlobStore(config: FastifyInstance['config']): TBlobStore {
  const filesDir = config.filesDir ?? path.join(config.dataDir, 'files');
  if (config.fileStorage === 's3') {
    if (!config.s3) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET');
    const checksum = config.s3.checksum ?? (config.s3.endpoint ? 'when_required' : 'when_supported');
    const client = new S3Client({
      region: config.s3.region, endpoint: config.s3.endpoint, forcePathStyle: config.s3.forcePathStyle,
      // the SDK's default since 2025 streams PutObject as aws-chunked with a CRC32 trailer, which S3-compatible servers
      // without flexible checksums refuse (found by attachments.s3.test.ts): plain signed bodies there
      requestChecksumCalculation: checksum === 'when_required' ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED',
      responseChecksumValidation: checksum === 'when_required' ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED',
      ...(config.s3.credentials ? { credentials: config.s3.credentials } : {}),
    });
    return new S3BlobStore(client, config.s3.bucket, config.s3.prefix, path.join(filesDir, '.spool'));
  }
  return new LocalBlobStore(filesDir);
}

const ZFileNoQuery = z.object({ fileNo: z.coerce.number().int().positive() });
const ZFileNoParams = z.object({ fileNo: z.coerce.number().int().positive() });
const ZCount = z.object({ count: z.number().int() });
const ZUrl = z.object({ url: z.string() });

function streamOut(reply: FastifyReply, name: string, contentType: string, size: number | null, stream: NodeJS.ReadableStream) {
  reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition(name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  if (size !== null) reply.header('content-length', String(size)).header('accept-ranges', 'bytes');
  return reply.send(stream);
}

/**
 * `Range: bytes=a-b` of one file (RFC 9110 §14): one range only (a video seeks with one); `bytes=-n` is the last n bytes.
 * Answers null without a Range header (the whole file), 'bad' for a range the file cannot satisfy (416).
 */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'bad' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null; // several ranges or another unit: ignored, the whole file
  if (size === 0) return 'bad';
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'bad';
  return { start, end };
}

/** one stored file, whole or the requested range (206 Partial Content), so phones can seek in a video */
/** the one file part of an upload request with the fields sent before it (and the query's); a refused upload closes the connection */
async function uploadPart<T>(req: FastifyRequest, reply: FastifyReply, run: (fields: Record<string, string>, file: TIncomingFile) => Promise<T>): Promise<T> {
  if (!req.isMultipart()) throw badRequest(undefined, FILE_MESSAGES.noFile);
  const part = await req.file({ throwFileSizeLimit: false });
  if (!part) throw badRequest(undefined, FILE_MESSAGES.noFile);
  const fields: Record<string, string> = { ...(req.query as Record<string, string>) };
  for (const [k, v] of Object.entries(part.fields)) {
    const one = Array.isArray(v) ? v[0] : v;
    if (one && one.type === 'field' && typeof one.value === 'string') fields[k] = one.value;
  }
  try {
    return await run(fields, { filename: part.filename, stream: part.file, truncated: () => part.file.truncated });
  } catch (err) {
    // a refused upload does not read the rest of the body: close the connection after the answer
    if (!part.file.readableEnded) {
      reply.header('connection', 'close');
      part.file.resume();
    }
    throw err;
  }
}

/** the uploader of public files (no session): audited as anonymous */
const PUBLIC_UPLOADER = { userId: 'anonymous', userNm: 'anonymous', userType: 'U', sessionId: '', plantCd: null, plantType: null, plantNm: null, deptCd: null, deptNm: null, vendorCd: null, vendorNm: null, contType: null, signature: null, lang: 'ko', isAdmin: false } as unknown as Principal;

async function fileOut(deps: TAttachDeps, req: FastifyRequest, reply: FastifyReply, row: Awaited<ReturnType<typeof getFileForRead>>) {
  const range = parseRange(req.headers.range, row.fileSize);
  if (range === 'bad') {
    return reply.code(416).header('content-range', `bytes */${row.fileSize}`).header('accept-ranges', 'bytes').send();
  }
  if (!range) return streamOut(reply, row.fileOrgNm, row.contentType, row.fileSize, await openBlob(deps, row));
  reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${row.fileSize}`);
  return streamOut(reply, row.fileOrgNm, row.contentType, range.end - range.start + 1, await openBlob(deps, row, range));
}

/**
 * Attachments (spec §7). Paths are under /api/common/attachFile (+ /api/common/attachSetting, /api/file/down,
 * /api/saf/safAttachFile); the module README lists them. Who may do what is decided per attachment group by the
 * task class registry (owning menu + owning record's scope), so most routes are selfService at the door.
 */
export async function attachmentRoutes(app: FastifyInstance) {
  const store = createBlobStore(app.config);
  app.addHook('onClose', async () => store.close?.());
  const deps: TAttachDeps = {
    db: app.db,
    store,
    encryptionKey: parseKey(app.config.fileEncryptionKey),
    jwtSecret: app.config.jwtSecret,
  };
  await app.register(multipart, { limits: { fileSize: MAX_LIMIT_SIZE_MB * MB + 1, files: 1, fields: 20, fieldSize: 1000, parts: 25 } });
  scheduleCleanup(app, deps);

  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['attachments'];
  const ip = (req: { ip: string }) => req.ip;

  r.get('/api/common/attachSetting/:taskClassNm', {
    config: selfService,
    schema: { tags, summary: '업무구분별 첨부파일 설정 (없으면 기본값)', params: z.object({ taskClassNm: z.string().min(1).max(100) }), response: { 200: ZAttachSettingSchema } },
  }, async (req) => getSetting(app.db, req.params.taskClassNm));

  r.post('/api/common/attachFile/upload', {
    config: selfService,
    schema: {
      tags, summary: '파일 업로드 (multipart: 첨부그룹 필드 taskClassNm, attachFileId[, taskFlag] 다음에 file) → 임시 파일',
      consumes: ['multipart/form-data'], response: { 200: ZUploadedFileSchema },
    },
  }, async (req, reply) => uploadPart(req, reply, async (fields, file) => {
    const group = ZAttachGroupSchema.safeParse(fields);
    if (!group.success) throw badRequest();
    return uploadFile(deps, req.principal!, group.data, file, ip(req));
  }));

  // a public, one-shot upload (no login) with a grant the server handed out when it created the record
  // (attachments.public.ts): multipart field `grant` before `file`; rate-limited per client address
  r.post(PUBLIC_UPLOAD_API, {
    config: publicRoute,
    schema: {
      tags, summary: 'public upload into the record group a grant names (multipart: grant, then file); answers no file data',
      consumes: ['multipart/form-data'], response: { 200: z.object({ received: z.literal(true) }) },
    },
  }, async (req, reply) => uploadPart(req, reply, async (fields, file) => {
    await enforceRateLimit(app.db, `public-upload:${req.ip}`, { limit: PUBLIC_UPLOAD_LIMITS.perWindow, windowSec: PUBLIC_UPLOAD_LIMITS.windowSec });
    const g = openUploadGrant(deps.jwtSecret, fields.grant ?? '');
    await uploadFile(deps, PUBLIC_UPLOADER, { taskClassNm: g.taskClassNm, attachFileId: g.attachFileId }, file, ip(req), g);
    return { received: true as const };
  }));

  r.post('/api/common/attachFile/apply', {
    config: selfService,
    schema: { tags, summary: '저장 시 적용: 임시 파일을 확정', body: ZAttachGroupSchema, response: { 200: ZCount } },
  }, async (req) => ({ count: await applyFiles(app.db, req.principal!, req.body, ip(req)) }));

  r.get('/api/common/attachFile/list', {
    config: selfService,
    schema: { tags, summary: '첨부그룹의 파일 목록', querystring: ZAttachGroupSchema, response: { 200: z.array(ZUploadedFileSchema) } },
  }, async (req) => listFiles(app.db, req.principal!, req.query));

  r.get('/api/common/attachFile/image64', {
    config: selfService,
    schema: { tags, summary: '이미지 미리보기 (base64 data URL)', querystring: ZFileNoQuery, response: { 200: z.object({ fileNo: z.number(), previewImage: z.string() }) } },
  }, async (req) => image64(deps, req.principal!, req.query.fileNo));

  r.get('/api/common/attachFile/file64', {
    config: selfService,
    schema: {
      tags, summary: '파일 내용 (base64, 원본 파일명으로 저장)', querystring: ZFileNoQuery,
      response: { 200: z.object({ fileNo: z.number(), fileOrgNm: z.string(), contentType: z.string(), fileSize: z.number(), data: z.string() }) },
    },
  }, async (req) => file64(deps, req.principal!, req.query.fileNo));

  r.get('/api/common/attachFile/download/:fileNo', {
    config: selfService,
    schema: { tags, summary: '파일 다운로드 (스트리밍, 원본 파일명 RFC 5987)', params: ZFileNoParams },
  }, async (req, reply) => {
    return fileOut(deps, req, reply, await getFileForRead(deps, req.principal!, req.params.fileNo));
  });

  r.get('/api/common/attachFile/downUrl', {
    config: selfService,
    schema: { tags, summary: '브라우저 다운로드용 단기 URL (2분)', querystring: ZFileNoQuery, response: { 200: ZUrl } },
  }, async (req) => {
    const row = await getFileForRead(deps, req.principal!, req.query.fileNo);
    return { url: await signDownload(deps, req.principal!, { fno: row.fileNo }) };
  });

  r.get('/api/common/attachFile/zip', {
    config: selfService,
    schema: { tags, summary: '첨부그룹 압축 다운로드 URL', querystring: ZAttachGroupSchema, response: { 200: ZUrl } },
  }, async (req) => {
    const rows = await zipGroupRows(app.db, req.principal!, req.query);
    if (rows.length === 0) throw notFound(FILE_MESSAGES.zipNoFile);
    return { url: await signDownload(deps, req.principal!, { tc: req.query.taskClassNm, aid: req.query.attachFileId }) };
  });

  r.get('/api/file/down', {
    // the signed, short-lived token is the credential (a browser link carries no header)
    config: publicRoute,
    schema: { tags, summary: '서명된 URL로 파일/압축 다운로드', querystring: z.object({ t: z.string().min(10).max(2000) }) },
  }, async (req, reply) => {
    const claims = await verifyDownload(deps, req.query.t);
    const session = await loadSession(app.db, claims.sid);
    if (!session?.active || session.principal.userId !== claims.sub) throw notFound(FILE_MESSAGES.downloadFailed);
    const p = session.principal;
    if (claims.fno) {
      return fileOut(deps, req, reply, await getFileForRead(deps, p, claims.fno));
    }
    if (!claims.tc || !claims.aid) throw notFound(FILE_MESSAGES.downloadFailed);
    const rows = await zipGroupRows(app.db, p, { taskClassNm: claims.tc, attachFileId: claims.aid });
    if (rows.length === 0) throw notFound(FILE_MESSAGES.zipNoFile);
    return streamOut(reply, `${claims.tc}_${claims.aid}.zip`, 'application/zip', null, zipStream(deps, rows));
  });

  const del = async (fileNo: number, req: FastifyRequest) => ({ count: await deleteFile(deps, req.principal!, fileNo, req.ip) });
  r.delete('/api/common/attachFile/delete/:fileNo', {
    config: selfService,
    schema: { tags, summary: '파일 삭제', params: ZFileNoParams, response: { 200: ZCount } },
  }, async (req) => del(req.params.fileNo, req));
  r.delete('/api/saf/safAttachFile/delete/:fileNo', {
    config: selfService,
    schema: { tags, summary: '파일 삭제 (안전 업무: taskFlag가 있는 첨부그룹)', params: ZFileNoParams, response: { 200: ZCount } },
  }, async (req) => del(req.params.fileNo, req));

  r.post('/api/common/attachFile/deleteAll', {
    config: selfService,
    schema: {
      tags, summary: '첨부그룹 전체 삭제 (tempOnly=Y: 본인의 미적용 임시 파일만)',
      body: ZAttachGroupSchema.extend({ tempOnly: z.enum(['Y', 'N']).optional() }), response: { 200: ZCount },
    },
  }, async (req) => ({ count: await deleteAll(deps, req.principal!, req.body, req.body.tempOnly === 'Y', ip(req)) }));

  r.post('/api/common/attachFile/editExplain', {
    config: selfService,
    schema: { tags, summary: '사진 설명(캡션) 저장', body: ZEditExplainSchema, response: { 200: ZUploadedFileSchema } },
  }, async (req) => editExplain(app.db, req.principal!, req.body.fileNo, req.body.pictureExplan, req.body.version, ip(req)));

  r.get('/api/common/excelTemplate/:templateNm', {
    config: selfService,
    schema: {
      tags, summary: '엑셀 업로드 양식 (base64)', params: z.object({ templateNm: z.string().min(1).max(100) }),
      response: { 200: z.object({ fileNm: z.string(), data: z.string() }) },
    },
  }, async (req) => excelTemplate(req.params.templateNm));
}
