/** Weighted statistics for the price estimate (pricing.rules.ts). Pure; no money rules here. */

export type Weighted = { value: number; weight: number };

/**
 * The weighted q-quantile (0..1): the smallest value whose cumulative weight reaches q of the
 * total. With equal weights it is the ordinary lower quantile. NaN for an empty list.
 */
export function weightedQuantile(points: Weighted[], q: number): number {
  const sorted = points.filter((p) => p.weight > 0 && Number.isFinite(p.value)).sort((a, b) => a.value - b.value);
  if (sorted.length === 0) return NaN;
  const total = sorted.reduce((s, p) => s + p.weight, 0);
  let acc = 0;
  for (const p of sorted) {
    acc += p.weight;
    if (acc >= q * total - 1e-9) return p.value;
  }
  return sorted[sorted.length - 1]!.value;
}

export const weightedMedian = (points: Weighted[]) => weightedQuantile(points, 0.5);

/** Weighted median absolute deviation from `center`. */
export function weightedMad(points: Weighted[], center: number): number {
  return weightedMedian(points.map((p) => ({ value: Math.abs(p.value - center), weight: p.weight })));
}

/**
 * Weighted least squares of y = a + b·x; null when x does not vary (one model year only) or the
 * points are too few to say anything.
 */
export function weightedLine(points: { x: number; y: number; weight: number }[]): { a: number; b: number } | null {
  const pts = points.filter((p) => p.weight > 0 && Number.isFinite(p.x) && Number.isFinite(p.y));
  if (pts.length < 3) return null;
  const w = pts.reduce((s, p) => s + p.weight, 0);
  const mx = pts.reduce((s, p) => s + p.weight * p.x, 0) / w;
  const my = pts.reduce((s, p) => s + p.weight * p.y, 0) / w;
  let sxx = 0;
  let sxy = 0;
  for (const p of pts) {
    sxx += p.weight * (p.x - mx) ** 2;
    sxy += p.weight * (p.x - mx) * (p.y - my);
  }
  if (sxx < 1e-9) return null;
  const b = sxy / sxx;
  return { a: my - b * mx, b };
}

export const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Weighted least squares of y = a + b·x + c·z on centred data; null when x and z together do not
 * vary enough to separate (one model year, or mileage in lockstep with the year).
 */
export function weightedPlane(
  points: { x: number; z: number; y: number; weight: number }[],
): { a: number; b: number; c: number } | null {
  const pts = points.filter((p) => p.weight > 0 && [p.x, p.y, p.z].every(Number.isFinite));
  if (pts.length < 4) return null;
  const w = pts.reduce((s, p) => s + p.weight, 0);
  const mean = (f: (p: (typeof pts)[number]) => number) => pts.reduce((s, p) => s + p.weight * f(p), 0) / w;
  const mx = mean((p) => p.x);
  const mz = mean((p) => p.z);
  const my = mean((p) => p.y);
  let sxx = 0, szz = 0, sxz = 0, sxy = 0, szy = 0; // prettier-ignore
  for (const p of pts) {
    const dx = p.x - mx, dz = p.z - mz, dy = p.y - my; // prettier-ignore
    sxx += p.weight * dx * dx;
    szz += p.weight * dz * dz;
    sxz += p.weight * dx * dz;
    sxy += p.weight * dx * dy;
    szy += p.weight * dz * dy;
  }
  const det = sxx * szz - sxz * sxz;
  // Nearly collinear: the split between the two slopes would be noise.
  if (sxx < 1e-9 || szz < 1e-9 || det < 1e-6 * sxx * szz) return null;
  const b = (sxy * szz - szy * sxz) / det;
  const c = (szy * sxx - sxy * sxz) / det;
  return { a: my - b * mx - c * mz, b, c };
}
