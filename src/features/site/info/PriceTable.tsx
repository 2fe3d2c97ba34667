import type { ReactNode } from 'react';

export interface PriceRow {
  key: string;
  /** What is charged for; read as the row's header. */
  item: ReactNode;
  price: ReactNode;
  /** A short explanation under the item. */
  note?: ReactNode;
}

interface PriceTableProps {
  caption: string;
  itemHeader: string;
  priceHeader: string;
  rows: readonly PriceRow[];
  /** A line under the table, such as "GST included". */
  footnote?: ReactNode;
}

/** A real table of fees: a caption, column headers and a header cell per row. */
export default function PriceTable({
  caption,
  itemHeader,
  priceHeader,
  rows,
  footnote,
}: PriceTableProps) {
  return (
    <div className="price-table-wrap">
      <table className="table price-table mb-0">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{itemHeader}</th>
            <th scope="col" className="price-table-price">
              {priceHeader}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                {row.item}
                {row.note && <span className="price-table-note">{row.note}</span>}
              </th>
              <td className="price-table-price">{row.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {footnote && <p className="price-table-footnote">{footnote}</p>}
    </div>
  );
}
