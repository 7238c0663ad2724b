import { useEffect } from 'react';

/** /logout: ends this session, then goes home (01 §2). */
export default function Logout() {
  useEffect(() => {
    void fetch('/api/logout', { credentials: 'same-origin' }).finally(() => window.location.replace('/home'));
  }, []);
  return null;
}
