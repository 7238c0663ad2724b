import type { AuthorRole } from '../account/roles';

/** A site announcement (03 §3); status 0 is visible, 1 hidden. Group announcements reuse it with a gid. */
export interface Announcement {
  id: number;
  title: string;
  content: string;
  uid: string;
  username: string;
  /** The author's badge beside the name (01 §6: SPA root, ADM admin), or null. */
  authorRole: AuthorRole | null;
  status: number;
  gid: number | null;
  gmtCreate: Date;
  gmtModified: Date;
}

export const AnnouncementStatus = { VISIBLE: 0, HIDDEN: 1 } as const;

/** Announcements on the home page (01 §9). */
export const HOME_ANNOUNCEMENT_PAGE_SIZE = 5;
/**
 * The home page's first pages of announcements (at its size) are the ones kept in memory, data and guest
 * render alike: a bounded set no one can crowd out by asking for other pages or sizes (those are read each time).
 */
export const HOME_ANNOUNCEMENT_CACHED_PAGES = 5;
/** Admin lists (03 §9). */
export const ADMIN_LIST_PAGE_SIZE = 10;

/** An image of the home carousel, served from the FileStore by hash. */
export interface CarouselItem {
  id: number;
  /** Where the image is served. */
  url: string;
}

export const CAROUSEL_IMAGE_PATH = '/api/public/carousel/';
/** Carousel images: larger than avatars (wide pictures), still bounded. */
export const CAROUSEL_MAX_BYTES = 5 * 1024 * 1024;
