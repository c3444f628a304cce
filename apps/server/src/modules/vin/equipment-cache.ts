import type { VinEquipment } from '@revy/shared';

/** Decoded VINs kept in memory; VIN data does not change, and decoding costs ~100 ms. */
export class EquipmentCache {
  private readonly entries = new Map<string, VinEquipment | null>();
  constructor(private readonly max = 5000) {}
  get(vin: string): VinEquipment | null | undefined {
    const hit = this.entries.get(vin);
    if (hit !== undefined) {
      this.entries.delete(vin); // most recently used goes last
      this.entries.set(vin, hit);
    }
    return hit;
  }
  set(vin: string, value: VinEquipment | null): void {
    this.entries.set(vin, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
}
