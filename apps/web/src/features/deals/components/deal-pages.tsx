import { useParams } from 'react-router';
import { DealRoom } from './deal-room';

// The route table lazy-loads this module and picks these names.
export { DealsPage } from './deals-page';

/** /deals/{id}: one deal room (keyed, so moving between deals starts fresh). */
export function DealRoomPage() {
  const { id = '' } = useParams();
  return <DealRoom key={id} id={id} />;
}
