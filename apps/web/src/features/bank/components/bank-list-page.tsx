import Skeleton from 'antd-mobile/es/components/skeleton';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { BankCard } from '@saral/contract/api/bank';
import { allBankCardsKey, bankCardsQuery } from '../../../shared/api/bank-cards-api';
import { PageError } from '../../../shared/ui/page-error';
import { productIdFrom } from '../bank-form';
import { setDefaultCardMutation } from '../api/bank-api';
import { fill, useMessages } from '../../../shared/i18n/i18n';
import { bankMessages } from '../i18n/en';
import './bank.css';

/**
 * /bank?pid: the borrower's bank accounts. Tapping one returns to the loan confirm of the
 * product with that account chosen.
 */
export function BankListPage() {
  const productId = productIdFrom(useSearchParams()[0].get('pid'));
  const cards = useQuery(bankCardsQuery(productId?.toString()));
  const addLink = productId ? `/bank/add?pid=${productId}` : '/bank/add';
  const queryClient = useQueryClient();
  const t = useMessages(bankMessages);
  const setDefault = useMutation({
    ...setDefaultCardMutation(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allBankCardsKey }),
  });

  if (cards.isPending) {
    return <Skeleton.Paragraph lineCount={6} animated className="page-pad" />;
  }
  if (cards.isError) {
    return <PageError message={cards.error.message} onRetry={() => void cards.refetch()} />;
  }

  if (cards.data.length === 0) {
    return (
      <main className="bank-page bank-empty">
        <span className="bank-empty__icon" aria-hidden="true" />
        <h1 className="bank-empty__title">{t.noAccountTitle}</h1>
        <p className="bank-empty__text">{t.noAccountText}</p>
        <Link className="bank-add-link bank-add-link--primary" to={addLink}>
          {t.addAccount}
        </Link>
      </main>
    );
  }

  return (
    <main className="bank-page">
      <p className="bank-page__intro">{productId ? t.chooseForLoan : t.yourAccounts}</p>
      <ul className="bank-cards">
        {cards.data.map((card) => (
          <li key={card.id}>
            {productId ? (
              <Link
                className="bank-account bank-account--link"
                to={`/product/${productId}/detail?bank_id=${card.id}`}
                replace
              >
                <CardFacts card={card} />
                <span className="bank-chevron" aria-hidden="true" />
              </Link>
            ) : (
              // Without a product there is no loan to return to: the card is only shown.
              <div className="bank-account">
                <CardFacts card={card} />
                {card.isDefault ? (
                  <span className="bank-account__default">{t.default}</span>
                ) : (
                  <button
                    type="button"
                    className="link-button bank-account__make-default"
                    disabled={setDefault.isPending}
                    onClick={() => setDefault.mutate(card.id)}
                    aria-label={fill(t.makeDefaultAria, { cardNo: card.cardNo })}
                  >
                    {t.makeDefault}
                  </button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
      {!productId && (
        <p className="bank-page__intro" role={setDefault.isError ? 'alert' : undefined}>
          {setDefault.isError ? setDefault.error.message : t.defaultNote}
        </p>
      )}
      <Link className="bank-add-link" to={addLink}>
        <span aria-hidden="true">+</span>
        {t.addAccount}
      </Link>
    </main>
  );
}

function CardFacts({ card }: { card: BankCard }) {
  const t = useMessages(bankMessages);
  return (
    <span className="bank-account__facts">
      <span className="bank-account__name">{card.bankName || t.bankAccount}</span>
      <span className="bank-account__number">{card.cardNo}</span>
      <span className="bank-account__ifsc">{fill(t.ifscValue, { code: card.bankCode })}</span>
    </span>
  );
}
