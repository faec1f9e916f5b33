// UK postcodes as diners type them: any case, with or without the space, full or outward
// code only. Geocoding uses the sector of a full postcode, else its district.

const FULL = /^([A-Z]{1,2}[0-9][A-Z0-9]?)([0-9][A-Z]{2})$/;
const OUTWARD = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;

/** An outward code alone (M1, W1, SW1A, NE1): a district, which the spec's pattern sends as a name. */
export const isOutwardCode = (input: string) =>
  OUTWARD.test(input.replace(/\s+/g, '').toUpperCase());

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
  if (OUTWARD.test(compact)) return { normalised: compact, district: compact, sector: null };
  return null;
}
