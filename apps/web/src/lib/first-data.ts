import { FIRST_DATA_ELEMENT_ID, type FirstData } from '@revy/shared';

/**
 * The data the server drew the page from (issue 17, decision 038), sent along as a JSON block so the app starts on
 * what is already on screen. A missing or damaged block is no data: the page asks the API as usual.
 */
export function readFirstData(doc: Document = document): FirstData {
  const block = doc.getElementById(FIRST_DATA_ELEMENT_ID);
  if (!block) return {};
  try {
    const data = JSON.parse(block.textContent || '{}') as unknown;
    return data && typeof data === 'object' ? (data as FirstData) : {};
  } catch {
    return {};
  }
}
