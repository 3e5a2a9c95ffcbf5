import type { DeviceListResponse } from '@support/contracts';
import { describe, expect, it } from 'vitest';
import { deviceSlug, findMake, findModel, selectorPath } from './device-lookup.ts';

const LIST: DeviceListResponse = {
  makes: [
    {
      make: 'apple',
      displayName: 'Apple',
      models: [
        { model: 'iphone-16', displayName: 'iPhone 16', type: 'phone', year: 2024 },
        { model: 'iphone-15', displayName: 'iPhone 15', type: 'phone', year: 2023 },
      ],
    },
    {
      make: 'att',
      displayName: 'AT&T',
      models: [{ model: 'wi-fi-gateway', displayName: 'Wi-Fi Gateway', type: 'gateway', year: 2023 }],
    },
  ],
};

describe('device lookup', () => {
  it('finds a make and a model by their URL ids, whatever the case', () => {
    const apple = findMake(LIST, 'Apple');
    expect(apple?.displayName).toBe('Apple');
    expect(findModel(apple!, 'IPHONE-15')?.displayName).toBe('iPhone 15');
    expect(findModel(findMake(LIST, 'att')!, 'wi-fi-gateway')?.type).toBe('gateway');
  });

  it('finds nothing for an unknown make or model', () => {
    expect(findMake(LIST, 'nokia')).toBeUndefined();
    expect(findModel(findMake(LIST, 'apple')!, 'iphone-3g')).toBeUndefined();
  });

  it('finds nothing for text that cannot be an id, and never a make by a model id', () => {
    for (const bad of ['', '-apple', 'app le', '../att', 'a'.repeat(65), '<b>']) {
      expect(findMake(LIST, bad)).toBeUndefined();
      expect(deviceSlug(bad)).toBeUndefined();
    }
    expect(findMake(LIST, 'iphone-15')).toBeUndefined();
  });

  it('gives each variant its own paths', () => {
    expect(selectorPath('visitor')).toBe('/device-support/selector');
    expect(selectorPath('visitor', 'apple', 'iphone-15')).toBe('/device-support/selector/apple/iphone-15');
    expect(selectorPath('agent', 'att')).toBe('/device-support/agent/selector/att');
  });

  it('reads a make or model id in lower case', () => {
    expect(deviceSlug(' Galaxy-S24 ')).toBe('galaxy-s24');
  });
});
