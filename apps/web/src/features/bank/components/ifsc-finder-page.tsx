import { useState } from 'react';
import Dialog from 'antd-mobile/es/components/dialog';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { Branch } from '@saral/contract/api/bank';
import { bankBranchesQuery, bankCitiesQuery, bankStatesQuery, banksQuery } from '../api/bank-api';
import { SearchableSheet } from './searchable-sheet';
import { useMessages } from '../../../shared/i18n/i18n';
import { bankMessages } from '../i18n/en';
import './bank.css';

type Bank = { id: number; bankName: string };
/** A state or city of the directory; its id is the server's opaque string. */
type Place = { id: string; name: string };
type SheetKind = 'bank' | 'state' | 'city' | 'branch';
type Choices = {
  bank: Bank | null;
  state: Place | null;
  city: Place | null;
  branch: Branch | null;
};

const noChoices: Choices = { bank: null, state: null, city: null, branch: null };

// Stable helpers, so a sheet's filtered list is recomputed only when the list or search changes.
const bankKey = (bank: Bank) => String(bank.id);
const bankText = (bank: Bank) => bank.bankName;
const placeKey = (place: Place) => place.id;
const placeText = (place: Place) => place.name;
const branchKey = (branch: Branch) => branch.ifsc;
const branchText = (branch: Branch) => `${branch.branch} ${branch.ifsc} ${branch.address}`;

/**
 * /bank/ifsc?pid: finds the IFSC of a branch by bank, state, city and branch, then hands the
 * code back to the add-account form.
 */
