/**
 * Anything under /discussion: the parent route's guard decides (home with 'No Access' while the area is
 * closed) and, while it is open, its page says the discussions are coming; this route only makes the
 * paths belong to the area instead of the 404 page.
 */
export default function DiscussionPath() {
  return null;
}
