import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Place } from '@saral/contract/api/onboarding';
import { districtsQuery, statesQuery } from '../api/profile-forms-api';
import { PickerSheet } from './choice-picker';
import { fill, useMessages } from '../../../shared/i18n/i18n';
import { profileFormsMessages } from '../i18n/en';
import '../../../shared/ui/picker-sheet.css';

type PlaceKind = 'state' | 'district';

/** State or district chooser: a search box over the list (36 states, up to 75 districts). */
export function PlacePicker({
  visible,
  title,
  closeLabel,
  kind,
  stateId,
  selected,
  onSelect,
  onClose,
}: {
  visible: boolean;
  title: string;
  closeLabel: string;
  kind: PlaceKind;
  /** The chosen state, for a district list. */
  stateId: string;
  selected: string;
  onSelect: (place: Place) => void;
  onClose: () => void;
}) {
  const t = useMessages(profileFormsMessages);
  const [search, setSearch] = useState('');
  const places = useQuery(kind === 'state' ? statesQuery() : districtsQuery(stateId));
  const term = search.trim().toLowerCase();
  const shown = useMemo(
    () => (places.data ?? []).filter((place) => place.name.toLowerCase().includes(term)),
    [places.data, term],
  );

  return (
    <PickerSheet visible={visible} title={title} closeLabel={closeLabel} tall onClose={onClose}>
      {(titleId) => (
        <>
          <div className="picker-sheet__search">
            <input
              type="search"
              aria-label={fill(t.search, { title })}
              placeholder={fill(t.search, { title })}
              enterKeyHint="search"
              autoComplete="off"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          {places.isPending ? (
            <p className="picker-sheet__note" role="status">
              {t.loading}
            </p>
          ) : places.isError ? (
            <div className="picker-sheet__note" role="alert">
              <p>{places.error.message}</p>
              <button
                type="button"
                className="picker-sheet__retry"
                onClick={() => void places.refetch()}
              >
                {t.tryAgain}
              </button>
            </div>
          ) : shown.length === 0 ? (
            <p className="picker-sheet__note" role="status">
              {term
                ? fill(t.noMatch, { title, search: search.trim() })
                : fill(t.nothingToChoose, { title })}
            </p>
          ) : (
            <div
              role="listbox"
              aria-labelledby={titleId}
              className="picker-sheet__body picker-options picker-options--list"
            >
              {shown.map((place) => (
                <button
                  key={place.id}
                  type="button"
                  role="option"
                  aria-selected={String(place.id) === selected}
                  className="picker-option"
                  onClick={() => onSelect(place)}
                >
                  {place.name}
                </button>
              ))}
            </div>
          )}
        </>
      )}
    </PickerSheet>
  );
}
