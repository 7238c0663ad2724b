import { describe, expect, it } from '@jest/globals';
import { baseSearch, changedSearch, type RouterView } from './query-change';

describe('the search after a query change', () => {
  it('sets the changed parameters, removes the empty ones and keeps the rest', () => {
    expect(changedSearch('?auth=1&keyword=a&limit=30', { auth: '', keyword: null, onlyMine: 'true', page: 3 }).toString()).toBe('limit=30&onlyMine=true&page=3');
    expect(changedSearch(new URLSearchParams('a=1'), { b: undefined, c: 0 }).toString()).toBe('a=1&c=0');
  });

  it('starts the list again at page 1, or without its page, unless the change sets the page', () => {
    expect(changedSearch('?currentPage=4&type=1', { type: '2' }, { resetPage: 'currentPage' }).toString()).toBe('currentPage=1&type=2');
    expect(changedSearch('?currentPage=4&type=1', { type: '' }, { resetPage: 'currentPage', removePage: true }).toString()).toBe('');
    expect(changedSearch('?page=4&type=1', { page: 2 }, { resetPage: 'page', removePage: true }).toString()).toBe('page=2&type=1');
    expect(changedSearch('?currentPage=4', { keyword: 'x' }).toString()).toBe('currentPage=4&keyword=x');
  });
});

describe('the search a query change starts from', () => {
  const at = (search: string, key = 'L0') => ({ key, pathname: '/group', search });
  const idle = (search: string): RouterView => ({ location: at(search), navigation: {} });

  it('is the current address when nothing is pending', () => {
    expect(baseSearch(idle('?auth=1'))).toBe('?auth=1');
  });

  it('is the address of a pending GET navigation to the same path: the previous change still loading', () => {
    expect(baseSearch({ location: at('?auth=1'), navigation: { location: at('?auth=0', 'N1') } })).toBe('?auth=0');
    expect(baseSearch({ location: at('?auth=1'), navigation: { location: at('?auth=0', 'N1'), formMethod: 'GET' } })).toBe('?auth=0');
    // another page, or a form posted to this one, is not a change of this page's query
    expect(baseSearch({ location: at('?auth=1'), navigation: { location: { key: 'N1', pathname: '/home', search: '' } } })).toBe('?auth=1');
    expect(baseSearch({ location: at('?auth=1'), navigation: { location: at('?index', 'N1'), formMethod: 'POST' } })).toBe('?auth=1');
  });

  it('is the last search asked for while the router shows nothing newer (no re-render between two clicks)', () => {
    expect(baseSearch(idle('?auth=1'), { search: '?auth=0', locationKey: 'L0' })).toBe('?auth=0');
    const pending: RouterView = { location: at('?auth=1'), navigation: { location: at('?auth=0', 'N1') } };
    expect(baseSearch(pending, { search: '?auth=0&onlyMine=true', locationKey: 'L0', navigationKey: 'N1' })).toBe('?auth=0&onlyMine=true');
  });

  it('forgets the last search asked for once the router moved on', () => {
    // the change arrived (or back/forward went elsewhere): a new location
    expect(baseSearch({ location: at('?type=2', 'L1'), navigation: {} }, { search: '?auth=0', locationKey: 'L0' })).toBe('?type=2');
    // a newer navigation started after the request: it is where the page is going
    expect(baseSearch({ location: at('?auth=1'), navigation: { location: at('?auth=2', 'N2') } }, { search: '?auth=0', locationKey: 'L0', navigationKey: 'N1' })).toBe('?auth=2');
  });
});
