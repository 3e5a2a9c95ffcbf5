import { CONSUMER_SERVICE_KEYS, SERVICE_DETAILS, SMB_SERVICE_KEYS } from '@support/contracts';
import { describe, expect, it } from 'vitest';
import {
  isKnowledgeArticleId,
  isWirelessService,
  knownLineOfService,
  LEGACY_SERVICE_NAMES,
  LEGACY_SERVICES,
  legacyService,
  PLAN_NAME_TEMPLATES,
  planDisplayName,
  resolveServiceKey,
  serviceDetail,
} from './services.ts';

describe('resolveServiceKey', () => {
  it('keeps every consumer key for a consumer and every smb key for smb', () => {
    for (const key of CONSUMER_SERVICE_KEYS) expect(resolveServiceKey(key, 'consumer')).toBe(key);
    for (const key of SMB_SERVICE_KEYS) expect(resolveServiceKey(key, 'smb')).toBe(key);
  });

  it('adds the smb- prefix for an smb visitor when that key exists, and keeps the key otherwise', () => {
    expect(resolveServiceKey('wireless', 'smb')).toBe('smb-wireless');
    expect(resolveServiceKey('support', 'smb')).toBe('smb-support');
    expect(resolveServiceKey('prepaid', 'smb')).toBe('prepaid');
    expect(resolveServiceKey('smb-wireless', 'consumer')).toBe('wireless');
  });

  it('gives the default service for an unknown or missing key', () => {
    expect(resolveServiceKey(undefined, 'consumer')).toBe('support');
    expect(resolveServiceKey('nope', 'smb')).toBe('smb-support');
  });
});

describe('serviceDetail', () => {
  it('has navigationTree, displayText, errorText and topic for every key', () => {
    for (const key of [...CONSUMER_SERVICE_KEYS, ...SMB_SERVICE_KEYS]) {
      const d = serviceDetail(key, key.startsWith('smb-') ? 'smb' : 'consumer');
      expect(d.key).toBe(key);
      expect(d.navigationTree.length).toBeGreaterThan(0);
      expect(d.displayText).not.toBe('');
      expect(d.errorText).toBe(
        `Sorry, I don't know how to answer that question. Try asking about ${d.topic}.`,
      );
    }
  });

  it('takes overrides from the content feed keyed by serviceName, ignoring empty fields', () => {
    const d = serviceDetail('wireless', 'consumer', [
      { serviceName: 'wireless', displayText: 'Phone questions?', topic: 'phones', errorText: '' },
      { serviceName: 'prepaid', displayText: 'not this one' },
    ]);
    expect(d).toEqual({
      key: 'wireless',
      navigationTree: SERVICE_DETAILS.wireless.navigationTree,
      displayText: 'Phone questions?',
      errorText: SERVICE_DETAILS.wireless.errorText,
      topic: 'phones',
      lineOfService: 'wireless',
    });
    expect(
      serviceDetail('wireless', 'smb', [{ serviceName: 'smb-wireless', navigationTree: ['X>Y'] }])
        .navigationTree,
    ).toEqual(['X>Y']);
  });
});

describe('small helpers', () => {
  it('isWireless is true exactly when the key contains wireless', () => {
    expect(isWirelessService('wireless')).toBe(true);
    expect(isWirelessService('smb-wireless')).toBe(true);
    expect(isWirelessService('internet-fixed-wireless')).toBe(true);
    expect(isWirelessService('prepaid')).toBe(false);
  });

  it('does not filter by the general line of service', () => {
    expect(knownLineOfService('general')).toBeUndefined();
    expect(knownLineOfService('tv')).toBe('tv');
  });

  it('fills plan display-name templates', () => {
    expect(planDisplayName(PLAN_NAME_TEMPLATES.plan, 'Unlimited')).toBe('My Unlimited plan');
    expect(planDisplayName(PLAN_NAME_TEMPLATES.wirelessPlans, '3 lines')).toBe('My wireless plans (3 lines)');
  });

  it('checks knowledge article ids as KM and 7 digits', () => {
    expect(isKnowledgeArticleId('KM1234567')).toBe(true);
    expect(isKnowledgeArticleId('KM123456')).toBe(false);
    expect(isKnowledgeArticleId('KM12345678')).toBe(false);
    expect(isKnowledgeArticleId('km1234567')).toBe(false);
  });
});

describe('older per-service configuration', () => {
  it('has the 14 service names, each with header, placeholder, variation id and a real service key', () => {
    expect(Object.keys(LEGACY_SERVICES)).toEqual([...LEGACY_SERVICE_NAMES]);
    expect(LEGACY_SERVICE_NAMES).toHaveLength(14);
    for (const name of LEGACY_SERVICE_NAMES) {
      const c = LEGACY_SERVICES[name];
      expect(c.serviceName).toBe(name);
      expect(c.header).not.toBe('');
      expect(c.placeholderText).not.toBe('');
      expect(c.variationID).toBe(`gen-ai-${name}`);
      expect(SERVICE_DETAILS[c.serviceKey]).toBeDefined();
    }
    expect(legacyService('mobilePhone')?.serviceKey).toBe('wireless');
    expect(legacyService('constructor')).toBeUndefined();
  });
});
