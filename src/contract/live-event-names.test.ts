import { describe, expect, it } from 'vitest';
import { LIVE_EVENT_TYPES } from './live-event-names';
import { LiveEventSchema } from './live-events';

describe('live event names', () => {
  it('are the types the events schema accepts, so the client listens for each one', () => {
    const accepted = LiveEventSchema.options.map((option) => option.shape.type.value);
    expect([...accepted].sort()).toEqual([...LIVE_EVENT_TYPES].sort());
  });
});
