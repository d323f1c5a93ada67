// A real OpenID Connect provider for tests (issue 32): oidc-provider (panva) on a loopback port, with a plain login
// page of its own (one field, the account id) and consent given without a page. Used by the server's SSO tests
// (modules/auth/auth.sso.test.ts) and by the browser tests' global setup (e2e/global-setup.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type TestClient = { clientId: string; clientSecret: string; redirectUri: string; postLogoutRedirectUri: string };
export type TestProvider = { issuer: string; provider: Provider; close(): Promise<void> };

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(res: ServerResponse, status: number, body: string) {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(`<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>Test IdP</title></head><body>${body}</body></html>`);
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Starts the provider on 127.0.0.1 (a free port unless `port`). `accounts`: account id → claims (sub is the id);
 * every claim is released under the `openid` scope, so the relying party reads them from userinfo.
 */
export async function startTestProvider(opts: { clients: TestClient[]; accounts: Record<string, Record<string, unknown>>; port?: number }): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const claimNames = [...new Set(Object.values(opts.accounts).flatMap((c) => Object.keys(c)))];
  const provider = new Provider(issuer, {
    clients: opts.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [c.redirectUri],
      post_logout_redirect_uris: [c.postLogoutRedirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    claims: { openid: ['sub', ...claimNames.filter((n) => n !== 'sub')] },
    cookies: { keys: ['test-only-cookie-key-0123456789'] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // the provider's own "sign out?" page, in a form a test can press
        logoutSource: async (ctx, form) => {
          ctx.body = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>Test IdP</title></head><body>${form}<button form="op.logoutForm" name="logout" value="yes">IdP 로그아웃</button></body></html>`;
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const claims = opts.accounts[id];
      if (!claims) return undefined;
      return { accountId: id, claims: async () => ({ ...claims, sub: id }) };
    },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
  });
  const handle = provider.callback();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const m = /^\/interaction\/([\w-]+)(\/login)?$/.exec((req.url ?? '').split('?')[0] ?? '');
    if (!m) {
      handle(req, res);
      return;
    }
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (details.prompt.name === 'consent') {
          // the relying party is trusted: consent without a page
          const grant = details.grantId
            ? (await provider.Grant.find(details.grantId))!
            : new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
          grant.addOIDCScope(String(details.params.scope ?? 'openid'));
          const grantId = await grant.save();
          await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
          return;
        }
        if (m[2] && req.method === 'POST') {
          const login = (await formBody(req)).get('login')?.trim() ?? '';
          if (!opts.accounts[login]) {
            page(res, 200, `<p role="alert">알 수 없는 계정: ${esc(login)}</p><a href="/interaction/${m[1]}">다시</a>`);
            return;
          }
          await provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
          return;
        }
        page(res, 200, `<h1>Test IdP</h1><form method="post" action="/interaction/${m[1]}/login">`
          + `<label for="login">IdP 계정</label> <input id="login" name="login" autocomplete="off" autofocus> `
          + `<button type="submit">IdP 로그인</button></form>`);
      } catch (e) {
        page(res, 400, `<p>${esc(e instanceof Error ? e.message : String(e))}</p>`);
      }
    })();
  });

  return {
    issuer,
    provider,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
