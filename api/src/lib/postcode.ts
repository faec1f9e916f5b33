// UK postcodes as diners type them: any case, with or without the space, full or outward
// code only. Geocoding uses the sector of a full postcode, else its district.
import { UK_OUTWARD_CODE_PATTERN } from 'shared/search/search-query';

const FULL = /^([A-Z]{1,2}[0-9][A-Z0-9]?)([0-9][A-Z]{2})$/;

export interface ParsedPostcode {
  /** 'SW1A 1AA' or, for an outward code alone, 'SW1A'. */
  normalised: string;
  district: string;
  sector: string | null;
}

export function parsePostcode(input: string): ParsedPostcode | null {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  const full = FULL.exec(compact);
  if (full) {
    const [, outward, inward] = full as unknown as [string, string, string];
    return {
      normalised: `${outward} ${inward}`,
      district: outward,
      sector: `${outward} ${inward[0]}`,
    };
  }
  if (UK_OUTWARD_CODE_PATTERN.test(compact))
    return { normalised: compact, district: compact, sector: null };
  return null;
}
