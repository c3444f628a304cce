import 'leaflet/dist/leaflet.css';
import { divIcon, latLngBounds } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { Link } from 'react-router';
import { formatMoneyCents, listingDisplayTitle, ROUTES, type Listing } from '@revy/shared';
import type { MapTiles } from '../../../lib/browser-config';
import { formatDistance } from '../../listings';
import { mapPoints, markerLabel, type MapPoint } from '../lib/map-points';

/** The credit is plain text from the server's environment; Leaflet writes attributions as HTML, so it is escaped. */
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const MARKER_CLASS =
  'flex h-full w-full items-center justify-center whitespace-nowrap rounded-full bg-primary px-2 text-xs font-bold text-white shadow-md ring-2 ring-white';

/** Centre of the contiguous US, for a page with no placed car. */
const US_CENTER: [number, number] = [39.5, -98.35];

/**
 * The showroom's results on a map (issue 19), loaded only when the buyer opens it (Leaflet is not in the showroom's
 * first load): a price marker per place, cars at the same ZIP centre grouped, each opening a popup with links to the
 * cars. Markers are keyboard buttons (Tab, Enter); the list stays the full alternative.
 */
export default function ResultsMap({ cars, tiles }: { cars: Listing[]; tiles: MapTiles }) {
  const { points, unplaced } = useMemo(() => mapPoints(cars), [cars]);
  return (
    <div className="flex flex-col gap-2">
      <div
        role="region"
        aria-label={`Map of ${points.length} ${points.length === 1 ? 'place' : 'places'} with cars for sale`}
        className="relative z-0 h-[60vh] min-h-[320px] overflow-hidden rounded-2xl border border-line bg-canvas shadow-sm lg:h-[620px]"
      >
        <MapContainer center={US_CENTER} zoom={4} scrollWheelZoom={false} className="h-full w-full !font-sans">
          <TileLayer url={tiles.tileUrl} attribution={escapeHtml(tiles.attribution)} />
          <FitToPoints points={points} />
          {points.map((p) => (
            <Marker
              key={p.key}
              position={[p.lat, p.lng]}
              title={markerTitle(p)}
              // Leaflet names a marker only by its text ("$18.5k"): the button says which car, where.
              eventHandlers={{ add: (e) => e.target.getElement()?.setAttribute('aria-label', markerTitle(p)) }}
              icon={divIcon({
                // A fixed box (its focus ring is where the pill is) anchored at its bottom centre.
                className: 'rounded-full',
                html: `<span class="${MARKER_CLASS}">${escapeHtml(markerLabel(p))}</span>`,
                iconSize: [72, 28],
                iconAnchor: [36, 28],
              })}
            >
              <Popup>
                <PointCars point={p} />
              </Popup>
            </Marker>
          ))}
        </MapContainer>
      </div>
      {unplaced ? (
        <p className="text-sm text-muted">
          {unplaced} {unplaced === 1 ? 'car on this page has' : 'cars on this page have'} no ZIP code and{' '}
          {unplaced === 1 ? 'is' : 'are'} not on the map.
        </p>
      ) : null}
    </div>
  );
}

function markerTitle(p: MapPoint): string {
  const first = p.cars[0]!;
  const where = [first.location?.city, first.location?.state].filter(Boolean).join(', ') || first.location?.zip || '';
  return p.cars.length > 1
    ? `${p.cars.length} cars${where ? ` in ${where}` : ''}`
    : `${listingDisplayTitle(first)}, ${formatMoneyCents(first.price, { fallback: 'price on request' })}${where ? `, ${where}` : ''}`;
}

function PointCars({ point }: { point: MapPoint }) {
  return (
    <ul className="m-0 flex max-h-60 min-w-[12rem] list-none flex-col gap-2 overflow-y-auto p-0">
      {point.cars.map((l) => (
        <li key={l.id}>
          <Link to={ROUTES.listing(l.id)} className="text-sm font-semibold !text-primary hover:underline">
            {listingDisplayTitle(l)}
          </Link>
          <span className="block text-sm text-ink">
            {formatMoneyCents(l.price, { fallback: 'Price on request' })}
            {l.distance !== null ? ` · ${formatDistance(l.distance)}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Shows every marker: fits the map to them when the page of results changes. */
function FitToPoints({ points }: { points: MapPoint[] }) {
  const map = useMap();
  // Leaflet measures its box once; a box that changes (a rotated phone, the page settling) is measured again.
  useEffect(() => {
    const el = map.getContainer();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(el);
    return () => observer.disconnect();
  }, [map]);
  useEffect(() => {
    if (!points.length) return;
    if (points.length === 1) map.setView([points[0]!.lat, points[0]!.lng], 11);
    else map.fitBounds(latLngBounds(points.map((p) => [p.lat, p.lng])), { padding: [64, 64], maxZoom: 12 });
  }, [points, map]);
  return null;
}
