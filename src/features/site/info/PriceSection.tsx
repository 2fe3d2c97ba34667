import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import InfoSection from './InfoSection';
import PriceTable, { type PriceRow } from './PriceTable';

interface PriceSectionProps {
  /** The page's namespace: prices.title, prices.caption, prices.colFee and prices.footnote. */
  t: TFunction;
  /** The heading of the table's first column. */
  itemHeader: string;
  rows: readonly PriceRow[];
  /** What stands beside the table on a wide screen (an example, what to know). */
  aside?: ReactNode;
}

/** A service page's prices (#prices, where its header's button leads): the table, and beside it a note. */
export default function PriceSection({ t, itemHeader, rows, aside }: PriceSectionProps) {
  return (
    <InfoSection id="prices" title={t('prices.title')}>
      <div className="row g-4 align-items-start">
        <div className="col-lg-7">
          <PriceTable
            caption={t('prices.caption')}
            itemHeader={itemHeader}
            priceHeader={t('prices.colFee')}
            rows={rows}
            footnote={t('prices.footnote')}
          />
        </div>
        {aside && <div className="col-lg-5">{aside}</div>}
      </div>
    </InfoSection>
  );
}
