/** The single sign-on form (docs/single-sign-on.md): its values and the change they make. */
import type {
  AccessModuleKey,
  SsoProtocol,
  SsoSettings,
  UpdateSsoSettingsRequest,
} from '@playdesk/contract';

export interface SsoForm {
  enabled: boolean;
  protocol: SsoProtocol;
  /** Pasted metadata; empty: keep the identity provider as it is. */
  metadataXml: string;
  metadataUrl: string;
  issuer: string;
  clientId: string;
  /** Empty: keep the saved secret. */
  clientSecret: string;
  modules: AccessModuleKey[];
  enforced: boolean;
}

/** The modules offered for people created at their first sign-in. */
export const DEFAULT_MODULE_CHOICES: readonly AccessModuleKey[] = [
  'games',
  'rewards',
  'pwa',
  'integrations',
  'domains',
  'player_data',
  'teams',
  'redeem',
  'full',
];

/** Only what changed is sent: the metadata and the secret only when given. */
export function changesOf(sso: SsoSettings, form: SsoForm): UpdateSsoSettingsRequest {
  const body: UpdateSsoSettingsRequest = {};
  if (form.protocol !== sso.protocol) body.protocol = form.protocol;
  if (form.metadataXml.trim()) body.saml_metadata_xml = form.metadataXml.trim();
  else if (form.metadataUrl.trim() && form.metadataUrl.trim() !== (sso.saml.metadata_url ?? ''))
    body.saml_metadata_url = form.metadataUrl.trim();
  if (form.issuer.trim() && form.issuer.trim() !== (sso.oidc.issuer ?? ''))
    body.oidc_issuer = form.issuer.trim();
  if (form.clientId.trim() && form.clientId.trim() !== (sso.oidc.client_id ?? ''))
    body.oidc_client_id = form.clientId.trim();
  if (form.clientSecret) body.oidc_client_secret = form.clientSecret;
  if (form.modules.join() !== sso.default_modules.join()) body.default_modules = form.modules;
  if (form.enforced !== sso.enforced) body.enforced = form.enforced;
  // Last: turning it on is checked against everything above.
  if (form.enabled !== sso.enabled) body.enabled = form.enabled;
  return body;
}
