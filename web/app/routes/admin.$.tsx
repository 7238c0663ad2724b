import { redirect } from '@remix-run/node';

// An unknown /admin/* path goes to the admin login (03 §2).
export const loader = () => redirect('/admin/login');
