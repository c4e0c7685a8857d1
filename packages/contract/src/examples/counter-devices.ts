/** Examples: locations, counter devices, pairing, a device's state and the counter's (redemption in store). */
import {
  CounterStateResponse,
  CreateLocationRequest,
  DeviceListResponse,
  DeviceStateResponse,
  LocationListResponse,
  LocationResponse,
  PairCodeRequest,
  PairDeviceRequest,
  PairedDeviceResponse,
  PairingResponse,
  UnlockDeviceRequest,
  UpdateLocationRequest,
  type CounterDevice,
  type DeviceState,
  type Location,
} from '../rewards/counter.js';
import { ACCOUNT, NOW, answerExample, pageOf, requestExample } from './register.js';

const STATION: Location = {
  public_id: 'lc_5tG8wN2k',
  name: 'Café Aurora – Station',
  address: '4 Place de la Gare, 69002 Lyon',
  time_zone: 'Europe/Paris',
  latitude: 45.7605,
  longitude: 4.8597,
  has_pin: true,
  devices: 1,
  created_at: '2026-11-18T08:00:00.000Z',
};
const MARKET: Location = {
  public_id: 'lc_9pX3cV7m',
  name: 'Café Aurora – Market',
  address: '12 Quai Saint-Antoine, 69002 Lyon',
  time_zone: 'Europe/Paris',
  latitude: null,
  longitude: null,
  has_pin: false,
  devices: 0,
  created_at: '2026-11-20T08:00:00.000Z',
};
const TILL: CounterDevice = {
  public_id: 'cd_3hJ6kL9q',
  name: 'Till 1',
  location: { public_id: STATION.public_id, name: STATION.name },
  paired_at: '2026-11-18T08:05:00.000Z',
  last_seen_at: NOW,
  locked_until: null,
  created_at: '2026-11-18T08:02:00.000Z',
};
const STATE: DeviceState = {
  device: TILL,
  business_name: ACCOUNT.business_name,
  location: { public_id: STATION.public_id, name: STATION.name, time_zone: STATION.time_zone },
  unlocked_until: '2026-11-21T21:30:00.000Z',
  keys: [{ kid: 'k1', public_key: 'xLr3m0bC2Z8yB3wJ4TjY1kq6s9Pp0n5VhQd7eWgRfUo' }],
  rewards: [{ public_id: 'rw_6bN1mK4p', name: 'A free latte', value: '1 latte' }],
};

requestExample(CreateLocationRequest, {
  name: STATION.name,
  address: STATION.address,
  time_zone: 'Europe/Paris',
  latitude: STATION.latitude,
  longitude: STATION.longitude,
  pin: '4821',
});
requestExample(UpdateLocationRequest, { pin: '7305' });
answerExample(LocationResponse, { location: STATION });
answerExample(LocationListResponse, pageOf(MARKET, STATION));
requestExample(PairDeviceRequest, { name: 'Till 2' });
answerExample(PairingResponse, {
  device: {
    ...TILL,
    public_id: 'cd_8rT2yU5w',
    name: 'Till 2',
    paired_at: null,
    last_seen_at: null,
  },
  pairing_code: 'K7MQ4XRA',
  pairing_expires_at: '2026-11-21T09:45:00.000Z',
});
answerExample(DeviceListResponse, pageOf(TILL));
requestExample(PairCodeRequest, { code: 'K7MQ-4XRA' });
answerExample(PairedDeviceResponse, {
  device_token: 'pdc_Jq8v2Lm5Xc0RZ1n4Tb7yK3wP6sD9fG2hA5eU8iO1kM0',
  state: { ...STATE, unlocked_until: null },
});
requestExample(UnlockDeviceRequest, { pin: '4821' });
answerExample(DeviceStateResponse, { state: STATE });
answerExample(CounterStateResponse, {
  state: { business_name: STATE.business_name, keys: STATE.keys, rewards: STATE.rewards },
});
