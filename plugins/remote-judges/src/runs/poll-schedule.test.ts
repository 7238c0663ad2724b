import { nextPollWait } from './poll-schedule';

describe('nextPollWait', () => {
  const limits = { first: 1_000, max: 10_000 };

  it('grows by half each poll up to the longest wait', () => {
    const waits = [1_000];
    for (let i = 0; i < 8; i++) waits.push(nextPollWait(waits[waits.length - 1], limits));
    expect(waits).toEqual([1_000, 1_500, 2_250, 3_375, 5_063, 7_595, 10_000, 10_000, 10_000]);
  });

  it("takes the judge's hint within the limits", () => {
    expect(nextPollWait(5_000, limits, 1_000)).toBe(1_000);
    expect(nextPollWait(5_000, limits, 200)).toBe(1_000);
    expect(nextPollWait(1_000, limits, 60_000)).toBe(10_000);
  });
});
