/** Examples: the audit log, its CSV and the check of its chain; sign-in sessions. */
import { AuditLogResponse, AuditVerifyResponse, type AuditEntry } from '../audit.js';
import { EndedSessionsResponse, SessionsResponse } from '../sessions.js';
import { LEA, NOW, answerExample, pageOf } from './register.js';

const KEY_CREATED: AuditEntry = {
  seq: 2,
  at: NOW,
  actor: { kind: 'user', id: LEA.user_public_id, label: LEA.email },
  action: 'api_key.created',
  target: { type: 'api_key', id: 'k_8sD2fG4h' },
  ip: '203.0.113.7',
  user_agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15',
  before: null,
  after: { name: 'Till system', modules: ['rewards'], access: 'write' },
  hash: '5f0c3a9d1e7b4c2a8f6e0d9b3c1a7e5f4d2b8c6a0e9f1d3b5c7a9e2f4b6d8c0a',
};
const SIGNED_IN: AuditEntry = {
  seq: 1,
  at: '2026-11-21T09:12:04.000Z',
  actor: { kind: 'user', id: LEA.user_public_id, label: LEA.email },
  action: 'sign_in.succeeded',
  target: null,
  ip: '203.0.113.7',
  user_agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15',
  before: null,
  after: null,
  hash: '9a1b7c3d5e2f4a6b8c0d1e3f5a7b9c2d4e6f8a0b1c3d5e7f9a2b4c6d8e0f1a3b',
};

answerExample(AuditLogResponse, pageOf(KEY_CREATED, SIGNED_IN));
answerExample(AuditVerifyResponse, { ok: true, entries: 2 });

answerExample(SessionsResponse, {
  sessions: [
    {
      id: 'Jq3vN8sd2LkPa0Xe',
      device: 'desktop',
      browser: 'Safari 17',
      os: 'macOS Sonoma',
      network: '203.0.113.0/24',
      created_at: '2026-11-21T09:12:04.000Z',
      last_active_at: NOW,
      current: true,
    },
    {
      id: 'cT7wQ1mZ9bRy4HuF',
      device: 'mobile',
      browser: 'Chrome 131',
      os: 'Android 15',
      network: '2001:db8:12::/48',
      created_at: '2026-11-18T17:40:31.000Z',
      last_active_at: '2026-11-20T08:02:11.000Z',
      current: false,
    },
  ],
});
answerExample(EndedSessionsResponse, { message: 'Signed out of 1 other session.', ended: 1 });
