import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import Popup from 'antd-mobile/es/components/popup';
import { fill, useMessages } from '../../../shared/i18n/i18n';
import { bankMessages } from '../i18n/en';
import '../../../shared/ui/picker-sheet.css';

/** What the sheet needs of a list query (a TanStack Query result fits). */
export type SheetList<T> = {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
};

type SearchableSheetProps<T> = {
  visible: boolean;
  title: string;
  /** 'bank', 'state', … in the borrower's language: the search box says 'Search bank'. */
  noun: string;
  list: SheetList<T>;
  itemKey: (item: T) => string;
  /** The text searched in, lower-cased here. */
  itemText: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  selectedKey: string | null;
  onSelect: (item: T) => void;
  onClose: () => void;
};

/** A bottom sheet of choices with a search box; one tap picks. */
export function SearchableSheet<T>(props: SearchableSheetProps<T>) {
  return (
    <Popup
      visible={props.visible}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      position="bottom"
      bodyClassName="picker-sheet picker-sheet--tall"
      // A fresh search box each time the sheet opens.
      destroyOnClose
    >
      <SheetContent {...props} />
    </Popup>
  );
}

function SheetContent<T>({
  title,
  noun,
  list,
  itemKey,
  itemText,
  renderItem,
  selectedKey,
  onSelect,
  onClose,
}: SearchableSheetProps<T>) {
  const titleId = useId();
  const t = useMessages(bankMessages);
  const [search, setSearch] = useState('');
  // Typing stays quick on a slow phone while a list of a thousand banks filters behind it.
  const term = useDeferredValue(search.trim().toLowerCase());
  const shown = useMemo(
    () => (list.data ?? []).filter((item) => itemText(item).toLowerCase().includes(term)),
    [list.data, itemText, term],
  );

  return (
    <div className="bank-sheet__frame" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="picker-sheet__header">
        <h2 id={titleId} className="picker-sheet__title">
          {title}
        </h2>
        <button
          type="button"
          className="picker-sheet__close"
          aria-label={t.close}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="picker-sheet__search">
        <input
          type="search"
          aria-label={fill(t.search, { noun })}
          placeholder={fill(t.search, { noun })}
          enterKeyHint="search"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {list.isPending ? (
        <p className="picker-sheet__note" role="status">
          {t.loading}
        </p>
      ) : list.isError ? (
        <div className="picker-sheet__note" role="alert">
          <p>{list.error?.message ?? t.somethingWrong}</p>
          <button type="button" className="picker-sheet__retry" onClick={() => void list.refetch()}>
            {t.tryAgain}
          </button>
        </div>
      ) : shown.length === 0 ? (
        <p className="picker-sheet__note" role="status">
          {term
            ? fill(t.noMatch, { noun, search: search.trim() })
            : fill(t.nothingToChoose, { noun })}
        </p>
      ) : (
        <div
          role="listbox"
          aria-labelledby={titleId}
          className="picker-sheet__body picker-options picker-options--list"
        >
          {shown.map((item) => {
            const key = itemKey(item);
            return (
              <button
                key={key}
                type="button"
                role="option"
                aria-selected={key === selectedKey}
                className="picker-option bank-sheet__option"
                onClick={() => onSelect(item)}
              >
                {renderItem(item)}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
