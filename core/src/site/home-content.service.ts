import { inject, injectable } from 'inversify';
import { EVENT_BUS, type EventBus } from '../events/event-bus.port';
import { CachedRead } from '../shared/cached-read';
import type { Page, PageRequest } from '../shared/paging';
import { CAROUSEL_IMAGE_PATH, HOME_ANNOUNCEMENT_CACHED_PAGES, HOME_ANNOUNCEMENT_PAGE_SIZE, type Announcement, type CarouselItem } from './announcement.model';
import { ANNOUNCEMENT_REPOSITORY, CAROUSEL_REPOSITORY, type AnnouncementInput, type AnnouncementRepository, type CarouselRepository } from './announcement.repository';

/** A cached copy is re-read after this long even without an event (events can be missed while Redis is away). */
export const HOME_CONTENT_MAX_AGE_MS = 30_000;

/**
 * The announcements and the carousel every visitor of the home page reads. Reads come from memory
 * (frozen, shared by every request); every change goes through here and publishes
 * `site.home-content-changed`, which drops the copies in every process at once. An author's account
 * change drops the announcements too (they show the author's name).
 */
@injectable()
export class HomeContentService {
  /** The home page's first pages by number (at most HOME_ANNOUNCEMENT_CACHED_PAGES). */
  private readonly pages = new Map<number, CachedRead<Page<Announcement>>>();
  private readonly carouselList: CachedRead<readonly CarouselItem[]>;

  constructor(
    @inject(ANNOUNCEMENT_REPOSITORY) private readonly announcementStore: AnnouncementRepository,
    @inject(CAROUSEL_REPOSITORY) private readonly carouselStore: CarouselRepository,
    @inject(EVENT_BUS) private readonly events: EventBus,
  ) {
    this.carouselList = new CachedRead(async () => Object.freeze((await carouselStore.list()).map((c) => Object.freeze(carouselItemOf(c)))), HOME_CONTENT_MAX_AGE_MS);
    events.subscribe('site.home-content-changed', (e) => this.forget(e.payload.part));
    events.subscribe('account.changed', () => this.forget('announcements'));
  }

  /**
   * A page of the visible announcements, newest first (`get-common-announcement`, the home page). Only the
   * home page's first HOME_ANNOUNCEMENT_CACHED_PAGES pages at its size are kept: anyone may ask for any page
   * and size, and those must not take the place of the pages every visitor reads.
   */
  visibleAnnouncements(request: PageRequest): Promise<Page<Announcement>> {
    const load = async () => deepFreeze(await this.announcementStore.page(request, { visibleOnly: true }));
    if (request.limit !== HOME_ANNOUNCEMENT_PAGE_SIZE || request.currentPage > HOME_ANNOUNCEMENT_CACHED_PAGES) return load();
    let cached = this.pages.get(request.currentPage);
    if (!cached) {
      cached = new CachedRead(load, HOME_CONTENT_MAX_AGE_MS);
      this.pages.set(request.currentPage, cached);
    }
    return cached.get();
  }

  /** Every announcement, hidden ones included (the super admin's list): always from storage. */
  allAnnouncements(request: PageRequest): Promise<Page<Announcement>> {
    return this.announcementStore.page(request, { visibleOnly: false });
  }

  async createAnnouncement(uid: string, input: AnnouncementInput): Promise<Announcement> {
    const created = await this.announcementStore.create(uid, input);
    await this.changed('announcements');
    return created;
  }

  /** Undefined when there is no such announcement. */
  async updateAnnouncement(id: number, input: Partial<AnnouncementInput>): Promise<Announcement | undefined> {
    const updated = await this.announcementStore.update(id, input);
    if (updated) await this.changed('announcements');
    return updated;
  }

  async deleteAnnouncement(id: number): Promise<boolean> {
    const deleted = await this.announcementStore.delete(id);
    if (deleted) await this.changed('announcements');
    return deleted;
  }

  /** The carousel's images (`home-carousel`, the home page). */
  carousel(): Promise<readonly CarouselItem[]> {
    return this.carouselList.get();
  }

  async addCarouselImage(uid: string, fileHash: string): Promise<CarouselItem> {
    const item = await this.carouselStore.add(uid, fileHash);
    await this.changed('carousel');
    return carouselItemOf(item);
  }

  async deleteCarouselImage(id: number): Promise<boolean> {
    const deleted = await this.carouselStore.delete(id);
    if (deleted) await this.changed('carousel');
    return deleted;
  }

  private async changed(part: 'announcements' | 'carousel'): Promise<void> {
    this.forget(part);
    await this.events.publish('site.home-content-changed', { part });
  }

  private forget(part: 'announcements' | 'carousel'): void {
    if (part === 'carousel') this.carouselList.forget();
    else this.pages.clear();
  }
}

function carouselItemOf(c: { id: number; fileHash: string }): CarouselItem {
  return { id: c.id, url: `${CAROUSEL_IMAGE_PATH}${c.fileHash}` };
}

/** Frozen all the way down: shared by every request, and the API serialises a frozen answer only once. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !(value instanceof Date) && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
