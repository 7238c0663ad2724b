import NotFound from './$';

/**
 * A path under /discussion that no page owns (the discussions plugin's pages own /discussion/:problemID):
 * the site's 404 page, behind the area's guard of the parent route (home with 'No Access' while closed).
 */
export default function DiscussionPath() {
  return <NotFound />;
}
