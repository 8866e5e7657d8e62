import { rupeesToPaise } from '@saral/contract/money';
import type { Queryable } from '../database';
import { createBankService } from '../../domains/bank/bank-service';
import { priceOnProduct } from '../../domains/orders/loan-quote';
import { createOrderRepository } from '../../domains/orders/order-repository';
import { DEMO_BORROWERS } from './catalog-seed';

/**
 * Idempotent: each demo borrower, their bank account and their one order, added the first time
 * only (a tester may delete them). Orders are priced with the product's rates as apply would,
 * and pay out to the borrower's own account, so the app takes each one to its next state.
 */
export async function seedDemoBorrowers(tx: Queryable, options: { pepper: string }) {
  const banks = createBankService({ db: tx, pepper: options.pepper });
  const orders = createOrderRepository(tx);
  const now = new Date();
  for (const borrower of DEMO_BORROWERS) {
    const [user] = await tx.query<{ id: number }>(
      'INSERT INTO users (phone) VALUES ($1) ON CONFLICT (phone) DO NOTHING RETURNING id',
      [borrower.phone],
    );
    if (!user) continue; // seeded on an earlier start
    const userId = Number(user.id);
    const card = await banks.bindCard(userId, {
      bankCode: borrower.bankAccount.ifsc,
      cardNo: borrower.bankAccount.accountNo,
      confirmCardNo: borrower.bankAccount.accountNo,
    });
    const [product] = await tx.query<{
      id: number;
      daily_interest_percent: number;
      processing_fee_percent: number;
    }>(`SELECT id, daily_interest_percent, processing_fee_percent FROM products WHERE code = $1`, [
      borrower.order.productCode,
    ]);
    if (!product) continue;
    const price = priceOnProduct(
      {
        daily_interest_percent: Number(product.daily_interest_percent),
        processing_fee_percent: Number(product.processing_fee_percent),
      },
      rupeesToPaise(borrower.order.amountRupees),
    );
    const approved = borrower.order.state === 2;
    await orders.insert({
      userId,
      productId: Number(product.id),
      state: borrower.order.state,
      amountPaise: price.quote.principalPaise,
      price,
      bankCardId: card.id,
      // The borrower taps Get Money after accepting the KFS (the demo shows that step).
      autoMoney: 0,
      at: now,
      decidedAt: approved ? now : null,
    });
  }
}
