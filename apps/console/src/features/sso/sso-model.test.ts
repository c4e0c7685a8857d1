import type { SsoSettings } from '@playdesk/contract';
import { describe, expect, it } from 'vitest';
import { changesOf, type SsoForm } from './sso-model';

const SSO: SsoSettings = {
  included_in_plan: true,
  enabled: false,
  protocol: 'saml',
  saml: { idp_entity_id: null, sso_url: null, certificates: [], metadata_url: null },
  oidc: { issuer: 'https://idp.example', client_id: 'playdesk', client_secret_set: true },
  default_modules: ['games'],
  enforced: false,
  domains: [],
  service_provider: { entity_id: 'e', acs_url: 'a', metadata_url: 'm', oidc_redirect_uri: 'r' },
};
const FORM: SsoForm = {
  enabled: false,
  protocol: 'saml',
  metadataXml: '',
  metadataUrl: '',
  issuer: 'https://idp.example',
  clientId: 'playdesk',
  clientSecret: '',
  modules: ['games'],
  enforced: false,
};

describe('changesOf', () => {
  it('sends nothing when nothing changed, and never an empty secret', () => {
    expect(changesOf(SSO, FORM)).toEqual({});
  });
  it('sends what changed, the secret only when typed', () => {
    expect(
      changesOf(SSO, {
        ...FORM,
        enabled: true,
        protocol: 'oidc',
        clientSecret: 's3cret',
        modules: ['games', 'rewards'],
        enforced: true,
      }),
    ).toEqual({
      enabled: true,
      protocol: 'oidc',
      oidc_client_secret: 's3cret',
      default_modules: ['games', 'rewards'],
      enforced: true,
    });
  });
  it('prefers pasted metadata to an address', () => {
    expect(changesOf(SSO, { ...FORM, metadataXml: ' <x/> ', metadataUrl: 'https://m' })).toEqual({
      saml_metadata_xml: '<x/>',
    });
  });
});
