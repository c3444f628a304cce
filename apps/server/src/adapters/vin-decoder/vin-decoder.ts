import type { VinEquipment } from '@revy/shared';

/**
 * Decodes a VIN into what it says about the vehicle. `vin` is already normalized and passed our
 * own rules (17 valid characters); the decoder never decides validity. Null when it knows
 * nothing about the VIN (unknown WMI, no matching pattern).
 */
export interface VinDecoder {
  readonly kind: 'vpic-offline' | 'vpic-online';
  decode(vin: string, hints: DecodeHints): Promise<VinEquipment | null>;
  close(): Promise<void>;
}

/** What our rules already know: the model year from position 10, the WMI's manufacturer. */
export type DecodeHints = {
  modelYear: number | null;
  manufacturer: string | null;
  canonicalMake?: (make: string) => string;
};
