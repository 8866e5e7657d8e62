/** Loan products offered in the demo (amounts in rupees here, stored as paise). */
export type ProductSeed = {
  code: string;
  name: string;
  logo: string;
  maxAmountRupees: number;
  amountListRupees: number[];
  dailyInterestPercent: number;
  processingFeePercent: number;
  periodDays: number;
  periodList: number[];
  loanProcessingTime: string;
  score: number;
  slogan: string;
  eligibility: string[];
  requirements: string[];
  productType: number;
  h5Href: string;
  isFull: boolean;
};

const ELIGIBILITY = [
  'Indian citizen aged 18 or above',
  'Monthly income of ₹12,000 or more',
  'Savings bank account in your own name',
  'Mobile number linked to your Aadhaar',
];

const REQUIREMENTS = [
  'Aadhaar card',
  'PAN card',
  'A selfie for the face check',
  'Bank account number and IFSC code',
];

export const PRODUCT_SEED: ProductSeed[] = [
  {
    code: 'saral-quick',
    name: 'Saral Quick',
    logo: '/logos/saral-quick.svg',
    maxAmountRupees: 5_000,
    amountListRupees: [1_000, 2_000, 3_000, 4_000, 5_000],
    dailyInterestPercent: 0.05,
    processingFeePercent: 8,
    periodDays: 7,
    periodList: [7],
    loanProcessingTime: '10 minutes',
    score: 4.7,
    slogan: 'Small amounts, in minutes',
    eligibility: ELIGIBILITY,
    requirements: REQUIREMENTS,
    productType: 1,
    h5Href: '',
    isFull: false,
  },
  {
    code: 'saral-flex',
    name: 'Saral Flex',
    logo: '/logos/saral-flex.svg',
    maxAmountRupees: 20_000,
    amountListRupees: [1_000, 2_000, 3_000, 5_000, 8_000, 10_000, 15_000, 20_000],
    dailyInterestPercent: 0.06,
    processingFeePercent: 7,
    periodDays: 7,
    periodList: [7],
    loanProcessingTime: '30 minutes',
    score: 4.6,
    slogan: 'Borrow more as you repay on time',
    eligibility: ELIGIBILITY,
    requirements: REQUIREMENTS,
    productType: 1,
    h5Href: '',
    isFull: false,
  },
  {
    code: 'saral-plus',
    name: 'Saral Plus',
    logo: '/logos/saral-plus.svg',
    maxAmountRupees: 40_000,
    amountListRupees: [5_000, 10_000, 20_000, 30_000, 40_000],
    dailyInterestPercent: 0.08,
    processingFeePercent: 6,
    periodDays: 7,
    periodList: [7],
    loanProcessingTime: '2 hours',
    score: 4.5,
    slogan: 'Higher limits for trusted borrowers',
    eligibility: [...ELIGIBILITY, 'At least 5 loans repaid on time'],
    requirements: REQUIREMENTS,
    productType: 1,
    h5Href: '',
    isFull: true,
  },
  {
    code: 'bazaar-credit',
    name: 'Bazaar Credit',
    logo: '/logos/partner-bazaar.svg',
    maxAmountRupees: 70_000,
    amountListRupees: [10_000, 30_000, 50_000, 70_000],
    dailyInterestPercent: 0.1,
    processingFeePercent: 5,
    periodDays: 7,
    periodList: [7],
    loanProcessingTime: '1 day',
    score: 4.2,
    slogan: 'Partner offer: apply on the lender’s own site',
    eligibility: ELIGIBILITY,
    requirements: REQUIREMENTS,
    productType: 0,
    h5Href: 'https://apply.bazaarcredit.example/saral',
    isFull: false,
  },
];

export const TRACKING_CONFIG_SEED = {
  enabled: true,
  projectName: 'saral-web',
  batchSize: 20,
  flushIntervalMs: 15_000,
  behaviors: [] as string[],
};

/**
 * Demo borrowers, one active loan each (one loan at a time): an approved loan waiting for its
 * KFS and Get Money, and an application of the hand-reviewed product for the reviewer to
 * decide. Amounts are within a first loan's tier and priced with the product's rates.
 */
export const DEMO_BORROWERS = [
  {
    phone: '919876543210',
    bankAccount: { ifsc: 'SBIN0000300', accountNo: '30019876543210' },
    order: { productCode: 'saral-quick', state: 2, amountRupees: 3_000 },
  },
  {
    phone: '919876543211',
    bankAccount: { ifsc: 'HDFC0000001', accountNo: '50109876543211' },
    order: { productCode: 'saral-flex', state: 1, amountRupees: 3_000 },
  },
] as const;
