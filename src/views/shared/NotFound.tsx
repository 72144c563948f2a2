import { NotFoundState } from '../ui/DataState';
import { TitleTrail } from './TitleTrail';

/** An address inside the portal that no screen answers, or whose id could never name a record. */
export function NotFound() {
  return (
    <>
      <TitleTrail items={[]} />
      <NotFoundState />
    </>
  );
}
