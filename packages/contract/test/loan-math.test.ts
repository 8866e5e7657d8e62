import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  amountsWithinTier,
  annualPercentageRate,
  divideHalfUp,
  quoteLoan,
  rateToUnits,
  tierForLoanNumber,
} from '../src/loan-math';

const amountPaise = fc.integer({ min: 100, max: 10_000_000 }); // ₹1 … ₹1,00,000
const dailyRate = fc.integer({ min: 0, max: 5_000 }).map((units) => units / 10_000); // 0–0.5 %/day
const feeRate = fc.integer({ min: 0, max: 200_000 }).map((units) => units / 10_000); // 0–20 %

describe('quoteLoan', () => {
  it('matches the worked example: ₹5,000 at 0.05 %/day for 7 days with an 8 % fee', () => {
    expect(
      quoteLoan({
        amountPaise: 500_000,
        dailyRatePercent: 0.05,
        periodDays: 7,
        processingFeePercent: 8,
      }),
    ).toEqual({
      principalPaise: 500_000,
      interestPaise: 1_750,
      processingFeePaise: 40_000,
      gstPaise: 7_200,
      receivedPaise: 452_800,
      repaymentPaise: 501_750,
    });
  });

  it('rounds half up to the paisa', () => {
    // ₹1.01 at 0.05 %/day × 7 = 0.3535 paise → 0; ₹10.10 → 3.535 → 4.
    expect(
      quoteLoan({
        amountPaise: 101,
        dailyRatePercent: 0.05,
        periodDays: 7,
        processingFeePercent: 0,
      }).interestPaise,
    ).toBe(0);
    expect(
      quoteLoan({
        amountPaise: 1_010,
        dailyRatePercent: 0.05,
        periodDays: 7,
        processingFeePercent: 0,
      }).interestPaise,
    ).toBe(4);
    expect(divideHalfUp(5, 10)).toBe(1);
    expect(divideHalfUp(4, 10)).toBe(0);
  });

  it('keeps every figure a whole number of paise and the books balanced, over thousands of loans', () => {
    fc.assert(
      fc.property(
        amountPaise,
        dailyRate,
        fc.integer({ min: 1, max: 180 }),
        feeRate,
        (amount, rate, days, fee) => {
          const quote = quoteLoan({
            amountPaise: amount,
            dailyRatePercent: rate,
            periodDays: days,
            processingFeePercent: fee,
          });
          for (const value of Object.values(quote)) expect(Number.isInteger(value)).toBe(true);
          expect(quote.receivedPaise + quote.processingFeePaise + quote.gstPaise).toBe(amount);
          expect(quote.repaymentPaise - quote.interestPaise).toBe(amount);
          // Each figure is within half a paisa of the exact value.
          expect(Math.abs(quote.interestPaise - (amount * rate * days) / 100)).toBeLessThanOrEqual(
            0.5 + 1e-9,
          );
          expect(Math.abs(quote.processingFeePaise - (amount * fee) / 100)).toBeLessThanOrEqual(
            0.5 + 1e-9,
          );
          expect(Math.abs(quote.gstPaise - quote.processingFeePaise * 0.18)).toBeLessThanOrEqual(
            0.5 + 1e-9,
          );
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('never charges less for a larger amount', () => {
    fc.assert(
      fc.property(amountPaise, amountPaise, dailyRate, feeRate, (a, b, rate, fee) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const terms = { dailyRatePercent: rate, periodDays: 7, processingFeePercent: fee };
        const low = quoteLoan({ ...terms, amountPaise: small });
        const high = quoteLoan({ ...terms, amountPaise: large });
        expect(high.interestPaise).toBeGreaterThanOrEqual(low.interestPaise);
        expect(high.processingFeePaise).toBeGreaterThanOrEqual(low.processingFeePaise);
        expect(high.repaymentPaise).toBeGreaterThanOrEqual(low.repaymentPaise);
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses amounts that are not whole paise and rates with more than four decimals', () => {
    expect(() =>
      quoteLoan({
        amountPaise: 10.5,
        dailyRatePercent: 0.05,
        periodDays: 7,
        processingFeePercent: 8,
      }),
    ).toThrow(RangeError);
    expect(() => rateToUnits(0.000_01)).toThrow(RangeError);
    expect(() => rateToUnits(-1)).toThrow(RangeError);
  });
});

describe('annualPercentageRate', () => {
  it('is the daily IRR of the cash flows times 365', () => {
    const quote = quoteLoan({
      amountPaise: 500_000,
      dailyRatePercent: 0.05,
      periodDays: 7,
      processingFeePercent: 8,
    });
    const dailyIrr = (501_750 / 452_800) ** (1 / 7) - 1;
    expect(annualPercentageRate(quote, 7)).toBeCloseTo(dailyIrr * 365 * 100, 2);
  });

  it('is close to the nominal rate without fees (a 7-day compound rate sits just below it), and grows with fees', () => {
    fc.assert(
      fc.property(
        amountPaise.filter((a) => a >= 10_000),
        fc.integer({ min: 1, max: 100 }).map((u) => u / 100),
        (amount, rate) => {
          const plain = quoteLoan({
            amountPaise: amount,
            dailyRatePercent: rate,
            periodDays: 7,
            processingFeePercent: 0,
          });
          const withFee = quoteLoan({
            amountPaise: amount,
            dailyRatePercent: rate,
            periodDays: 7,
            processingFeePercent: 5,
          });
          const nominal = rate * 365;
          expect(annualPercentageRate(plain, 7)).toBeLessThanOrEqual(nominal * 1.01 + 0.05);
          expect(annualPercentageRate(plain, 7)).toBeGreaterThan(nominal * 0.95 - 0.05);
          expect(annualPercentageRate(withFee, 7)).toBeGreaterThan(annualPercentageRate(plain, 7));
        },
      ),
      { numRuns: 1_000 },
    );
  });
});

describe('credit tiers', () => {
  it('maps the nth loan to the download page’s tiers', () => {
    expect([1, 2, 3, 4, 5, 9].map((n) => tierForLoanNumber(n).maxRupees)).toEqual([
      5_000, 5_000, 10_000, 10_000, 40_000, 40_000,
    ]);
  });

  it('never offers an amount above the tier', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100 }).map((k) => k * 1_000)),
        fc.integer({ min: 1, max: 20 }),
        (amounts, n) => {
          const offered = amountsWithinTier(amounts, n);
          for (const amount of offered)
            expect(amount).toBeLessThanOrEqual(tierForLoanNumber(n).maxRupees);
          expect(offered.length).toBe(
            amounts.filter((a) => a <= tierForLoanNumber(n).maxRupees).length,
          );
        },
      ),
    );
  });
});
