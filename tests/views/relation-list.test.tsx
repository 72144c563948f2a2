import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RelationList } from '../../src/views/shell/RelationList';
import { withLaidOutList } from './laid-out-list';
import { relation, relations, renderWithApp } from './support';

const noSelection = { relationId: null, buildingId: null };

describe('RelationList', () => {
  it('says there are no relations when there are none', () => {
    renderWithApp(<RelationList relations={[]} {...noSelection} />);
    expect(screen.getByText('Geen relaties')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('shows a single relation with its buildings beneath', () => {
    const only = relation(7, 'Gemeente Utrecht', ['Stadskantoor', 'Parkeergarage Noord']);
    renderWithApp(<RelationList relations={[only]} relationId={7} buildingId={702} />);
    expect(screen.getByRole('link', { name: 'Gemeente Utrecht' }).getAttribute('href')).toBe('/buildings/7');
    const buildings = within(screen.getByRole('list', { name: 'Locaties' })).getAllByRole('link');
    expect(buildings.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Stadskantoor', '/buildings/7/701'],
      ['Parkeergarage Noord', '/buildings/7/702'],
    ]);
    expect(buildings[1].getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('lists two to ten relations as links, a relation with one address linking to that building', () => {
    const list = [
      relation(1, 'Albert Heijn DC', ['Distributiecentrum Zaandam']),
      relation(2, 'Bouwbedrijf Jansen', ['Kantoor', 'Werf']),
      ...relations(10).slice(2),
    ];
    renderWithApp(<RelationList relations={list} {...noSelection} />);
    const links = within(screen.getByRole('list', { name: 'Relaties' })).getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links[0].getAttribute('href')).toBe('/buildings/1/101');
    expect(links[1].getAttribute('href')).toBe('/buildings/2');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows the buildings of the chosen relation in the link list', () => {
    renderWithApp(<RelationList relations={relations(3)} relationId={2} buildingId={null} />);
    expect(screen.getByRole('link', { name: 'Relatie 02' }).getAttribute('aria-current')).toBe('page');
    const buildings = within(screen.getByRole('list', { name: 'Locaties' })).getAllByRole('link');
    expect(buildings.map((link) => link.getAttribute('href'))).toEqual([
      '/buildings/2/201',
      '/buildings/2/202',
    ]);
  });

  describe('above ten relations', () => {
    withLaidOutList();

    it('filters the whole of a long list as the user types, while drawing only what is in view', async () => {
      const user = userEvent.setup();
      const many = [...relations(39), relation(40, 'Zuiderzee Hotel', ['Hoofdingang'])];
      renderWithApp(<RelationList relations={many} {...noSelection} />);
      // The chooser loads when first shown (it is a chunk of its own).
      const chooser = await screen.findByRole('combobox', { name: 'Kies klant' });
      await user.click(chooser);
      expect((await screen.findAllByRole('option')).length).toBeGreaterThan(3);
      await user.type(chooser, 'zuider');
      await waitFor(() =>
        expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Zuiderzee Hotel']),
      );
    });

    it('offers a searchable Kies klant chooser above ten relations, navigating on a choice', async () => {
      const user = userEvent.setup();
      const list = [...relations(11), relation(12, 'Zuiderzee Hotel', ['Hoofdingang'])];
      const app = renderWithApp(<RelationList relations={list} {...noSelection} />);
      expect(screen.queryByRole('list', { name: 'Relaties' })).toBeNull();

      const chooser = await screen.findByRole('combobox', { name: 'Kies klant' });
      await user.type(chooser, 'zuider');
      const options = await screen.findAllByRole('option');
      expect(options.map((o) => o.textContent)).toEqual(['Zuiderzee Hotel']);
      await user.click(options[0]);
      await waitFor(() => expect(app.path()).toBe('/buildings/12/1201'));
    });
  });

  it('shows the buildings of the chosen relation beneath the chooser', async () => {
    renderWithApp(<RelationList relations={relations(12)} relationId={5} buildingId={501} />);
    expect(((await screen.findByRole('combobox', { name: 'Kies klant' })) as HTMLInputElement).value).toBe(
      'Relatie 05',
    );
    const current = screen.getByRole('link', { name: 'Hoofdgebouw' });
    expect(current.getAttribute('href')).toBe('/buildings/5/501');
    expect(current.getAttribute('aria-current')).toBe('page');
  });
});
