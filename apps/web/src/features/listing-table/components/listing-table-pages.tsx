import { ListingTableView } from './listing-table-view';

/** /concierge/_/listing-table: the classic table, one listing per roomy row (decision 031). */
export function ListingTablePage() {
  return <ListingTableView dense={false} />;
}

/** /concierge/_/listing-table-v2: the dense grid with row selection and bulk review (decision 031). */
export function ListingTableV2Page() {
  return <ListingTableView dense />;
}
