/** Examples: single sign-on's settings and sign-in (docs/single-sign-on.md). */
import {
  SamlAcsRequest,
  SsoCompleteRequest,
  SsoCompleteResponse,
  SsoDomainResponse,
  SsoSettingsResponse,
  SsoStartResponse,
  UpdateSsoSettingsRequest,
  ssoTxtRecord,
  type SsoDomain,
} from '../sso.js';
import { AUTH } from './account.js';
import { NOW, answerExample, requestExample } from './register.js';

const API = 'https://playdesk.example.com/services/api/v1';
const DOMAIN: SsoDomain = {
  domain: 'cafe-aurora.example.com',
  status: 'verified',
  status_reason: null,
  txt: ssoTxtRecord('cafe-aurora.example.com', 'Zk4Qp9Lm2Xr7Vt1N'),
  checked_at: NOW,
  verified_at: NOW,
};

requestExample(UpdateSsoSettingsRequest, {
  enabled: true,
  protocol: 'oidc',
  oidc_issuer: 'https://login.microsoftonline.com/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0/v2.0',
  oidc_client_id: '5b6c7d8e-9f00-4a1b-8c2d-3e4f5a6b7c8d',
  oidc_client_secret: 'Qx8~k2…',
  default_modules: ['games', 'rewards'],
  domains: ['cafe-aurora.example.com'],
  enforced: false,
});
answerExample(SsoSettingsResponse, {
  sso: {
    included_in_plan: true,
    enabled: true,
    protocol: 'oidc',
    saml: { idp_entity_id: null, sso_url: null, certificates: [], metadata_url: null },
    oidc: {
      issuer: 'https://login.microsoftonline.com/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0/v2.0',
      client_id: '5b6c7d8e-9f00-4a1b-8c2d-3e4f5a6b7c8d',
      client_secret_set: true,
    },
    default_modules: ['games', 'rewards'],
    enforced: false,
    domains: [DOMAIN],
    service_provider: {
      entity_id: `${API}/auth/sso/saml/metadata/a_Q4mZ8rTc`,
      acs_url: `${API}/auth/sso/saml/acs`,
      metadata_url: `${API}/auth/sso/saml/metadata/a_Q4mZ8rTc`,
      oidc_redirect_uri: `${API}/auth/sso/oidc/callback`,
    },
  },
});
answerExample(SsoDomainResponse, { domain: DOMAIN });
answerExample(SsoStartResponse, {
  authorization_url:
    'https://login.microsoftonline.com/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0/oauth2/v2.0/authorize?client_id=5b6c7d8e-9f00-4a1b-8c2d-3e4f5a6b7c8d&response_type=code&scope=openid+email+profile&state=…&nonce=…&code_challenge=…&code_challenge_method=S256',
});
requestExample(SamlAcsRequest, {
  SAMLResponse: 'PHNhbWxwOlJlc3BvbnNlIHhtbG5zOnNhbWxwPSJ1cm46…',
  RelayState: '',
});
requestExample(SsoCompleteRequest, { code: 'Vb1mJ0cQ2x…' });
answerExample(SsoCompleteResponse, {
  ...AUTH,
  outcome: 'created',
  message: 'Signed in to Café Aurora with single sign-on.',
});
