/** Examples: second factors, passkeys and the business's two-factor requirement. */
import { NOW, answerExample, requestExample } from './register.js';
import { SocialSignInResponse } from '../social.js';
import { AcceptInvitationAnswer } from '../team.js';
import {
  LoginResponse,
  PasskeyListResponse,
  PasskeyLoginRequest,
  ReauthenticateRequest,
  ReauthenticateResponse,
  RecoveryCodesResponse,
  RegisterPasskeyRequest,
  RegisterPasskeyResponse,
  SecondFactorChallengeResponse,
  SecondFactorRequest,
  TotpEnableRequest,
  TotpSetupResponse,
  TwoFactorPolicy,
  TwoFactorStatusResponse,
  WebAuthnOptions,
  type PasskeyAssertion,
} from '../two-factor.js';

const CHALLENGE: SecondFactorChallengeResponse = {
  second_factor_required: true,
  challenge: 'c2Y0bXJ4aDlrcTJ6d…',
  methods: ['totp', 'recovery_code'],
};
answerExample(SecondFactorChallengeResponse, CHALLENGE);
answerExample(LoginResponse, CHALLENGE);
answerExample(SocialSignInResponse, CHALLENGE);
answerExample(AcceptInvitationAnswer, CHALLENGE);

const ASSERTION: PasskeyAssertion = {
  id: 'Rk9PQmFyS2V5SWQ',
  rawId: 'Rk9PQmFyS2V5SWQ',
  type: 'public-key',
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
    authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ',
    signature: 'MEUCIQDx',
    userHandle: 'dV8zZk44ZFcxaw',
  },
  clientExtensionResults: {},
};

requestExample(SecondFactorRequest, { challenge: CHALLENGE.challenge, code: '492 039' });
requestExample(ReauthenticateRequest, { code: '492039' });
answerExample(ReauthenticateResponse, { fresh_until: NOW });
requestExample(PasskeyLoginRequest, { response: ASSERTION });
answerExample(TotpSetupResponse, {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url:
    'otpauth://totp/Playdesk:lea.martin%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Playdesk',
  qr_code: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
});
requestExample(TotpEnableRequest, { code: '492039' });
const CODES = ['k3v7q-a2mz8', 'p9x4d-r6nt2', 'w5c8j-h3ys7'];
answerExample(RecoveryCodesResponse, { recovery_codes: CODES });
const PASSKEY = {
  id: 'pk_8sD2fG4h',
  name: 'MacBook Touch ID',
  created_at: NOW,
  last_used_at: null,
};
answerExample(PasskeyListResponse, { data: [PASSKEY] });
requestExample(RegisterPasskeyRequest, {
  name: 'MacBook Touch ID',
  response: {
    id: 'Rk9PQmFyS2V5SWQ',
    rawId: 'Rk9PQmFyS2V5SWQ',
    type: 'public-key',
    response: {
      clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0',
      attestationObject: 'o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YVjF',
      transports: ['internal'],
    },
    clientExtensionResults: { credProps: { rk: true } },
  },
});
answerExample(RegisterPasskeyResponse, { passkey: PASSKEY, recovery_codes: CODES });
answerExample(WebAuthnOptions, {
  challenge: 'q3Jm0cU6hY2kXo9d1sQ7vA',
  rpId: 'playdesk.example.com',
  timeout: 300000,
  userVerification: 'required',
});
answerExample(TwoFactorStatusResponse, {
  totp: true,
  passkeys: 1,
  recovery_codes_left: 9,
  setup_required: false,
  fresh_until: null,
});
answerExample(TwoFactorPolicy, { required: true });
requestExample(TwoFactorPolicy, { required: true });
