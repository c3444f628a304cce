/* Fixtures of the listing-import module for tests (never imported by the app). */

export { IMPORT_QUEUE } from './listing-import.service';
export { runImport, setPhotoFetchOptions } from './listing-import.runner';
export { fetchPhoto, isInternalAddress, PHOTO_FETCH_DEFAULTS, PhotoFetchError } from './photo-fetch';
export { readCsv } from './csv-file';
