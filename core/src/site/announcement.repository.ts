import type { ServiceIdentifier } from 'inversify';
import type { Page, PageRequest } from '../shared/paging';
import type { Announcement } from './announcement.model';

export interface AnnouncementInput {
  title: string;
  content: string;
  status: number;
}

/** Site announcements (gid null), newest first; lists are paged in the database. */
export interface AnnouncementRepository {
  page(request: PageRequest, options: { visibleOnly: boolean }): Promise<Page<Announcement>>;
  create(uid: string, input: AnnouncementInput): Promise<Announcement>;
  /** Undefined when there is no such announcement. */
  update(id: number, input: Partial<AnnouncementInput>): Promise<Announcement | undefined>;
  delete(id: number): Promise<boolean>;
}

export const ANNOUNCEMENT_REPOSITORY: ServiceIdentifier<AnnouncementRepository> = Symbol.for('oj.AnnouncementRepository');

/** The home carousel's images. */
export interface CarouselRepository {
  list(): Promise<Array<{ id: number; fileHash: string }>>;
  add(uid: string, fileHash: string): Promise<{ id: number; fileHash: string }>;
  delete(id: number): Promise<boolean>;
}

export const CAROUSEL_REPOSITORY: ServiceIdentifier<CarouselRepository> = Symbol.for('oj.CarouselRepository');
