import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request (issue 13, defect 11) instead of Fastify's two ("incoming request", "request completed"):
 * method, URL, status and time, at `info` on a real server and at `debug` on the embedded demo (config.requestLogLevel),
 * so `npm start` prints its banner and warnings only. A request that failed with an error is logged at `error`.
 */
export class RequestLogController extends LogController {
  constructor(private readonly level: 'info' | 'debug') {
    super();
  }

  override incomingRequest() {
    // the completed line carries everything
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log[this.level](line, 'request');
  }
}
