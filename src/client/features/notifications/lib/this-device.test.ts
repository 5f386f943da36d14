import { describe, expect, it } from 'vitest';
import type { PushDevice } from '../../../../contract/push';
import { withThisDeviceFirst } from './this-device';

const device = (id: string, endpoint: string): PushDevice => ({
  id,
  label: 'Chrome on Linux',
  endpoint,
  createdAt: '2027-03-01T09:00:00.000Z',
  lastSentAt: null,
  timeZone: 'Europe/Paris',
  daily: false,
  dailyHour: 9,
  thanks: true,
  badges: true,
  quietStart: null,
  quietEnd: null,
  current: false,
});

describe('withThisDeviceFirst', () => {
  const newest = device('a', 'https://push.example/a');
  const older = device('b', 'https://push.example/b');

  it("puts the device with this browser's push address first and names it", () => {
    expect(withThisDeviceFirst([newest, older], 'https://push.example/b')).toEqual({
      devices: [older, newest],
      thisDeviceId: 'b',
    });
  });

  it('names none when this browser has no subscription, or one the server does not list', () => {
    expect(withThisDeviceFirst([newest, older], null)).toEqual({
      devices: [newest, older],
      thisDeviceId: null,
    });
    expect(withThisDeviceFirst([newest], 'https://push.example/gone').thisDeviceId).toBeNull();
  });
});
