// Which of the member's devices is this browser (PRODUCT 11.10), apart from the browser's APIs so
// that it can be tested on its own.
import type { PushDevice } from '../../../../contract/push';

export interface DevicesHere {
  /** This browser's device first (when the server lists it), then the others, newest first. */
  devices: PushDevice[];
  /** The device that is this browser, if the server lists it. */
  thisDeviceId: string | null;
}

/**
 * Which device is this browser: the one with this browser's push address. Where the browser has
 * no subscription to compare (it was ended here, or its worker is gone), none is.
 */
export function withThisDeviceFirst(devices: PushDevice[], endpoint: string | null): DevicesHere {
  const own = endpoint ? devices.find((device) => device.endpoint === endpoint) : undefined;
  if (!own) return { devices, thisDeviceId: null };
  return { devices: [own, ...devices.filter((device) => device !== own)], thisDeviceId: own.id };
}
