import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useMutation } from '@tanstack/react-query';
import { AADHAAR_DIGITS, PAN_LENGTH } from '@saral/contract/constants';
import {
  FieldMessage,
  digitsOnly,
  isValidAadhaar,
  isValidPan,
  isValidRealName,
} from '@saral/contract/field-rules';
import {
  CARD_MISSING_MESSAGE,
  CARD_TYPES,
  OnboardingMessage,
  type CardType,
} from '@saral/contract/onboarding';
import type { FindUserAuth, OcrResult } from '@saral/contract/api/onboarding';
import { prepareImage } from '../../../shared/images/prepare-image';
import { showToast } from '../../../shared/ui/feedback';
import { confirmAadhaarPanMutation, uploadCardMutation } from '../api/identity-api';

const CARD_LABELS: Record<CardType, string> = {
  aadhaarFront: 'Aadhaar Front',
  aadhaarBack: 'Aadhaar Back',
  pan: 'PAN',
};
const CARD_HINTS: Record<CardType, string> = {
  aadhaarFront: 'The side with your photo',
  aadhaarBack: 'The side with your address',
  pan: 'The front of your PAN card',
};

type TileStatus = 'idle' | 'preparing' | 'uploading' | 'reading' | 'waiting' | 'done' | 'failed';
/** The statuses of a card on its way: its input is locked and a spinner turns. */
const WORKING: TileStatus[] = ['preparing', 'uploading', 'reading', 'waiting'];
/** `note`: what went wrong with this card, or what to check, shown on its tile. */
type Tile = { status: TileStatus; preview: string | null; note?: string };

/** The front was read and carries neither a name nor an Aadhaar number. */
const NOT_AADHAAR_FRONT =
  'This photo is not an Aadhaar card front. Retake it, or type your details below';

/** What the tile says after an upload: a front the OCR found nothing on is flagged. */
function uploadedNote(card: CardType, result: OcrResult): string | undefined {
  return card === 'aadhaarFront' && !result.idNo && !result.name ? NOT_AADHAAR_FRONT : undefined;
}
const EMPTY_TILE: Tile = { status: 'idle', preview: null };

type FieldName = 'realName' | 'idNo' | 'panNo';
type Fields = Record<FieldName, string>;
type Form = { values: Fields; typed: Record<FieldName, boolean>; invalid: FieldName | null };

/** The Aadhaar number the OCR read comes back masked; the server keeps the full number. */
const MASKED_AADHAAR = /^XXXX XXXX \d{4}$/;

function realNameError(name: string): string | null {
  return isValidRealName(name) ? null : OnboardingMessage.realName;
}
function aadhaarError(value: string): string | null {
  if (!value) return FieldMessage.aadhaarMissing;
  return MASKED_AADHAAR.test(value) || isValidAadhaar(value) ? null : FieldMessage.aadhaarInvalid;
}
function panError(value: string): string | null {
  if (!value) return FieldMessage.panMissing;
  return isValidPan(value) ? null : FieldMessage.panInvalid;
}

/** Digits only, at most 12; a masked number is kept whole or, once edited, starts afresh. */
function nextAadhaarInput(current: string, input: string): string {
  if (MASKED_AADHAAR.test(input)) return input;
  if (MASKED_AADHAAR.test(current)) {
    return input.startsWith(current) ? digitsOnly(input.slice(current.length), AADHAAR_DIGITS) : '';
  }
  return digitsOnly(input, AADHAAR_DIGITS);
}
const panInput = (input: string) =>
  input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, PAN_LENGTH);

/** What the OCR read fills in, unless the borrower has typed something there. */
function merge(form: Form, result: OcrResult): Form {
  const recognized: Partial<Fields> = {
    realName: result.name ?? undefined,
    idNo: result.idNo ?? undefined,
    panNo: result.panNo ? panInput(result.panNo) : undefined,
  };
  const values = { ...form.values };
  for (const name of Object.keys(recognized) as FieldName[]) {
    const value = recognized[name]?.trim();
    if (value && !(form.typed[name] && values[name])) values[name] = value;
  }
  return { ...form, values };
}

