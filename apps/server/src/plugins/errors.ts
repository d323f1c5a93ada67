import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES, RETURN_CODES, type TErrorDetail } from '@jikim/shared';
import { errorLog } from '../db/schema.js';
import { AppError } from '../lib/errors.js';
import { constraintError } from '../lib/db-constraint.js';

function detail(req: FastifyRequest, statusCode: number, message: string, extra: Partial<TErrorDetail> = {}): TErrorDetail {
  const q = req.url.indexOf('?');
  return {
    code: statusCode,
    timestamp: new Date().toISOString(),
    message,
    cause: null,
    causeDetail: null,
    url: q >= 0 ? req.url.slice(0, q) : req.url,
    queryString: q >= 0 ? req.url.slice(q + 1) : null,
    returnCode: null,
    logNo: null,
    ...extra,
  };
}

export function sendError(req: FastifyRequest, reply: FastifyReply, statusCode: number, message: string, extra: Partial<TErrorDetail> = {}) {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(detail(req, statusCode, message, extra));
}

type ZodIssueLike = { code?: string; path?: PropertyKey[]; origin?: string; minimum?: number | bigint; maximum?: number | bigint; input?: unknown };
type ValidationIssue = { instancePath?: string; message?: string; params?: { issue?: ZodIssueLike } };

/**
 * The users read these texts (the error dialog lists them): a rule's own Korean message stays; zod's English defaults
 * become Korean by the kind of the problem.
 */
export function koreanIssue(message: string | undefined, issue: ZodIssueLike | undefined): string {
  if (message && /[가-힣]/.test(message)) return message;
  const n = (v: number | bigint | undefined) => (v === undefined ? '' : String(v));
  switch (issue?.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? '필수 입력 항목입니다.' : '입력 형식이 올바르지 않습니다.';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? '필수 입력 항목입니다.' : `${n(issue.minimum)}자 이상 입력하세요.`;
      if (issue.origin === 'array') return Number(issue.minimum) <= 1 ? '하나 이상 입력하세요.' : `${n(issue.minimum)}개 이상 입력하세요.`;
      return `${n(issue.minimum)} 이상이어야 합니다.`;
    case 'too_big':
      if (issue.origin === 'string') return `${n(issue.maximum)}자 이하로 입력하세요.`;
      if (issue.origin === 'array') return `${n(issue.maximum)}개 이하로 입력하세요.`;
      return `${n(issue.maximum)} 이하여야 합니다.`;
    case 'invalid_format':
      return '입력 형식이 올바르지 않습니다.';
    case 'invalid_value':
    case 'invalid_union':
      return '허용되지 않는 값입니다.';
    case 'unrecognized_keys':
      return '알 수 없는 항목이 있습니다.';
    default:
      return '올바르지 않은 값입니다.';
  }
}

function validationFields(err: FastifyError): { field: string; message: string }[] {
  const issues = (err.validation ?? []) as ValidationIssue[];
  return issues.slice(0, 50).map((i) => ({
    field: (i.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || (err.validationContext ?? 'body'),
    message: koreanIssue(i.message, i.params?.issue),
  }));
}

/** spec §8 error contract: every failure is an error detail; a 500 never leaks internals and carries logNo */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(async (err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return sendError(req, reply, err.statusCode, err.message, {
        returnCode: err.returnCode,
        ...(err.fields ? { fields: err.fields } : {}),
        ...(err.conflicts ? { conflicts: err.conflicts } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
      const fields = validationFields(err);
      // a rule that carries a spec message (e.g. password mismatch) shows it; otherwise the §8 400 text
      const issues = (err.validation ?? []) as ValidationIssue[];
      const specific = issues.map((i) => i.message ?? '').filter((m) => /[가-힣]/.test(m)).map((message) => ({ message }))[0];
      return sendError(req, reply, 400, specific?.message ?? MESSAGES.badRequest, {
        returnCode: RETURN_CODES.validation,
        fields,
      });
    }
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(req, reply, 413, MESSAGES.payloadTooLarge);
    if (status === 415 || err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(req, reply, 415, MESSAGES.unsupportedMediaType);
    if (status >= 400 && status < 500 && !isResponseSerializationError(err)) {
      // malformed JSON, empty body with a JSON content type, bad header…: the 400 contract text
      return sendError(req, reply, status === 404 ? 404 : 400, status === 404 ? MESSAGES.notFound : MESSAGES.badRequest, {
        returnCode: status === 404 ? null : RETURN_CODES.validation,
      });
    }
    // a unique, foreign-key or check violation is the client's (409 / 400 naming the fields), on every route
    const violation = await constraintError(app.db, err);
    if (violation) {
      return sendError(req, reply, violation.statusCode, violation.message, { returnCode: violation.returnCode, ...(violation.fields?.length ? { fields: violation.fields } : {}) });
    }
    // Unexpected: persist for the operator, answer with its number only.
    let logNo: number | null = null;
    try {
      const [row] = await app.db
        .insert(errorLog)
        .values({
          userId: req.principal?.userId ?? null,
          method: req.method,
          url: req.url.slice(0, 2000),
          queryString: null,
          statusCode: 500,
          message: String(err.message).slice(0, 4000),
          stack: String(err.stack ?? '').slice(0, 8000),
          reqId: String(req.id),
        })
        .returning({ logNo: errorLog.logNo });
      logNo = row?.logNo ?? null;
    } catch (logErr) {
      req.log.error({ err: logErr }, 'could not persist error log');
    }
    req.log.error({ err, logNo }, 'unhandled error');
    return sendError(req, reply, 500, MESSAGES.genericError, { logNo, cause: 'INTERNAL_SERVER_ERROR' });
  });
});
