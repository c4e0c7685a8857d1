import { describe, expect, it } from 'vitest';
import { attributionOf, deviceOf, hostOf } from './attribution.js';

const visit_id = '0b6c6f1e-2f6a-4f43-9a53-4b7f3e2f9d10';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const placement = {
  id: 'p1',
  gameId: 'g1',
  utmSource: 'counter-qr',
  utmMedium: 'qr',
  utmCampaign: null,
};

describe('attribution', () => {
  it('takes the placement first, then UTM, then the referrer, then direct', () => {
    const all = {
      visit_id,
      utm_source: 'Newsletter',
      utm_medium: 'email',
      utm_campaign: 'may',
      referrer: 'https://www.instagram.com/p/x',
    };
    expect(attributionOf(all, { placement })).toMatchObject({
      source: 'newsletter',
      medium: 'email',
      campaign: 'may',
      placementId: 'p1',
      referrer: 'www.instagram.com',
    });
    expect(attributionOf({ visit_id }, { placement })).toMatchObject({
      source: 'counter-qr',
      medium: 'qr',
      campaign: null,
      placementId: 'p1',
    });
    expect(attributionOf(all, {})).toMatchObject({
      source: 'newsletter',
      medium: 'email',
      campaign: 'may',
    });
    expect(attributionOf({ visit_id, utm_source: 'flyer' }, {})).toMatchObject({
      source: 'flyer',
      medium: 'none',
      campaign: null,
    });
    expect(attributionOf({ visit_id, referrer: 'https://l.facebook.com/x?y=1' }, {})).toMatchObject(
      { source: 'l.facebook.com', medium: 'referral', referrer: 'l.facebook.com' },
    );
    expect(attributionOf({ visit_id }, {})).toMatchObject({
      source: 'direct',
      medium: 'none',
      campaign: null,
      referrer: null,
      visitId: visit_id,
    });
    expect(attributionOf(undefined, {})).toMatchObject({ source: 'direct', visitId: null });
  });

  it("never counts the app's own pages as a referrer or host, and keeps only hosts", () => {
    const a = attributionOf(
      {
        visit_id,
        referrer: 'https://play.example.com/play/abc?x=1',
        host_url: 'https://cafe.example.org/menu?secret=1#x',
      },
      { ownHosts: ['play.example.com'] },
    );
    expect(a).toMatchObject({ source: 'direct', referrer: null, host: 'cafe.example.org' });
    expect(hostOf('javascript:alert(1)')).toBeNull();
    expect(hostOf('not a url')).toBeNull();
    expect(hostOf('HTTPS://Shop.Example.COM/a')).toBe('shop.example.com');
  });

  it('reads the device class from the user agent', () => {
    expect(deviceOf(IPHONE)).toBe('phone');
    expect(deviceOf(IPAD)).toBe('tablet');
    expect(deviceOf(DESKTOP)).toBe('desktop');
    expect(deviceOf('')).toBeNull();
    expect(deviceOf(undefined)).toBeNull();
    expect(deviceOf('x'.repeat(5000))).toBeNull();
  });
});