/** Upload variant: photos of both Aadhaar sides and the PAN, then confirm what was read. */
export function UploadIdentity({ auth, onSaved }: { auth: FindUserAuth; onSaved: () => unknown }) {
  const [tiles, setTiles] = useState<Record<CardType, Tile>>({
    aadhaarFront: EMPTY_TILE,
    aadhaarBack: EMPTY_TILE,
    pan: EMPTY_TILE,
  });
  const [form, setForm] = useState<Form>(() => ({
    // What the borrower confirmed before wins over what the OCR read and nobody confirmed.
    values: {
      realName: auth.realName ?? auth.recognized.name ?? '',
      idNo: auth.idNo ?? auth.recognized.idNo ?? '',
      panNo: panInput(auth.panNo ?? auth.recognized.panNo ?? ''),
    },
    typed: { realName: false, idNo: false, panNo: false },
    invalid: null,
  }));
  // Failures show on the card's tile, not in a toast.
  const upload = useMutation({ ...uploadCardMutation(), meta: { errorDisplay: 'inline' } });
  const confirm = useMutation(confirmAadhaarPanMutation());

  // Every preview made in this visit, released when the borrower leaves.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  const release = (url: string | null) => {
    if (!url) return;
    URL.revokeObjectURL(url);
    previews.current.delete(url);
  };

  const setTile = (card: CardType, tile: Tile) =>
    setTiles((current) => ({ ...current, [card]: tile }));

  async function choose(card: CardType, input: HTMLInputElement) {
    const file = input.files?.[0];
    // Cleared so choosing the same photo again after a failure still fires a change.
    input.value = '';
    if (!file) return;
    const previous = tiles[card];
    setTile(card, { ...previous, status: 'preparing' });

    let image: Blob;
    try {
      image = await prepareImage(file);
    } catch (error) {
      setTile(card, { ...previous, note: (error as Error).message });
      return;
    }
    const preview = URL.createObjectURL(image);
    previews.current.add(preview);
    // The back of the Aadhaar is only stored; the other cards wait for an OCR worker to read them.
    const sending: TileStatus = card === 'aadhaarBack' ? 'uploading' : 'reading';
    setTile(card, { status: sending, preview });

    try {
      const result = await upload.mutateAsync({
        card,
        image,
        onWait: (waiting) => setTile(card, { status: waiting ? 'waiting' : sending, preview }),
      });
      release(previous.preview);
      setTile(card, { status: 'done', preview, note: uploadedNote(card, result) });
      setForm((current) => merge(current, result));
    } catch (error) {
      // The server's message shows on the tile; an earlier upload of this visit stays.
      release(preview);
      const note = (error as Error).message;
      setTile(
        card,
        previous.status === 'done'
          ? { ...previous, note }
          : { status: 'failed', preview: null, note },
      );
    }
  }

  const change = (name: FieldName, value: string) =>
    setForm((current) => ({
      values: { ...current.values, [name]: value },
      typed: { ...current.typed, [name]: true },
      invalid: current.invalid === name ? null : current.invalid,
    }));

  const busy = CARD_TYPES.some((card) => WORKING.includes(tiles[card].status));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (confirm.isPending) return;
    if (busy) return showToast('Please wait until the photos finish uploading');
    for (const card of CARD_TYPES) {
      if (tiles[card].status !== 'done' && !auth.cards.includes(card)) {
        return showToast(CARD_MISSING_MESSAGE[card]);
      }
    }
    const body = {
      realName: form.values.realName.trim().replace(/\s+/g, ' '),
      idNo: form.values.idNo.trim(),
      panNo: form.values.panNo.trim(),
    };
    const problems: [FieldName, string | null][] = [
      ['realName', realNameError(body.realName)],
      ['idNo', aadhaarError(body.idNo)],
      ['panNo', panError(body.panNo)],
    ];
    const problem = problems.find(([, message]) => message !== null);
    if (problem) {
      setForm((current) => ({ ...current, invalid: problem[0] }));
      return showToast(problem[1] ?? '');
    }
    confirm.mutate(body, { onSuccess: () => void onSaved() });
  }

  const fieldClass = (name: FieldName) =>
    `field__control${form.invalid === name ? ' field__control--invalid' : ''}`;

  return (
    <form className="identity-page__body" onSubmit={submit} noValidate>
      <p className="identity-page__intro">
        Take clear photos of your cards in good light. We read your details from them.
      </p>
      <div className="id-tiles">
        {CARD_TYPES.map((card) => (
          <CardTile
            key={card}
            card={card}
            tile={tiles[card]}
            uploadedBefore={auth.cards.includes(card)}
            onChoose={(input) => void choose(card, input)}
          />
        ))}
      </div>

      <h2 className="identity-page__subtitle">Confirm your details</h2>
      <label className="field">
        <span className="field__label">Name</span>
        <span className={fieldClass('realName')}>
          <Input
            aria-label="Name"
            placeholder="Name as on your PAN card"
            autoComplete="name"
            maxLength={100}
            value={form.values.realName}
            onChange={(value) => change('realName', value)}
          />
        </span>
      </label>
      <label className="field">
        <span className="field__label">Aadhaar No.</span>
        <span className={fieldClass('idNo')}>
          <Input
            aria-label="Aadhaar No."
            inputMode="numeric"
            placeholder="12-digit Aadhaar number"
            value={form.values.idNo}
            onChange={(value) => change('idNo', nextAadhaarInput(form.values.idNo, value))}
          />
        </span>
      </label>
      <label className="field">
        <span className="field__label">PAN No.</span>
        <span className={fieldClass('panNo')}>
          <Input
            aria-label="PAN No."
            autoCapitalize="characters"
            placeholder="10-character PAN, like ABCPE1234F"
            value={form.values.panNo}
            onChange={(value) => change('panNo', panInput(value))}
          />
        </span>
      </label>

      <Button
        type="submit"
        color="primary"
        size="large"
        block
        loading={confirm.isPending}
        className="identity-page__submit"
        data-track="identity-next"
      >
        CONFIRM TO NEXT
      </Button>
    </form>
  );
}

