import 'reflect-metadata';
import { ExtensionPoint } from '../plugin/extension-point';
import { Ratings, type RatingProvider } from './rating-provider';

// The core reads ratings only through the `ratingProvider` point: none without a filler, the first filler's otherwise.
describe('Ratings (the ratingProvider point)', () => {
  const provider = (id: string, rating: number): RatingProvider => ({
    id,
    ratings: async ({ uids }) => new Map(uids.filter((u) => u !== 'nobody').map((u) => [u, rating])),
    history: async () => [{ cid: 1, title: `${id} cup`, endTime: '2026-11-26T00:00:00.000Z', rank: 1, oldRating: 1500, newRating: rating }],
  });
  const get = () => {
    throw new Error('not used here');
  };

  it('answers null and no history without a provider (the site without the contests plugin)', async () => {
    const ratings = new Ratings(new ExtensionPoint<RatingProvider>('ratingProvider', 'rank', ''), get);
    expect(await ratings.one('u1')).toBeNull();
    expect(await ratings.of(['u1', 'u2'])).toEqual(new Map());
    expect(await ratings.history('u1')).toEqual([]);
    expect(await new Ratings().one('u1')).toBeNull();
  });

  it("reads the first provider's ratings and history; a user without a rated contest is null", async () => {
    const point = new ExtensionPoint<RatingProvider>('ratingProvider', 'rank', '');
    point.register(provider('contests', 1584), 'contests');
    point.register(provider('other', 2000), 'other');
    const ratings = new Ratings(point, get);
    expect(await ratings.one('alice')).toBe(1584);
    expect(await ratings.one('nobody')).toBeNull();
    expect(await ratings.of([])).toEqual(new Map());
    expect((await ratings.history('alice')).map((p) => p.title)).toEqual(['contests cup']);
  });
});
