import { FIRST_DATA_ELEMENT_ID, type FirstData } from '@revy/shared';
import { startHint } from './browser-config';

const parsed = new WeakMap<Element, FirstData>();

/**
 * The data the server drew the page from (issue 17, decision 038), sent along as a JSON block so the app starts on
 * what is already on screen. A missing or damaged block is no data: the page asks the API as usual.
 */
export function readFirstData(doc: Document = document): FirstData {
  const block = doc.getElementById(FIRST_DATA_ELEMENT_ID);
  if (!block) return {};
  // Read once per block: several queries look for their part of it.
  const known = parsed.get(block);
  if (known) return known;
  let data: FirstData = {};
  try {
    const value = JSON.parse(block.textContent || '{}') as unknown;
    if (value && typeof value === 'object') data = value as FirstData;
  } catch {
    // Damaged: no data.
  }
  parsed.set(block, data);
  return data;
}

/**
 * The listing block of this page when the app may start on it: it is for the car `id`, and the request carried no
 * session cookie (the block holds what a visitor who is not signed in sees; the seller or staff get more from the API).
 */
export function firstListingData(id: string, doc: Document = document): NonNullable<FirstData['listing']> | null {
  const first = readFirstData(doc).listing;
  const value = first?.value as { id?: unknown } | undefined;
  if (startHint()?.session !== false || !first || typeof first.at !== 'number' || value?.id !== id) return null;
  return first;
}
