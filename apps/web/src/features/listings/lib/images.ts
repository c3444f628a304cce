// The srcset rules live in @revy/shared so the server's hero preload matches the page (issue 17).
export {
  COVER_SIZES,
  LISTING_HERO_SIZES,
  pictureSources,
  type PictureSources,
  thumbnailSources,
  viewerSources,
} from '@revy/shared';
