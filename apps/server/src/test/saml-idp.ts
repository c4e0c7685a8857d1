/**
 * A SAML identity provider of the tests' own (docs/single-sign-on.md#tests): its metadata, and
 * Responses it signs with xml-crypto as an IdP would, correct or broken on purpose (unsigned,
 * another audience, expired, signed by another key, tampered after signing).
 *
 * TEST ONLY: the key pairs below were made for these tests (`openssl req -x509 -newkey rsa:2048`)
 * and protect nothing. Never use them anywhere else.
 */
import { randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { SignedXml } from 'xml-crypto';

export const TEST_IDP_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCqDrrzJrumq1eM
aBO6V5vElbfbErtet7/5+mLIKIZNOIkJqUmhO05cQPBy0kq6ACaBxpArzdxc2rUE
Y528h0dw3zhtWJkkUsg2bhiOFCYr39NHYpa77DQCMyN5UNqpKzmJ8I4lGsS/cog/
v4KEAwyVmUWaXh7S3OKwGz+JOdOy7ZxYhui2FubLeeWq2GJs4LbjRSJWeUeSZF7v
r4Ov2cuRDpJ2g6yFnfCsnaUh9NtMUYxZHYj97UaBxxxlT2vutKguSdHlGgX9Hqe8
daCEpZTa8q54EDra0GlHeoettxJ1ONSjq09ojyFT9H7+cIFvmG7zvOuWVmr13K37
tVlfI5iJAgMBAAECggEAFcZIEs1BVtB2p9BFwmToWY4QGhl2a2TczH3OezGRLL8R
8O4/ssjcujxIbXNWxSUyyQgrOqij0DHi3rqAnny13ZJ/b6TaCwgcgbesJjkXQCPr
MidCBLL0X9m7b5O2Q9X4ipyGHuMkER1xq7PyWsPnLxqOinsFuFs3HXSHuKLyY+UK
OcmrYWvwunsCqAX+QBmBQRt4nIOyUjoBQpI7gnRtHIaszDlGhw7knoKyqVvubICF
9uiX90t9RzOeT1vCpS8iN8uPOH2LyYg3mhLjZD+k5R63bIVwhujIRr5CvsZftmIo
RMEopm9fOFvrVctCFfqgu7fcROxkrz55DzzJ9DX/GQKBgQDhZdG2rMjTcS3VYg90
C9uMZgEKlAq+2aJvw+j7nNoYY3jPx/uW4OIkPTzOZgEsHqLeUjRUeTYySoIC3KvW
mndG2xHqncAw2oAQo34+VvN9hnEgZLf5HI8l51ponOoEIUe/UfgL6Lp9NAEbCf2n
5lOvg5OBrHgu8AjKex86LvPqBQKBgQDBJXG5VRcJSa3CH8tJgDDLp5pYSEmQhMN5
q7UEnRNj5ESOWZkCH8F3rJS9xxWJ2ucuDUzn8vgScM80cRH1LxbC36JH9D3Vd+rH
C7YZdfNXYwoOt3JHId3GJKqEWRV3AUltVa8CxpdRMxb0rIKYVduNkFQfvgJd5Yvh
/Fux6XUHtQKBgDWR1X3tIu3eAF6up62VA+EifSzeco9ZelnF3iGu7cbOHXCEvy7k
09p5E3Kam7y4q0zbjMRm6pKZUr0LZWvj2mVku6VfSMZTqAxMTzzRvZ0fztM8HN2A
BCWmDr6+TIAeyMaX3LQ349rN+VVL0pWNEGauhuhS7V16fxxgltNlRWNhAoGBAIaC
lj20xZNBTZI45DEu5kyeT34V8a2E2EF+1FT/M0bI7PmZ6lYxWWIHvZqg8B4OZhuL
RbjvW9Yz3AmwiQoQnjBe4DxuGzX0CnxOaqY2n56HKbTwCtUA/9sDJAGBrNIxAjrz
hitPtIfnJaCGF3kRqhJfpkZo5GsR9qYOQqmXZVpVAoGAcQ/wPOB62opRBwbrDPyO
9TCEws7U7ATDYfnmgqLHK2qXp+8W7sAUrKpA57tCAucEJQoUII1QXPTiLjD44ctq
eR9V9qxgnCEZDexe92/vnEuQyXA0gKtVmbhZOGrFt0IpYuA31+6Vbv0HHq1jEh/s
vGwi076fsxooH09Nhow3exI=
-----END PRIVATE KEY-----`;
export const TEST_IDP_CERT = `-----BEGIN CERTIFICATE-----
MIIDMzCCAhugAwIBAgIUYRtFoJDut+mokvmqcSbxb7EuvmEwDQYJKoZIhvcNAQEL
BQAwKDEmMCQGA1UEAwwdUGxheWRlc2sgdGVzdCBJZFAgKFRFU1QgT05MWSkwIBcN
MjYxMTMwMTA1NTEwWhgPMjEyNjExMDYxMDU1MTBaMCgxJjAkBgNVBAMMHVBsYXlk
ZXNrIHRlc3QgSWRQIChURVNUIE9OTFkpMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A
MIIBCgKCAQEAqg668ya7pqtXjGgTulebxJW32xK7Xre/+fpiyCiGTTiJCalJoTtO
XEDwctJKugAmgcaQK83cXNq1BGOdvIdHcN84bViZJFLINm4YjhQmK9/TR2KWu+w0
AjMjeVDaqSs5ifCOJRrEv3KIP7+ChAMMlZlFml4e0tzisBs/iTnTsu2cWIbothbm
y3nlqthibOC240UiVnlHkmRe76+Dr9nLkQ6SdoOshZ3wrJ2lIfTbTFGMWR2I/e1G
gcccZU9r7rSoLknR5RoF/R6nvHWghKWU2vKueBA62tBpR3qHrbcSdTjUo6tPaI8h
U/R+/nCBb5hu87zrllZq9dyt+7VZXyOYiQIDAQABo1MwUTAdBgNVHQ4EFgQUX/ko
W1KpCa4z1kcGBdqB5V7K7d4wHwYDVR0jBBgwFoAUX/koW1KpCa4z1kcGBdqB5V7K
7d4wDwYDVR0TAQH/BAUwAwEB/zANBgkqhkiG9w0BAQsFAAOCAQEAMwuHFXYClDW8
3aJyAtw1bINLBj2Zq30DzMaCDdaIubHD1wWxZJjpU4ENweivzM7YD0zUUhJsa9Qu
oxfm/6YwUQx2++5ZCZNQ9/mHxIDmLhJVoOOXNuCJcO1/xP3270HktEnl3E2Sc64h
Lt5N7w7myqKRNfrHOb4EUuuqami7RWtS1+7vUPr+V817E8JA66eSjEiSFZmk0AOS
LYHHfXvnLBvKnkyuf34/BQA+JoyT4cMyNprkoVc5xTzn11pm8/SdwTivug74cSrD
gkC0hrsbQh6whP49Plru4mwxgcuM0IEUzc4z4kZtlvdoAIL8eTpdxgI0HWki4Giy
8/Zex5w5zQ==
-----END CERTIFICATE-----`;
/** Another key pair: what an attacker without the IdP's key signs with. */
export const OTHER_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQDMITnx8uRCYHk2
09b605hsx7WFar4yrFe9qVU0DizNWBPk8PHxU9XA6QMn/4GjdN/tRflHk9cptL9n
hCNLmDYxMRffzZjU+pcb4AVSTv5AZnKx4I5VzE+IKVDliVs/f1yXdj8MKfbmHwhS
YnOV2joE8uP4+YktyW4555xstnfqoRa3zMFcE2CkW4KtmkMRgCC88Z4ezTli39we
gMQdIbn3EB9Ys2EJm7+nz41HSfXeOraBv5+izuvWeRfYUQ/cVlSkN/bD+w+4D+bI
VaMGeXmjKBB5bQYuieSKWh6RjmSONYdtQWGIzVV7nioJGIwbU2Ph2ULv1g9hLNFr
vL8p3vQ7AgMBAAECggEAB6sf4CT9yjiRlSu0IcwdJ8kA2rg92O18hlV8K+50ZGpw
pOMgU66QkyStx6zjk95qIyHD0ZqONLTjk+H06XwYXRS5DuFMYoPfdV6fFI5/IrA2
ktQaxMJeIoFa1qSoVuRT+CSrDavt6Is15tJoATMnhtQRGGNXce7lQyueRr88FgZR
6fgNswyl2+R1r+3KYtiETb1c/Uz9T1AHm/IfcJ/dhh9Fk/Ly9exGWDtye6VemlMH
CiJUW8q5A8JMuuhFSjvPr5tl8WUwigCEbFjfcW/XwGwGbUMZhQuAfoM56NiAf+U7
H4HZz1L1RTT6QDhYmhDFZ36KX3zYnjfMknxL6X8Y4QKBgQD/gNkwB3BoazY1u3KB
M7FARbSmTVg5nlH84tifmCD73Gqrb/Ou90INrdoV7EQtPpwmzAe/Aq4NZc9297CV
ZJoSK0k+KUcA1EI+8NJfmbZBoixdnjXBc+M2nxi9OJlnitGQcIdVJ0CZPwJNSlT7
EtK5o9/l2jSTccPmX1QsvjqkyQKBgQDMhs/VOBwdztgw1K3cANwRGhsz2ZHXmZMu
4ngq431LuhHU5mgMpun+CZPbr+LSA3qmdvrKJzDMTCH8q7Nh4DmrIyPMRzF3KZGC
vCKVVEwkOFL0Ou1ca++DflAaAmcE39tvvF2TpDmycgdvO6+5ivWYHzObQwwoOWaM
ZYiOfaEm4wKBgBnWCqA7sFcuuC2Yxcxg0MSiB9FlMs2ov7ulqKgCtxsgv7yUNnzz
zb8aXFopKP+2PA4ERag/+h+qst7hzv5cTOQXcnGRtPdVf1lj+rHmFjLu1jOlQuRL
9qbYUaUYqxJ4TBah+l1W+cZFQ9NS9+LnlV1mP8a7WOOr9lY+P4HCvqVZAoGBAIPf
9QhFSpPJuEocCBJQF5WLYLjY85mxs15KtjLpRfPbAP5mpfZqdXvQjx7a1QSXK7FE
DEbmaCeCe3Og/mQAoQ6A9OcVjIaKLgG+7wmcNhAwpQRHLp8mFWSSwHFU1TomYSY1
rZyyCmXN8o89S/v15o90puDYpXEWOdIS8a72wD8DAoGBAO5yeJRYs0S8C4ZMBC2B
Sv8vzLjRkLl7nfPEMG0Y36kFC5eEB/vc3i3gLLnY9LL98qRfFJhEYBBsj0upTZtR
wfmg0vNUAITYs1Kpv0BOaTWvT8Kqo3pxhlofZb6r+YGyjV949bbhHyOFNigUAHSA
kJXds9HO/o7NgxURawLaVyFF
-----END PRIVATE KEY-----`;
export const OTHER_CERT = `-----BEGIN CERTIFICATE-----
MIIDJzCCAg+gAwIBAgIUQHGWV01HRlcdN5kTYiizU7A/M0gwDQYJKoZIhvcNAQEL
BQAwIjEgMB4GA1UEAwwXTm90IHRoZSBJZFAgKFRFU1QgT05MWSkwIBcNMjYxMTMw
MTA1NTExWhgPMjEyNjExMDYxMDU1MTFaMCIxIDAeBgNVBAMMF05vdCB0aGUgSWRQ
IChURVNUIE9OTFkpMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAzCE5
8fLkQmB5NtPW+tOYbMe1hWq+MqxXvalVNA4szVgT5PDx8VPVwOkDJ/+Bo3Tf7UX5
R5PXKbS/Z4QjS5g2MTEX382Y1PqXG+AFUk7+QGZyseCOVcxPiClQ5YlbP39cl3Y/
DCn25h8IUmJzldo6BPLj+PmJLcluOeecbLZ36qEWt8zBXBNgpFuCrZpDEYAgvPGe
Hs05Yt/cHoDEHSG59xAfWLNhCZu/p8+NR0n13jq2gb+fos7r1nkX2FEP3FZUpDf2
w/sPuA/myFWjBnl5oygQeW0GLonkiloekY5kjjWHbUFhiM1Ve54qCRiMG1Nj4dlC
79YPYSzRa7y/Kd70OwIDAQABo1MwUTAdBgNVHQ4EFgQUMDwBXT4mgqcraBuXAAon
Yp2568UwHwYDVR0jBBgwFoAUMDwBXT4mgqcraBuXAAonYp2568UwDwYDVR0TAQH/
BAUwAwEB/zANBgkqhkiG9w0BAQsFAAOCAQEALotcN71G77xj+q34oK1OfNIckb4Q
vy+ovrE52+rjaV/DxSV2OvgdfgmtAKKKfxXpFmaXGxmUplsFFYghaAyEhfg6m3Ui
zwwbhRB06Fwszr0DDMw+gPsCbuMF/OMnyPaEj2YDJGra7+AfgmfHHZIWDXw9/U4V
XjauwGzMyruzWWsAW1k0XcqiCjzGnaH27P/QZqagR509eqi0GNc442SxzPSphNt/
nz4n1TZq2hMNJQNOeiXEkAQG9XGK0QpBvXo109K1EA4JG1WQCBZwyxtgzwipabBe
XFGMYzN+bLq7Q+njBnFdS0g8WudgRfg500UAXcgeSb5QL6NiHTHGPcbCEQ==
-----END CERTIFICATE-----`;

export const TEST_IDP_ENTITY_ID = 'https://idp.acme-sso.test/saml';

const certBody = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

/** The IdP's metadata, as an owner pastes it. */
export function idpMetadata(ssoUrl: string, entityId = TEST_IDP_ENTITY_ID): string {
  return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${entityId}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${certBody(TEST_IDP_CERT)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>
    </md:KeyDescriptor>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${ssoUrl}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
}

/** The ID of the AuthnRequest carried by an HTTP-Redirect address. */
export function authnRequestOf(url: string): { id: string; acsUrl: string; issuer: string } {
  const encoded = new URL(url).searchParams.get('SAMLRequest') ?? '';
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  return {
    id: /\sID="([^"]+)"/.exec(xml)?.[1] ?? '',
    acsUrl: /AssertionConsumerServiceURL="([^"]+)"/.exec(xml)?.[1] ?? '',
    issuer: /<saml:Issuer[^>]*>([^<]+)</.exec(xml)?.[1] ?? '',
  };
}

