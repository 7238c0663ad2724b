import { redirect } from '@remix-run/node';

// `/` redirects to `/home` (03 §2, full route table).
export const loader = () => redirect('/home');
