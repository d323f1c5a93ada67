import { useEffect } from 'react';
import { logout } from '@/app/session-actions';
import { FullPageLoading } from '@/app/full-page-loading';

/** public route /logout: ends the session and reloads on /login */
export default function LogoutPage() {
  useEffect(() => {
    void logout('/login');
  }, []);
  return <FullPageLoading />;
}