export interface ResponseOptions {
  requestId: string;
  acsUrl: string;
  audience: string;
  email: string;
  name?: string;
  issuer?: string;
  /** Minutes from now the assertion stops being valid (negative: expired). */
  validMinutes?: number;
  /** 'assertion' (the usual), or 'none' (unsigned). */
  sign?: 'assertion' | 'none';
  key?: string;
  cert?: string;
  /** Changes the signed email afterwards (the signature no longer matches). */
  tamperEmail?: string;
}

/** A SAML Response, base64 as the HTTP-POST binding sends it. */
export function samlResponse(o: ResponseOptions): string {
  const now = new Date();
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
  const valid = o.validMinutes ?? 5;
  const issuer = o.issuer ?? TEST_IDP_ENTITY_ID;
  const assertionId = `_a${randomBytes(16).toString('hex')}`;
  let xml = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomBytes(16).toString('hex')}" Version="2.0" IssueInstant="${at(valid < 0 ? valid - 5 : 0)}" Destination="${o.acsUrl}" InResponseTo="${o.requestId}"><saml:Issuer>${issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status><saml:Assertion ID="${assertionId}" Version="2.0" IssueInstant="${at(valid < 0 ? valid - 5 : 0)}"><saml:Issuer>${issuer}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${o.email}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${o.requestId}" NotOnOrAfter="${at(valid)}" Recipient="${o.acsUrl}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${at(valid < 0 ? valid - 10 : -1)}" NotOnOrAfter="${at(valid)}"><saml:AudienceRestriction><saml:Audience>${o.audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${at(valid < 0 ? valid - 5 : 0)}" SessionIndex="${assertionId}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement><saml:Attribute Name="email"><saml:AttributeValue>${o.email}</saml:AttributeValue></saml:Attribute>${o.name ? `<saml:Attribute Name="name"><saml:AttributeValue>${o.name}</saml:AttributeValue></saml:Attribute>` : ''}</saml:AttributeStatement></saml:Assertion></samlp:Response>`;
  if ((o.sign ?? 'assertion') === 'assertion') {
    const sig = new SignedXml({
      privateKey: o.key ?? TEST_IDP_KEY,
      publicCert: o.cert ?? TEST_IDP_CERT,
      signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
    });
    sig.addReference({
      xpath: "//*[local-name(.)='Assertion']",
      transforms: [
        'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
        'http://www.w3.org/2001/10/xml-exc-c14n#',
      ],
      digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    });
    sig.computeSignature(xml, {
      location: {
        reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']",
        action: 'after',
      },
    });
    xml = sig.getSignedXml();
  }
  if (o.tamperEmail) xml = xml.split(o.email).join(o.tamperEmail);
  return Buffer.from(xml, 'utf8').toString('base64');
}
