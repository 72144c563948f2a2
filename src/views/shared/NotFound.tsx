import { TitleTrail } from './shared/TitleTrail';
import { NotFoundState } from './ui/DataState';

/** An address inside the portal that no screen answers. */
export function NotFound() {
  return (
    <>
      <TitleTrail items={[]} />
      <NotFoundState />
    </>
  );
}
