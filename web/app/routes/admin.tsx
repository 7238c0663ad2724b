import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Outlet, useLoaderData, useRevalidator } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { AdminLoading } from '../admin/admin-loading';
import { AdminShell } from '../admin/admin-shell';
import type { RouteHandle } from '../root';

/** The admin app brings its own layout instead of the site's header and footer. */
export const handle: RouteHandle = { ownShell: true };

/** Where the guard sends whoever may not open a page: the admin login, saying why, then back here. */
function adminLoginFor(url: URL): string {
  return `/admin/login?reason=admin&redirect=${encodeURIComponent(url.pathname + url.search)}`;
}

/**
 * The admin page guard (03 §6): signed out or not an admin role, or an admin on a page whose ability
 * they lack (the super-admin pages), goes to the admin login with 'Please login first by admin account'.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const area = context.services.adminArea(url.pathname, context.request);
  if (!context.request.user || !area.allowed) throw redirect(adminLoginFor(url));
  const config = await context.services.websiteConfig();
  return { siteName: config.name, username: context.request.user.username, locale: context.request.locale, menu: area.groups, current: area.current };
}

/** The guard runs again on every move inside the admin app, not only on the first page. */
export const shouldRevalidate = () => true;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.current?.label ?? 'Admin'} - ${data.siteName}` : 'Admin' }];

export default function AdminLayout() {
  // A menu click while the first page is still hydrating (its clientLoader running) leaves the router
  // without this layout's data, and nothing would load it again: ask for it, so the spinner ends.
  const data = useLoaderData<typeof loader>() as ReturnType<typeof useLoaderData<typeof loader>> | null;
  const revalidator = useRevalidator();
  const missing = !data;
  const asked = useRef(0);
  useEffect(() => {
    // a few tries at most: a loader that keeps failing shows the error view instead
    if (missing && revalidator.state === 'idle' && asked.current < 3) {
      asked.current += 1;
      revalidator.revalidate();
    }
  }, [missing, revalidator]);
  if (!data) return <AdminLoading />;
  const { siteName, username, menu, locale } = data;
  return (
    <AdminShell siteName={siteName} username={username} menu={menu} locale={locale}>
      <Outlet />
    </AdminShell>
  );
}

export { AdminError as ErrorBoundary } from '../admin/admin-error';
