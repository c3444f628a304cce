/*
 * Test fixtures of the assets module for other modules' tests and the test harness (issue 14). Production code never
 * imports this file.
 */

export {
  addPhoto,
  cameraJpeg,
  fetchFile,
  hasGpsLatitude,
  listingOf,
  sendMultipart,
  smallJpeg,
  tempDataDir,
  uploadPhoto,
} from './assets.fixtures';
