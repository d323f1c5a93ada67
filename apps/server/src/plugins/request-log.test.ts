import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLogController } from './request-log.js';

async function linesFor(level: string, requestLevel: 'info' | 'debug') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l) as Record<string, unknown>);
      cb();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new RequestLogController(requestLevel) });
  app.get('/x', async () => ({ ok: true }));
  await app.inject({ url: '/x?q=1' });
  await app.inject({ url: '/missing' });
  await app.close();
  return lines.filter((l) => typeof l.msg === 'string' && /request/.test(l.msg));
}

describe('request log lines (issue 13, defect 11)', () => {
  it('a real server logs one line per request at info', async () => {
    const lines = await linesFor('info', 'info');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ msg: 'request', method: 'GET', url: '/x?q=1', statusCode: 200, level: 30 });
    expect(lines[1]).toMatchObject({ url: '/missing', statusCode: 404 });
    expect(typeof lines[0]!.ms).toBe('number');
  });

  it('the embedded demo logs requests only at LOG_LEVEL=debug', async () => {
    expect(await linesFor('info', 'debug')).toHaveLength(0);
    const debug = await linesFor('debug', 'debug');
    expect(debug).toHaveLength(2);
    expect(debug.every((l) => l.level === 20 && l.msg === 'request')).toBe(true);
  });
});
