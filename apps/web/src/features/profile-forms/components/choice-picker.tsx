import { useId, type ReactNode } from 'react';
import Popup from 'antd-mobile/es/components/popup';
import type { ChoiceOption } from '../profile-form-rules';
import '../../../shared/ui/picker-sheet.css';

/** A bottom sheet with a title and a close button; its body scrolls. */
export function PickerSheet({
  visible,
  title,
  tall = false,
  closeLabel,
  onClose,
  children,
}: {
  visible: boolean;
  title: string;
  /** The close button's name, in the borrower's language. */
  closeLabel: string;
  /** A fixed height, so a searched list does not make the sheet jump. */
  tall?: boolean;
  onClose: () => void;
  children: (titleId: string) => ReactNode;
}) {
  const titleId = useId();
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName={tall ? 'picker-sheet picker-sheet--tall' : 'picker-sheet'}
      destroyOnClose
    >
      <div className="picker-sheet__header">
        <h2 id={titleId} className="picker-sheet__title">
          {title}
        </h2>
        <button
          type="button"
          className="picker-sheet__close"
          aria-label={closeLabel}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {children(titleId)}
    </Popup>
  );
}

/** Dropdown and day-of-month choices: one tap picks and closes. */
export function ChoicePicker({
  visible,
  title,
  closeLabel,
  options,
  layout,
  selected,
  onSelect,
  onClose,
}: {
  visible: boolean;
  title: string;
  closeLabel: string;
  options: ChoiceOption[];
  /** A grid of small squares for the 31 days; full-width rows otherwise. */
  layout: 'list' | 'grid';
  selected: string;
  onSelect: (option: ChoiceOption) => void;
  onClose: () => void;
}) {
  return (
    <PickerSheet visible={visible} title={title} closeLabel={closeLabel} onClose={onClose}>
      {(titleId) => (
        <div
          role="listbox"
          aria-labelledby={titleId}
          className={`picker-sheet__body picker-options picker-options--${layout}`}
        >
          {options.map((option) => (
            <button
              key={option.value}
              type="button"
              role="option"
              aria-selected={option.value === selected}
              className="picker-option"
              onClick={() => onSelect(option)}
            >
              {option.label}
            </button>
          ))}
        </div>
      )}
    </PickerSheet>
  );
}