const STATUS_TEXT: Record<Exclude<TileStatus, 'idle'>, string> = {
  preparing: 'Preparing photo…',
  uploading: 'Uploading…',
  reading: OnboardingMessage.readingCard,
  waiting: OnboardingMessage.cardReadingBusy,
  done: 'Uploaded',
  failed: 'Upload failed. Tap to try again',
};

function CardTile({
  card,
  tile,
  uploadedBefore,
  onChoose,
}: {
  card: CardType;
  tile: Tile;
  uploadedBefore: boolean;
  onChoose: (input: HTMLInputElement) => void;
}) {
  const label = CARD_LABELS[card];
  const working = WORKING.includes(tile.status);
  // A card uploaded on an earlier visit has no thumbnail here (no file id comes back for it).
  const status: TileStatus = tile.status === 'idle' && uploadedBefore ? 'done' : tile.status;
  return (
    <label
      className={`id-tile id-tile--${status}`}
      data-testid={`card-${card}`}
      data-status={status}
    >
      <input
        type="file"
        accept="image/*"
        aria-label={label}
        className="id-tile__input"
        disabled={working}
        onChange={(event) => onChoose(event.currentTarget)}
      />
      <span className="id-tile__thumb">
        {tile.preview ? (
          <img src={tile.preview} alt={`${label} photo`} />
        ) : (
          <span className="id-tile__card-icon" aria-hidden="true" />
        )}
        {working ? <span className="spinner id-tile__spinner" aria-hidden="true" /> : null}
      </span>
      <span className="id-tile__text">
        <span className="id-tile__label">{label}</span>
        <span className="id-tile__status" aria-live="polite">
          {status === 'idle' ? CARD_HINTS[card] : STATUS_TEXT[status]}
        </span>
        {tile.note && !working ? (
          <span className="id-tile__note" role="alert">
            {tile.note}
          </span>
        ) : null}
      </span>
      <span className="id-tile__action" aria-hidden="true">
        {working ? '' : status === 'done' ? 'Retake' : status === 'failed' ? 'Retry' : 'Upload'}
      </span>
    </label>
  );
}
