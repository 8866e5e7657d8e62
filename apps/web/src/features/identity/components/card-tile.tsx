import { OnboardingMessage, type CardType } from '@saral/contract/onboarding';
import { WORKING, type Tile, type TileStatus } from '../identity-form';

export const CARD_LABELS: Record<CardType, string> = {
  aadhaarFront: 'Aadhaar Front',
  aadhaarBack: 'Aadhaar Back',
  pan: 'PAN',
};
const CARD_HINTS: Record<CardType, string> = {
  aadhaarFront: 'The side with your photo',
  aadhaarBack: 'The side with your address',
  pan: 'The front of your PAN card',
};

const STATUS_TEXT: Record<Exclude<TileStatus, 'idle'>, string> = {
  preparing: 'Preparing photo…',
  uploading: 'Uploading…',
  reading: OnboardingMessage.readingCard,
  waiting: OnboardingMessage.cardReadingBusy,
  done: 'Uploaded',
  failed: 'Upload failed. Tap to try again',
};

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
  const label = CARD_LABELS[card];
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
        {problem ? (
          <span id={problemId(card)} className="id-tile__note" role="alert">
            {problem}
          </span>
        ) : null}
      </span>
      <span className="id-tile__action" aria-hidden="true">
        {working ? '' : status === 'done' ? 'Retake' : status === 'failed' ? 'Retry' : 'Upload'}
      </span>
    </label>
  );
}
