import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useMutation } from '@tanstack/react-query';
import { CARD_TYPES, type CardType } from '@saral/contract/onboarding';
import type { FindUserAuth } from '@saral/contract/api/onboarding';
import { prepareImage } from '../../../shared/images/prepare-image';
import { confirmAadhaarPanMutation, uploadCardMutation } from '../api/identity-api';
import {
  EMPTY_TILE,
  confirmBody,
  firstProblem,
  identityProblems,
  merge,
  nextAadhaarInput,
  panInput,
  refusalPlace,
  type FieldName,
  type Form,
  type ProblemPlace,
  type Problems,
  type Tile,
  type TileStatus,
} from '../identity-form';
import { CardTile, tileInputId } from './card-tile';
import { IdentityField } from './identity-field';
import { useMessages } from '../../../shared/i18n/i18n';
import { inLanguage } from '../../../shared/i18n/english-text';
import { identityMessages } from '../i18n/en';

const fieldId = (name: FieldName) => `identity-${name}`;
const formErrorId = 'identity-form-error';
const placeId = (place: ProblemPlace | 'form') =>
  place === 'form'
    ? formErrorId
    : CARD_TYPES.includes(place as CardType)
      ? tileInputId(place as CardType)
      : fieldId(place as FieldName);

/** Brings the first problem into view without opening the keyboard. */
function scrollToPlace(place: ProblemPlace | 'form') {
  // After the render that shows the message.
  requestAnimationFrame(() =>
    document.getElementById(placeId(place))?.scrollIntoView({ block: 'center' }),
  );
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
  }));
  // Every message shows under its tile or field (or above the button), never in a toast.
  const [problems, setProblems] = useState<Problems>({});
  const [refused, setRefused] = useState<string | null>(null);
  const t = useMessages(identityMessages);
  const upload = useMutation({ ...uploadCardMutation(), meta: { errorDisplay: 'inline' } });
  const confirm = useMutation({ ...confirmAadhaarPanMutation(), meta: { errorDisplay: 'inline' } });

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
  const clearProblem = (place: ProblemPlace) =>
    setProblems((current) => {
      if (!current[place]) return current;
      const next = { ...current };
      delete next[place];
      return next;
    });

  async function choose(card: CardType, input: HTMLInputElement) {
    const file = input.files?.[0];
    // Cleared so choosing the same photo again after a failure still fires a change.
    input.value = '';
    if (!file) return;
    clearProblem(card);
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
      // The server says what to check: not an Aadhaar front, unreadable, or the reader failed.
      setTile(card, { status: 'done', preview, note: result.notice ?? undefined });
      clearProblem(card);
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
      clearProblem(card);
    }
  }

  const change = (name: FieldName, value: string) => {
    clearProblem(name);
    setForm((current) => ({
      values: { ...current.values, [name]: value },
      typed: { ...current.typed, [name]: true },
    }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (confirm.isPending) return;
    setRefused(null);
    const found = identityProblems(tiles, auth.cards, form.values);
    setProblems(found);
    const first = firstProblem(found);
    if (first) return scrollToPlace(first);
    confirm.mutate(confirmBody(form.values), {
      onSuccess: () => void onSaved(),
      onError: (error) => {
        const place = refusalPlace(error.message);
        if (place === 'form') setRefused(error.message);
        else setProblems({ [place]: error.message });
        scrollToPlace(place);
      },
    });
  }

  return (
    <form className="identity-page__body" onSubmit={submit} noValidate>
      <p className="identity-page__intro">{t.uploadIntro}</p>
      <div className="id-tiles">
        {CARD_TYPES.map((card) => (
          <CardTile
            key={card}
            card={card}
            tile={tiles[card]}
            uploadedBefore={auth.cards.includes(card)}
            problem={problems[card]}
            onChoose={(input) => void choose(card, input)}
          />
        ))}
      </div>

      <h2 className="identity-page__subtitle">{t.confirmDetails}</h2>
      <IdentityField id={fieldId('realName')} label={t.name} error={problems.realName}>
        <Input
          id={fieldId('realName')}
          aria-label={t.name}
          placeholder={t.namePlaceholder}
          autoComplete="name"
          maxLength={100}
          value={form.values.realName}
          onChange={(value) => change('realName', value)}
        />
      </IdentityField>
      <IdentityField id={fieldId('idNo')} label={t.aadhaarNo} error={problems.idNo}>
        <Input
          id={fieldId('idNo')}
          aria-label={t.aadhaarNo}
          inputMode="numeric"
          placeholder={t.aadhaarPlaceholder}
          value={form.values.idNo}
          onChange={(value) => change('idNo', nextAadhaarInput(form.values.idNo, value))}
        />
      </IdentityField>
      <IdentityField id={fieldId('panNo')} label={t.panNo} error={problems.panNo}>
        <Input
          id={fieldId('panNo')}
          aria-label={t.panNo}
          autoCapitalize="characters"
          placeholder={t.panPlaceholder}
          value={form.values.panNo}
          onChange={(value) => change('panNo', panInput(value))}
        />
      </IdentityField>

      {refused ? (
        <p id={formErrorId} className="field__error" role="alert">
          {inLanguage(t, refused)}
        </p>
      ) : null}
      <Button
        type="submit"
        color="primary"
        size="large"
        block
        loading={confirm.isPending}
        className="identity-page__submit"
        data-track="identity-next"
      >
        {t.confirmToNext}
      </Button>
    </form>
  );
}
