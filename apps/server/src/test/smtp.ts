import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type TestMail = { to: string; body: string };

/**
 * A real SMTP server on loopback for e-mail tests: every message lands in `received` (recipients joined by commas,
 * the raw message as `body`). `refuse(address)` makes a mailbox refuse mail (a delivery failure to record).
 * Point the app at it with `createTestApp({ smtpUrl: smtp.url, smtpFrom: TEST_SMTP_FROM })`.
 */
export async function startTestSmtp(opts: { refuse?: (address: string) => boolean } = {}) {
  const received: TestMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(addr, _session, cb) {
      if (opts.refuse?.(addr.address)) cb(new Error('mailbox unavailable'));
      else cb();
    },
    onData(stream, session, cb) {
      let body = '';
      stream.on('data', (c: Buffer) => (body += c.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
        cb();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((res) => server.close(() => res())),
  };
}

export const TEST_SMTP_FROM = 'Jikim <no-reply@jikim.test>';
