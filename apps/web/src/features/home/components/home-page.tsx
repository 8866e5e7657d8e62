import { useEffect, useRef, useState, type ReactNode } from 'react';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useIsFetching, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type {
  InProgressOrderCard as Order,
  ProductCard as Product,
} from '@saral/contract/api/home';
import { homeOrderLink } from '@saral/contract/order-states';
import { campaignIosH5Url } from '../../../shared/audience/campaign-store';
import { isIOS } from '../../../shared/device/platform';
import { PageError } from '../../../shared/ui/page-error';
import { homeIndexQuery } from '../api/home-api';
import { confirmDialog } from '../../../shared/ui/feedback';
import { applyTarget } from '../apply-target';
import { useMessages } from '../../../shared/i18n/i18n';
import { homeMessages } from '../i18n/en';
import { InProgressOrderCard } from './in-progress-order-card';
import { InstallAppBanner } from './install-app-banner';
import { IosInstallGuide } from './ios-install-guide';
import { ProductCard } from './product-card';

/**
 * `notice`: a card shown above the products, composed in by the route (e.g. the location request);
 * `topBarAction`: a control at the end of the top bar (the messages bell).
 */
export function HomePage({
  notice,
  topBarAction,
}: { notice?: ReactNode; topBarAction?: ReactNode } = {}) {
  const navigate = useNavigate();
  const home = useQuery(homeIndexQuery());
  const t = useMessages(homeMessages);
  const settled = useFirstLoadsSettled(!home.isPending);

  // One Apply at a time: taps while the campaign lookup runs must not start more lookups or
  // navigations. A ref, because taps can come before React re-renders with the pending state.
  const applying = useRef(false);
  const [applyingId, setApplyingId] = useState<number | null>(null);

  const openOrder = (order: Order) => void navigate(homeOrderLink(order.orderId, order.orderState));
  const apply = async (product: Product) => {
    if (applying.current) return;
    applying.current = true;
    setApplyingId(product.id);
    try {
      const ios = isIOS();
      // The visitor's campaign may have an h5 site of its own (one short request, then cached;
      // when it fails or runs out of time Apply goes to the usual target).
      const campaignH5Url = ios ? await campaignIosH5Url() : null;
      const iosH5Url = home.data?.iosH5Url ?? '';
      const target = applyTarget(product, { ios, iosH5Url, campaignH5Url });
      if ('internal' in target) void navigate(target.internal);
      else if (!target.partner || (await confirmPartner())) window.location.assign(target.external);
    } finally {
      applying.current = false;
      setApplyingId(null);
    }
  };

  const confirmPartner = () =>
    confirmDialog({ content: t.partnerNotice, confirmText: t.continue, cancelText: t.stayHere });

  return (
    <main className="home-page">
      <section className="home-hero">
        <img src="/logos/saral-mark.svg" alt="" width={36} height={36} />
        <div>
          <h1 className="home-hero__title">Saral</h1>
          <p className="home-hero__text">{t.heroText}</p>
        </div>
        {topBarAction}
      </section>
      <IosInstallGuide />
      {/* Mounted at once (their calls start with Home's), shown with the content: a card that
          came later would push the loans and products down under the borrower's thumb. */}
      <div hidden={!settled && !home.isError}>{notice}</div>

      {home.isPending || (!settled && !home.isError) ? (
        <div className="stack">
          <Skeleton.Paragraph lineCount={4} animated />
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      ) : home.isError ? (
        <PageError message={home.error.message} onRetry={() => void home.refetch()} />
      ) : (
        <>
          {home.data.undwayList.length > 0 ? (
            <section className="stack" aria-labelledby="my-loans">
              <h2 id="my-loans" className="section-title">
                {t.myLoans}
              </h2>
              {home.data.undwayList.map((order) => (
                <InProgressOrderCard key={order.orderId} order={order} onOpen={openOrder} />
              ))}
            </section>
          ) : null}
          <section className="stack" aria-labelledby="loan-products">
            <h2 id="loan-products" className="section-title">
              {t.loanProducts}
            </h2>
            {home.data.homeProductVos.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                applying={applyingId === product.id}
                onApply={(chosen) => void apply(chosen)}
              />
            ))}
          </section>
          {/* Last: Chrome's install offer comes at a moment of its choosing, and a banner that
              appeared above the loans would push them down under the borrower's thumb. */}
          <InstallAppBanner />
        </>
      )}
    </main>
  );
}

/** The longest Home holds its content back for the cards composed into it. */
const FIRST_LOADS_WAIT_MS = 1500;

/**
 * True a timer tick after Home's own reply is in and no other call of the screen is loading for
 * the first time (a refresh of data already shown does not count), or FIRST_LOADS_WAIT_MS after
 * that reply whatever is still loading: Home then shows its content and its cards together, in one frame.
 * Not decided before Home's reply: on the first render the cards' calls have not started yet.
 */
function useFirstLoadsSettled(homeLoaded: boolean): boolean {
  const firstLoads = useIsFetching({ predicate: (query) => query.state.data === undefined });
  const ready = homeLoaded && firstLoads === 0;
  // Once shown, the content stays: a call that starts later never brings the skeleton back.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown || !homeLoaded) return;
    const timer = setTimeout(() => setShown(true), FIRST_LOADS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [shown, homeLoaded]);
  useEffect(() => {
    if (shown || !ready) return;
    // Not in this render: the count comes from the cache, and a card whose reply is already there
    // may not have drawn it yet (the query library tells each screen part in a timer of its own,
    // queued before this one). Shown then, the card came a frame later and pushed the loans down.
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, [shown, ready]);
  return shown;
}
