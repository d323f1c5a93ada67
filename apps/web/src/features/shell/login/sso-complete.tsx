import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FullPageLoading } from '@/app/full-page-loading';
import { flash, safeRedirect } from '@/app/session-actions';
import { session } from '@/lib/auth-store';
import { completeSso } from './login-api';

/** the callback's reasons (server sso.service.ts SsoFailure), each with a login-page message `login.sso.<reason>` */
const REASONS = new Set(['state', 'denied', 'provider', 'noLoginId', 'unknownUser', 'noMapping', 'retired', 'notEmployee', 'locked']);
/** one exchange per ticket, also when React runs the effect twice */
const pending = new Map<string, Promise<string>>();

/**
 * /auth-redirect#sso=<ticket> (issue 32): the server's SSO callback ends here; the one-time ticket is exchanged for the
 * usual { userId, accessToken, refreshToken } (stored as the password login stores them). #ssoError=<reason> and a
 * failed exchange go back to the login page with the reason's message.
 */
export default function SsoComplete({ ticket, error }: { ticket: string | null; error: string | null }) {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    const fail = (reason: string) => {
      flash.set(`login.sso.${reason}`);
      navigate('/login', { replace: true });
    };
    if (!ticket) {
      fail(error && REASONS.has(error) ? error : 'provider');
      return;
    }
    const p = pending.get(ticket) ?? completeSso(ticket);
    pending.set(ticket, p);
    p.then(
      (to) => {
        if (!live) return;
        session.reset();
        navigate(safeRedirect(to), { replace: true });
      },
      () => live && fail('ticket'),
    );
    return () => {
      live = false;
    };
  }, [ticket, error, navigate]);
  return <FullPageLoading />;
}
