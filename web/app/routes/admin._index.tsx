import { redirect } from '@remix-run/node';

// `/admin` and `/admin/` open the dashboard (03 §2); the admin layout's guard runs first.
export const loader = () => redirect('/admin/dashboard');
