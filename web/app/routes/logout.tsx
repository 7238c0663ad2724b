import { useEffect } from 'react';
import { announceSession } from '../components/session-sync';

/** /logout: ends this session, then goes home (01 §2). */
export default function Logout() {
  useEffect(() => {
    void fetch('/api/logout', { credentials: 'same-origin' }).finally(() => {
      announceSession('signed-out');
      window.location.replace('/home');
    });
  }, []);
  return null;
}