export function IfscFinderPage() {
  const navigate = useNavigate();
  const t = useMessages(bankMessages);
  const pid = useSearchParams()[0].get('pid');
  const [choices, setChoices] = useState<Choices>(noChoices);
  const [sheet, setSheet] = useState<SheetKind | null>(null);
  // Kept apart from the choice so the dialog does not empty while it fades out after RE-FIND.
  const [shownBranch, setShownBranch] = useState<Branch | null>(null);

  const banks = useQuery(banksQuery());
  const states = useQuery(bankStatesQuery(choices.bank?.id ?? null));
  const cities = useQuery(bankCitiesQuery(choices.state?.id ?? null));
  const branches = useQuery(bankBranchesQuery(choices.city?.id ?? null));

  const close = () => setSheet(null);

  // Each choice clears the ones below it: they belonged to the previous answer.
  function chooseBank(bank: Bank) {
    setChoices({ ...noChoices, bank });
    close();
  }
  function chooseState(state: Place) {
    setChoices((current) => ({ ...noChoices, bank: current.bank, state }));
    close();
  }
  function chooseCity(city: Place) {
    setChoices((current) => ({ ...current, city, branch: null }));
    close();
  }
  function chooseBranch(branch: Branch) {
    setChoices((current) => ({ ...current, branch }));
    setShownBranch(branch);
    close();
  }

  function returnWithCode(ifsc: string) {
    const query = new URLSearchParams();
    if (pid) query.set('pid', pid);
    query.set('ifsc_code', ifsc);
    void navigate(`/bank/add?${query.toString()}`, { replace: true });
  }

  return (
    <main className="bank-page">
      <p className="bank-page__intro">{t.finderIntro}</p>

      <div className="bank-card-box">
        <FinderRow
          label={t.bank}
          value={choices.bank?.bankName}
          placeholder={t.chooseBank}
          onOpen={() => setSheet('bank')}
        />
        <FinderRow
          label={t.state}
          value={choices.state?.name}
          placeholder={choices.bank ? t.chooseState : t.bankFirst}
          disabled={!choices.bank}
          onOpen={() => setSheet('state')}
        />
        <FinderRow
          label={t.city}
          value={choices.city?.name}
          placeholder={choices.state ? t.chooseCity : t.stateFirst}
          disabled={!choices.state}
          onOpen={() => setSheet('city')}
        />
        <FinderRow
          label={t.branch}
          value={choices.branch?.branch}
          placeholder={choices.city ? t.chooseBranch : t.cityFirst}
          disabled={!choices.city}
          onOpen={() => setSheet('branch')}
        />
      </div>

      <SearchableSheet
        visible={sheet === 'bank'}
        title={t.chooseBank}
        noun={t.nounBank}
        list={banks}
        itemKey={bankKey}
        itemText={bankText}
        renderItem={bankText}
        selectedKey={choices.bank ? bankKey(choices.bank) : null}
        onSelect={chooseBank}
        onClose={close}
      />
      <SearchableSheet
        visible={sheet === 'state'}
        title={t.chooseState}
        noun={t.nounState}
        list={states}
        itemKey={placeKey}
        itemText={placeText}
        renderItem={placeText}
        selectedKey={choices.state?.id ?? null}
        onSelect={chooseState}
        onClose={close}
      />
      <SearchableSheet
        visible={sheet === 'city'}
        title={t.chooseCity}
        noun={t.nounCity}
        list={cities}
        itemKey={placeKey}
        itemText={placeText}
        renderItem={placeText}
        selectedKey={choices.city?.id ?? null}
        onSelect={chooseCity}
        onClose={close}
      />
      <SearchableSheet
        visible={sheet === 'branch'}
        title={t.chooseBranch}
        noun={t.nounBranch}
        list={branches}
        itemKey={branchKey}
        itemText={branchText}
        renderItem={(branch) => (
          <>
            <span className="bank-sheet__option-title">{branch.branch}</span>
            <span className="bank-sheet__option-detail">
              {branch.ifsc}
              {branch.address ? ` · ${branch.address}` : ''}
            </span>
          </>
        )}
        selectedKey={choices.branch?.ifsc ?? null}
        onSelect={chooseBranch}
        onClose={close}
      />

      <Dialog
        visible={choices.branch !== null}
        aria-label={t.isThisYourIfsc}
        title={t.isThisYourIfsc}
        content={shownBranch ? <BranchFacts branch={shownBranch} /> : null}
        actions={[
          [
            {
              key: 'refind',
              text: t.refind,
              onClick: () => setChoices(noChoices),
            },
            {
              key: 'yes',
              text: t.yes,
              bold: true,
              onClick: () => {
                if (shownBranch) returnWithCode(shownBranch.ifsc);
              },
            },
          ],
        ]}
      />
    </main>
  );
}

function FinderRow({
  label,
  value,
  placeholder,
  disabled = false,
  onOpen,
}: {
  label: string;
  value: string | undefined;
  placeholder: string;
  disabled?: boolean;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      className="bank-finder-row"
      aria-haspopup="dialog"
      disabled={disabled}
      onClick={onOpen}
    >
      <span className="bank-finder-row__label">{label}</span>
      <span className="bank-finder-row__line">
        <span className={value ? 'bank-finder-row__value' : 'bank-finder-row__placeholder'}>
          {value ?? placeholder}
        </span>
        <span className="bank-chevron" aria-hidden="true" />
      </span>
    </button>
  );
}

function BranchFacts({ branch }: { branch: Branch }) {
  const t = useMessages(bankMessages);
  return (
    <dl className="ifsc-facts">
      <div className="ifsc-facts__code">
        <dt>{t.ifscLabel}</dt>
        <dd>{branch.ifsc}</dd>
      </div>
      <div>
        <dt>{t.bank}</dt>
        <dd>{branch.bankName}</dd>
      </div>
      <div>
        <dt>{t.state}</dt>
        <dd>{branch.state}</dd>
      </div>
      <div>
        <dt>{t.district}</dt>
        <dd>{branch.district}</dd>
      </div>
      <div>
        <dt>{t.branch}</dt>
        <dd>{branch.branch}</dd>
      </div>
    </dl>
  );
}
