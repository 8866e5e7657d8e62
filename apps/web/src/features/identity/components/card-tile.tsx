import { OnboardingMessage, type CardType } from '@saral/contract/onboarding';
import { WORKING, type Tile, type TileStatus } from '../identity-form';
import { fill, useMessages } from '../../../shared/i18n/i18n';
import { inLanguage } from '../../../shared/i18n/english-text';
import { identityMessages } from '../i18n/en';

type Texts = typeof identityMessages extends { get: () => infer Body } ? Body : never;

const CARD_LABELS = (t: Texts): Record<CardType, string> => ({
  aadhaarFront: t.aadhaarFront,
  aadhaarBack: t.aadhaarBack,
  pan: t.pan,
});
const CARD_HINTS = (t: Texts): Record<CardType, string> => ({
  aadhaarFront: t.hintFront,
  aadhaarBack: t.hintBack,
  pan: t.hintPan,
});
const STATUS_TEXT = (t: Texts): Record<Exclude<TileStatus, 'idle'>, string> => ({
  preparing: t.preparing,
  uploading: t.uploading,
  reading: t[OnboardingMessage.readingCard],
  waiting: t[OnboardingMessage.cardReadingBusy],
  done: t.uploaded,
  failed: t.uploadFailed,
});

/** The id of a card's tile (its file input), the target of the scroll to the first problem. */
export const tileInputId = (card: CardType) => `identity-card-${card}`;
const problemId = (card: CardType) => `identity-card-${card}-problem`;

/**
 * One card: its photo, where its upload stands, what to check on it (`tile.note`) and what
 * stops the step on it (`problem`: missing, or still on its way), both written on the tile.
 */
export function CardTile({
  card,
  tile,
  uploadedBefore,
  problem,
  onChoose,
}: {
  card: CardType;
  tile: Tile;
  uploadedBefore: boolean;
  problem: string | undefined;
  onChoose: (input: HTMLInputElement) => void;
}) {
  const t = useMessages(identityMessages);
  const label = CARD_LABELS(t)[card];
  const working = WORKING.includes(tile.status);
  // A card uploaded on an earlier visit has no thumbnail here (no file id comes back for it).
  const status: TileStatus = tile.status === 'idle' && uploadedBefore ? 'done' : tile.status;
  return (
    <label
      className={`id-tile id-tile--${status}${problem ? ' id-tile--problem' : ''}`}
      data-testid={`card-${card}`}
      data-status={status}
    >
      <input
        id={tileInputId(card)}
        type="file"
        accept="image/*"
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId(card) : undefined}
        className="id-tile__input"
        disabled={working}
        onChange={(event) => onChoose(event.currentTarget)}
      />
      <span className="id-tile__thumb">
        {tile.preview ? (
          <img src={tile.preview} alt={fill(t.cardPhoto, { card: label })} />
        ) : (
          <span className="id-tile__card-icon" aria-hidden="true" />
        )}
        {working ? <span className="spinner id-tile__spinner" aria-hidden="true" /> : null}
      </span>
      <span className="id-tile__text">
        <span className="id-tile__label">{label}</span>
        <span className="id-tile__status" aria-live="polite">
          {status === 'idle' ? CARD_HINTS(t)[card] : STATUS_TEXT(t)[status]}
        </span>
        {tile.note && !working ? (
          <span className="id-tile__note" role="alert">
            {inLanguage(t, tile.note)}
          </span>
        ) : null}
        {problem ? (
          <span id={problemId(card)} className="id-tile__note" role="alert">
            {inLanguage(t, problem)}
          </span>
        ) : null}
      </span>
      <span className="id-tile__action" aria-hidden="true">
        {working ? '' : status === 'done' ? t.retake : status === 'failed' ? t.retry : t.upload}
      </span>
    </label>
  );
}
