import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../src/views/inspection/texts';
import { DoneStep } from '../../../src/views/inspection/DoneStep';
import { renderWithApp } from '../support';

const done = (props: { isSent?: boolean; mailedTo?: number }) =>
  renderWithApp(<DoneStep result="conform" gateState="inService" objectPath="/buildings/1/2/3" {...props} />);

describe('the done screen says what became of the report', () => {
  it('says the report was not mailed when the customer has nobody to mail it to', async () => {
    done({ mailedTo: 0 });
    expect(await screen.findByText(/Het is niet gemaild: de klant heeft geen ontvanger/)).toBeTruthy();
    expect(screen.queryByText(/is gemaild naar de klant/)).toBeNull();
  });

  it('says the report was mailed when the server mailed it to someone', async () => {
    done({ mailedTo: 2 });
    expect(
      await screen.findByText(
        'Het rapport staat bij de documenten van het object en is gemaild naar de klant.',
      ),
    ).toBeTruthy();
  });

  it('claims no mail when the server did not say, and waits for the network when it was not sent', async () => {
    done({});
    expect(await screen.findByText('Het rapport staat bij de documenten van het object.')).toBeTruthy();
    done({ isSent: false, mailedTo: 2 });
    expect(await screen.findByText(/Bewaard op dit apparaat/)).toBeTruthy();
  });
});
