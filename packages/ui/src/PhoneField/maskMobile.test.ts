import { describe, expect, it } from 'vitest';
import { countries, findCountry } from './countries';
import { flagUrls } from './flags';
import { maskMobile } from './maskMobile';

describe('maskMobile', () => {
  it('shows only the last 3 digits by default', () => {
    expect(maskMobile('501234567')).toBe('******567');
  });

  it('keeps the plus sign and separators', () => {
    expect(maskMobile('+971 50 123 4567')).toBe('+*** ** *** *567');
  });

  it('takes another number of visible digits', () => {
    expect(maskMobile('0501234567', 4)).toBe('******4567');
  });

  it('leaves a number shorter than the visible part as it is', () => {
    expect(maskMobile('12')).toBe('12');
    expect(maskMobile('')).toBe('');
  });
});

describe('country list', () => {
  it('has every country once, with a numeric calling code', () => {
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(new Set(countries.map((country) => country.countryCode)).size).toBe(countries.length);
    for (const country of countries) {
      expect(country.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(country.phoneCode).toMatch(/^\d{1,4}$/);
      expect(country.name.length).toBeGreaterThan(2);
    }
  });

  it('knows the Gulf codes', () => {
    expect(findCountry('ae')).toEqual({ countryCode: 'AE', phoneCode: '971', name: 'United Arab Emirates' });
    expect(findCountry('SA')?.phoneCode).toBe('966');
    expect(findCountry('OM')?.phoneCode).toBe('968');
  });

  it('ships a flag image for every country, not an emoji', () => {
    const missing = countries.filter((country) => !flagUrls[country.countryCode]);
    expect(missing).toEqual([]);
    expect(flagUrls.AE).toMatch(/ae[^/]*\.svg/);
  });
});
