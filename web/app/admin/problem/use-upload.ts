import { notifications } from '@mantine/notifications';
import { useNavigate } from '@remix-run/react';
import { useCallback } from 'react';
import type { Envelope } from '../../components/api';
import { refusalTarget, send } from '../admin-api';

/**
 * A multipart upload from an admin page: the file under `field`, the server's message as a green toast
 * when it succeeds (`send` shows a failure), and 401/403 leave for the admin login or home like every admin call.
 */
export function useUpload() {
  const navigate = useNavigate();
  return useCallback(
    async <T>(path: string, field: string, file: File): Promise<Envelope<T>> => {
      const form = new FormData();
      form.append(field, file);
      const r = await send<T>(path, { method: 'POST', form });
      if (r.status === 200 && r.msg) notifications.show({ color: 'green', message: r.msg });
      const target = refusalTarget(r.status);
      if (target) navigate(target);
      return r;
    },
    [navigate],
  );
}
