import { InProcessEventBus } from '../events/in-process-event-bus';
import { pageOf, pageRequest, type PageRequest } from '../shared/paging';
import { HOME_ANNOUNCEMENT_CACHED_PAGES, HOME_ANNOUNCEMENT_PAGE_SIZE, type Announcement } from './announcement.model';
import type { AnnouncementRepository, CarouselRepository } from './announcement.repository';
import { HomeContentService } from './home-content.service';

/** Visible announcements in memory, counting the page reads. */
class CountingAnnouncements implements AnnouncementRepository {
  reads = 0;
  readonly rows: Announcement[] = Array.from({ length: 60 }, (_, i) => ({
    id: i + 1, title: `news ${i + 1}`, content: '', uid: 'u1', username: 'root', authorRole: 'root', status: 0, gid: null, gmtCreate: new Date(0), gmtModified: new Date(0),
  }));
  async page(request: PageRequest) {
    this.reads++;
    const from = (request.currentPage - 1) * request.limit;
    return pageOf(this.rows.slice(from, from + request.limit), this.rows.length, request);
  }
  create(): Promise<Announcement> {
    throw new Error('not used');
  }
  async update() {
    return undefined;
  }
  async delete() {
    return false;
  }
}

const noCarousel: CarouselRepository = { list: async () => [], add: async () => ({ id: 1, fileHash: 'x' }), delete: async () => false };

describe('the home content service', () => {
  const home = (page: number) => pageRequest(page, HOME_ANNOUNCEMENT_PAGE_SIZE, HOME_ANNOUNCEMENT_PAGE_SIZE);

  it("keeps the home page's first pages however many other pages and sizes are asked for", async () => {
    const store = new CountingAnnouncements();
    const service = new HomeContentService(store, noCarousel, new InProcessEventBus());
    // anyone's get-common-announcement: many sizes, deep pages
    for (let limit = 1; limit <= 40; limit++) if (limit !== HOME_ANNOUNCEMENT_PAGE_SIZE) await service.visibleAnnouncements(pageRequest(1, limit, HOME_ANNOUNCEMENT_PAGE_SIZE));
    for (let page = HOME_ANNOUNCEMENT_CACHED_PAGES + 1; page <= 60; page++) await service.visibleAnnouncements(home(page));
    const before = store.reads;
    for (let page = 1; page <= HOME_ANNOUNCEMENT_CACHED_PAGES; page++) {
      expect((await service.visibleAnnouncements(home(page))).records[0].title).toBe(`news ${(page - 1) * HOME_ANNOUNCEMENT_PAGE_SIZE + 1}`);
      await service.visibleAnnouncements(home(page));
    }
    // one read each, then from memory
    expect(store.reads - before).toBe(HOME_ANNOUNCEMENT_CACHED_PAGES);
    // the others are read each time, and answered right
    const deep = await service.visibleAnnouncements(home(HOME_ANNOUNCEMENT_CACHED_PAGES + 1));
    expect(deep.records[0].title).toBe(`news ${HOME_ANNOUNCEMENT_CACHED_PAGES * HOME_ANNOUNCEMENT_PAGE_SIZE + 1}`);
    expect((await service.visibleAnnouncements(pageRequest(1, 7, HOME_ANNOUNCEMENT_PAGE_SIZE))).records).toHaveLength(7);
    expect(store.reads - before).toBe(HOME_ANNOUNCEMENT_CACHED_PAGES + 2);
  });

  it('reads the kept pages again after a change event', async () => {
    const store = new CountingAnnouncements();
    const bus = new InProcessEventBus();
    const service = new HomeContentService(store, noCarousel, bus);
    await service.visibleAnnouncements(home(1));
    store.rows[0] = { ...store.rows[0], title: 'edited elsewhere' };
    expect((await service.visibleAnnouncements(home(1))).records[0].title).toBe('news 1');
    await bus.publish('site.home-content-changed', { part: 'announcements' });
    expect((await service.visibleAnnouncements(home(1))).records[0].title).toBe('edited elsewhere');
  });
});
