/** Examples: allowed sites and custom domains, and the page embedder's check. */
import {
  CreateDomainRequest,
  DomainListResponse,
  DomainResponse,
  PageEmbedResponse,
  UpdateDomainRequest,
  txtRecordName,
  txtRecordValue,
  type Domain,
} from '../domains.js';
import { NOW, answerExample, pageOf, requestExample } from './register.js';

const HOST = 'play.cafe-aurora.example.com';
const CUSTOM: Domain = {
  public_id: 'd_5vB9nM3q',
  kind: 'custom_domain',
  value: HOST,
  note: 'The games on our own address',
  status: 'verified',
  status_reason: null,
  dns: {
    cname: { name: HOST, target: 'playdesk.example.com' },
    txt: { name: txtRecordName(HOST), value: txtRecordValue('Zk4Qp9Lm2Xr7Vt1N') },
  },
  checked_at: NOW,
  verified_at: NOW,
  created_at: '2026-11-20T14:00:00.000Z',
  updated_at: NOW,
};
const SITE: Domain = {
  public_id: 'd_2cX6zL8w',
  kind: 'allowed_site',
  value: 'https://cafe-aurora.example.com',
  note: 'Our website, where the games are embedded',
  status: 'active',
  status_reason: null,
  dns: null,
  checked_at: null,
  verified_at: null,
  created_at: '2026-11-02T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
};
requestExample(CreateDomainRequest, { kind: 'custom_domain', value: HOST, note: CUSTOM.note });
requestExample(UpdateDomainRequest, { note: 'The games on our own address (since November)' });
answerExample(DomainResponse, { domain: CUSTOM });
answerExample(DomainListResponse, pageOf(SITE, CUSTOM));
answerExample(PageEmbedResponse, {
  url: 'https://cafe-aurora.example.com/games',
  frameable: true,
  reason: null,
});
