// The in-process history Last-Event-ID resumes from when there is no Redis: a short ring per
// member, a bounded number of members, and ids that order across restarts.
import { describe, expect, it } from 'vitest';
import { compareEventIds, isEventId, LocalHistory } from './live-history';

const karma = (karmaPoints: number) => ({ type: 'karma' as const, karmaPoints });

describe('LocalHistory', () => {
  it('replays a member’s events after the id the tab saw, and only theirs', () => {
    const history = new LocalHistory({ perMember: 50, members: 10, keepMs: 60_000 });
    const first = history.add(1, karma(1));
    history.add(2, karma(100));
    const second = history.add(1, karma(2));
    expect(isEventId(first)).toBe(true);
    expect(compareEventIds(first, second)).toBeLessThan(0);
    expect(history.since(1, first)).toEqual([{ id: second, event: karma(2) }]);
    expect(history.since(1, second)).toEqual([]);
  });

  it('forgets a deleted member’s events and keeps the others’', () => {
    const history = new LocalHistory({ perMember: 50, members: 10, keepMs: 60_000 });
    const start = history.add(1, karma(0));
    history.add(1, karma(1));
    const other = history.add(2, karma(100));
    history.add(2, karma(101));
    history.forget(1);
    expect(history.since(1, start)).toEqual([]);
    expect(history.since(2, other)).toHaveLength(1);
  });

  it('keeps the latest events of a member, and forgets the member who heard nothing longest', () => {
    const history = new LocalHistory({ perMember: 2, members: 2, keepMs: 60_000 });
    const before = history.add(1, karma(1));
    history.add(1, karma(2));
    history.add(1, karma(3));
    // Only the last two are kept: what came before them is gone.
    expect(history.since(1, before).map((stored) => stored.event)).toEqual([karma(2), karma(3)]);
    history.add(2, karma(20));
    history.add(1, karma(4));
    // Member 2 heard nothing since member 1's last event: a third member pushes member 2 out.
    history.add(3, karma(30));
    expect(history.size).toBe(2);
    expect(history.since(2, before)).toEqual([]);
    expect(history.since(1, before).map((stored) => stored.event)).toEqual([karma(3), karma(4)]);
  });

  it('replays nothing older than it keeps', () => {
    let now = 1_000_000;
    const history = new LocalHistory({ perMember: 50, members: 10, keepMs: 1_000 }, () => now);
    const seen = history.add(1, karma(1));
    history.add(1, karma(2));
    now += 1_001;
    expect(history.since(1, seen)).toEqual([]);
  });

  it('orders an id of an earlier process before every id of this one', () => {
    const history = new LocalHistory({ perMember: 50, members: 10, keepMs: 60_000 });
    const id = history.add(1, karma(5));
    expect(history.since(1, '1-99')).toEqual([{ id, event: karma(5) }]);
    expect(compareEventIds('1712-3', '1712-10')).toBeLessThan(0);
    expect(isEventId('not-an-id')).toBe(false);
  });
});
