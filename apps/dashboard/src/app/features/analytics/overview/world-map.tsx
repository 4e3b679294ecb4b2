import { useTranslation } from '@liveqr/web/i18n';
import { geoNaturalEarth1, geoPath } from 'd3-geo';
import countryCodes from 'i18n-iso-countries';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json';
import type { FacetCount } from '../../../api/analytics-api';

const WIDTH = 640;
const HEIGHT = 330;

interface CountryShape {
  /** ISO 3166-1 numeric, as world-atlas names them. */
  id: string;
  path: string;
  name: string;
}

// The shapes ship with the app (world-atlas, Natural Earth 1:110m): nothing is fetched to draw them.
const topology = countries110m as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
const world = feature(topology, topology.objects.countries);
const draw = geoPath(geoNaturalEarth1().fitSize([WIDTH, HEIGHT], world));
const SHAPES: CountryShape[] = world.features.map((country) => ({
  id: String(country.id),
  path: draw(country) ?? '',
  name: country.properties.name,
}));

export interface WorldMapProps {
  countries: FacetCount[];
  countryName(code: string | null): string;
  formatNumber(value: number): string;
}

/** Scans by country on a world map: darker is more. */
export function WorldMap({ countries, countryName, formatNumber }: WorldMapProps) {
  const { t } = useTranslation('dashboard');
  const byNumeric = new Map(
    countries.flatMap(({ value, scans }) => {
      const numeric = value && countryCodes.alpha2ToNumeric(value);
      return numeric ? [[numeric, { code: value, scans }] as const] : [];
    }),
  );
  const most = Math.max(1, ...countries.map((country) => country.scans));
  // In the reader's language; the atlas's English name only for a shape without an ISO code.
  const nameOf = (shape: CountryShape) => {
    const code = countryCodes.numericToAlpha2(shape.id);
    return code ? countryName(code) : shape.name;
  };
  return (
    <svg className="world-map" role="img" aria-label={t('overview.map.label')} viewBox={`0 0 ${WIDTH} ${HEIGHT}`}>
      {SHAPES.map((shape) => {
        const scanned = byNumeric.get(shape.id);
        return (
          <path
            key={shape.id + shape.name}
            d={shape.path}
            fill={scanned ? `rgba(29, 78, 216, ${0.2 + 0.8 * (scanned.scans / most)})` : '#e2e8f0'}
            stroke="#ffffff"
            strokeWidth={0.5}
          >
            <title>{scanned ? `${countryName(scanned.code)}: ${formatNumber(scanned.scans)}` : nameOf(shape)}</title>
          </path>
        );
      })}
    </svg>
  );
}
