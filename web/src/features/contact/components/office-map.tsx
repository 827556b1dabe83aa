import { BUSINESS } from '@shop/shared/business';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { t } from '../../../i18n/i18n.ts';

/** Central Tema on OpenStreetMap; the iframe loads only when scrolled near, so it never holds up the page. */
const BBOX = '-0.0450,5.6200,0.0350,5.6900';
const EMBED_URL = `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(BBOX)}&layer=mapnik`;
const LARGER_MAP_URL = 'https://www.openstreetmap.org/#map=14/5.6550/-0.0050';

export function OfficeMap() {
  return (
    <PageSection id="map-heading" title={t('Find Us in Tema')} lead={BUSINESS.address}>
      <div className="map-frame">
        <iframe
          title={t('Map of Tema, where our office is ({address})', { address: BUSINESS.address })}
          src={EMBED_URL}
          loading="lazy"
          referrerPolicy="no-referrer"
          width="1200"
          height="400"
        />
      </div>
      <p className="map-link">
        <a href={LARGER_MAP_URL} target="_blank" rel="noopener noreferrer">
          {t('Open a larger map')}
          <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
        </a>
      </p>
    </PageSection>
  );
}
