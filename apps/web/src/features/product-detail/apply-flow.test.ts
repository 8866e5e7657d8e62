import { describe, expect, it } from 'vitest';
import {
  applyBody,
  calculationFigures,
  loanTermRows,
  precheckMessage,
  precheckTarget,
  rateWithApr,
} from './apply-flow';

describe('precheckTarget', () => {
  it('sends a denied borrower to the wait screen with days and hours left', () => {
    expect(precheckTarget({ orderStatus: 0, rejectStatusVO: { day: 14, hour: 6 } }, '3')).toBe(
      '/product/3/denied?day=14&hour=6',
    );
    expect(precheckTarget({ orderStatus: 0, rejectStatusVO: null }, '3')).toBe('/product/3/denied');
  });

  it('sends a borrower with an active order to the orders', () => {
    expect(precheckTarget({ orderStatus: 2, rejectStatusVO: null }, '3')).toBe('/orders');
  });

  it('lets the borrower apply otherwise', () => {
    expect(precheckTarget({ orderStatus: 1, rejectStatusVO: null }, '3')).toBeNull();
  });
});

describe('precheckMessage', () => {
  const activeLoan = {
    orderId: 8,
    orderNo: 'SRL20261121000008',
    productName: 'Saral Flex',
    message: 'You already have an active loan: Saral Flex, order SRL20261121000008.',
  };

  it('names the active loan the server reported', () => {
    expect(precheckMessage({ orderStatus: 2, rejectStatusVO: null, activeLoan })).toBe(
      activeLoan.message,
    );
  });

  it('says nothing without one (an older server) or when the borrower may apply', () => {
    expect(precheckMessage({ orderStatus: 2, rejectStatusVO: null })).toBeNull();
    expect(precheckMessage({ orderStatus: 1, rejectStatusVO: null, activeLoan: null })).toBeNull();
  });
});

describe('applyBody', () => {
  it('sends the fixed values, period 7 and the switch as 1 or 0', () => {
    expect(applyBody({ cardId: 4, amount: 5_000, productId: '3', autoMoney: true })).toEqual({
      cardId: 4,
      borrowAmount: 5_000,
      periods: 7,
      productId: 3,
      checkEmail: 0,
      autoGetMoney: 1,
      autoMoney: 1,
    });
    expect(
      applyBody({ cardId: 4, amount: 5_000, productId: '3', autoMoney: false }).autoMoney,
    ).toBe(0);
  });

  it('sends the purpose only when the borrower chose one', () => {
    const base = { cardId: 4, amount: 5_000, productId: '3', autoMoney: true };
    expect(applyBody({ ...base, purpose: 'Education' }).purpose).toBe('Education');
    expect('purpose' in applyBody(base)).toBe(false);
  });
});

describe('loan term rows', () => {
  it('shows the daily rate with the APR next to it', () => {
    expect(rateWithApr(0.05, 44.4)).toBe('0.05%/day · APR 44.4%');
  });

  it('lists the term and rate, and hands the price to the cost summary as the server sent it', () => {
    const calculation = {
      repaymentAmount: 5_017.5,
      serviceFee: 400,
      gstFee: 72,
      interest: 17.5,
      arriveAmount: 4_528,
      interestRate: 0.05,
      apr: 44.4,
      repaymentDate: '2026-12-01',
    };
    expect(loanTermRows(calculation).map((row) => [row.label, row.value])).toEqual([
      ['Loan term', '7 days'],
      ['Interest rate', '0.05%/day · APR 44.4%'],
    ]);
    expect(calculationFigures(5_000, calculation)).toEqual({
      loanAmount: 5_000,
      arriveAmount: 4_528,
      repaymentAmount: 5_017.5,
      interest: 17.5,
      serviceFee: 400,
      gstFee: 72,
      apr: 44.4,
      dueDate: '2026-12-01',
    });
  });
});
