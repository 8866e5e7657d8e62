/**
 * Every call of the API: method and path below the /api1 base. Kept apart from the zod schemas
 * so a screen can name a call without loading the schema library. The calls of the web app's
 * start and sign-in are defined in start-calls.ts, so its first screen loads them without this
 * table; `Calls` names them in their place.
 */
import { StartCalls } from './start-calls';

export type Call = { readonly method: 'GET' | 'POST'; readonly path: string };

export const Calls = {
  sendCode: StartCalls.sendCode,
  /** ?phone=91XXXXXXXXXX — the promotion page's code request; the code signs in with `login`. Not named in the spec. */
  promotionSendCode: { method: 'GET', path: '/sms/v1/promotion/sendCode' },
  login: StartCalls.login,
  /** Native app login with the app's own session token (appToken) → {token}; no token header. */
  nativeAppLogin: { method: 'POST', path: '/user/v1/user-login' },
  /** Native login signed with the shared secret → {token, isRegister}; no token header. */
  nativeSignedLogin: { method: 'POST', path: '/tripartite/v1/user-login' },
  /** Revokes the session of the token header (Quit). */
  logout: { method: 'POST', path: '/user/v1/logout' },
  setLanguage: StartCalls.setLanguage,
  /** Account: name, masked phone and which verification steps are done. Not named in the spec. */
  accountOverview: { method: 'GET', path: '/user/v1/account' },
  /** Download my data: the borrower's own data as JSON. Not named in the spec. */
  myData: { method: 'GET', path: '/user/v1/my-data' },
  /** Sends the SMS code that confirms deleting the account; refused while a loan is open. Not named in the spec. */
  accountDeletionCode: { method: 'POST', path: '/user/v1/account/deletion-code' },
  /** {code} — closes the account (sessions revoked, personal data erased). Not named in the spec. */
  deleteAccount: { method: 'POST', path: '/user/v1/account/delete' },
  /** ?orderId — the no-dues letter of the borrower's settled loan. Not named in the spec. */
  noDuesLetter: { method: 'GET', path: '/order/v1/no-dues-letter' },
  /** Product cards and the borrower's in-progress orders. */
  homeIndex: { method: 'GET', path: '/home/v1/index' },
  /** ?id — everything the product detail screen shows. */
  productInfo: { method: 'GET', path: '/product/v1/product-info' },
  /** Public: the real figures the promotion shows (first-loan limit, lowest rate, maximum). Not named in the spec. */
  promotionFigures: { method: 'GET', path: '/product/v1/promotion-figures' },
  /** Help Center items. */
  faq: { method: 'GET', path: '/client/v1/faq' },
  /** App name and copy for About us, with the lender's identity. */
  aboutUs: { method: 'GET', path: '/client/v1/about-us' },
  /** Public: the lender's identity and grievance officer (one setting). Not named in the spec. */
  lender: { method: 'GET', path: '/client/v1/lender' },
  /** Public: the privacy policy, naming the lender of the setting. Not named in the spec. */
  privacyPolicy: { method: 'GET', path: '/client/v1/privacy-policy' },
  /** Public: the terms of use, naming the lender of the setting. Not named in the spec. */
  termsOfUse: { method: 'GET', path: '/client/v1/terms-of-use' },
  marketingConfig: StartCalls.marketingConfig,
  campaign: StartCalls.campaign,
  /** One tracking event. */
  trackEvent: { method: 'POST', path: '/burying-point/v2/burying-point' },
  trackingConfig: StartCalls.trackingConfig,
  saveTrackedEvents: StartCalls.saveTrackedEvents,
  /** Which device data the server wants now. */
  needUpload: { method: 'POST', path: '/device/v1/needUpload' },
  /** Device data upload (location). */
  uploadDeviceInfo: { method: 'POST', path: '/device/v1/upload/device_info' },
  /** Onboarding step order (userAuthConfigVoList) and per-step completion flags. Not named in the spec. */
  authConfig: { method: 'GET', path: '/auth/v1/auth-config' },
  /** ?productId — may the borrower go on to the contact step / apply (canApply). Not named in the spec. */
  canApply: { method: 'GET', path: '/auth/v1/can-apply' },
  /** Identity variant (kycPageType) and what was saved of the identity step. */
  findUserAuth: { method: 'GET', path: '/auth/v1/find-user-auth' },
  /** Multipart type, file: stores a private image of the borrower. */
  upload: { method: 'POST', path: '/authen/upload' },
  /** GET /authen/file/{fileId}: one of the borrower's own uploaded images. */
  uploadedFile: { method: 'GET', path: '/authen/file' },
  /** Multipart type, image, notNeed: stores a card and reads its name, Aadhaar and PAN. */
  ocrSeparate: { method: 'POST', path: '/auth/v1/ocr-separate' },
  /** {realName, idNo, panNo}: confirms the identity of the upload variant. */
  kycAadhaarPan: { method: 'POST', path: '/auth/v1/kyc-info/aadhaar-pan' },
  /** {idNo, panNo}: confirms the identity of the Aadhaar-number variant. */
  kycAadhaarVerify: { method: 'POST', path: '/auth/v1/kyc-info/aadhaar-verify' },
  /** Commits the face step after a successful liveness check. */
  kycLivingHold: { method: 'POST', path: '/auth/v1/kyc-info/living-hold' },
  /** {aadhaar}: sends the Aadhaar one-time code; state 0 sent, 1 already verified. */
  aadhaarSendOtp: { method: 'POST', path: '/auth/v2/aadhaar/send-otp' },
  /** {aadhaar, otp}: verifies the Aadhaar one-time code. */
  aadhaarVerify: { method: 'POST', path: '/auth/aadhaar/verify' },
  /** Liveness settings for the face screen. */
  livingCheckConfig: { method: 'GET', path: '/auth/v1/living-check-config' },
  /** Multipart image: runs the liveness check on a camera photo. */
  livingCheck: { method: 'POST', path: '/auth/v3/living-check' },
  /** ?checkId — the result of a liveness check (status 1 success). */
  faceResult: { method: 'GET', path: '/authen/h5/face-result' },
  /** ?type=baseInfo — the basic information form. */
  baseInfoPage: { method: 'GET', path: '/auth/v1/auth-page-info' },
  /** ?type=workInfo — the work information form (canHidden, cannotHidden). */
  workInfoPage: { method: 'GET', path: '/auth/v2/auth-page-info' },
  /** Map of field names to values. */
  saveBaseInfo: { method: 'POST', path: '/auth/v1/base-info' },
  saveWorkInfo: { method: 'POST', path: '/auth/v1/work-info' },
  /** POST the contacts payload; GET the saved contacts. */
  contacts: { method: 'POST', path: '/auth/v1/contacts' },
  savedContacts: { method: 'GET', path: '/auth/v1/contacts' },
  /** States and union territories of India. */
  states: { method: 'GET', path: '/map-state/v1/list' },
  /** GET /map-state/v1/district/{stateId}. */
  districts: { method: 'GET', path: '/map-state/v1/district' },
  /** ?productId — amounts within the borrower's credit tier, period and rate. Not named in the spec. */
  loanOffer: { method: 'GET', path: '/order/v1/loan-offer' },
  /** ?amount&period&productId — repayment, fees, GST, interest, amount received and APR. */
  calculate: { method: 'GET', path: '/order/v1/calculate' },
  /** ?productId — orderStatus 0 with rejectStatusVO {day, hour} while a denial's wait runs. */
  precheck: { method: 'GET', path: '/order/v1/precheck' },
  /** The apply payload; header idempotency-key makes a retry create no second order. */
  apply: { method: 'POST', path: '/order/v1/apply' },
  /** The borrower's orders. */
  orderList: { method: 'GET', path: '/order/v1/list' },
  /** ?orderId — order detail, audit refresh and confirm data. */
  orderDetail: { method: 'GET', path: '/order/v1/detail' },
  /** ?orderId — the Key Fact Statement of an approved order. Not named in the spec. */
  kfs: { method: 'GET', path: '/order/v1/kfs' },
  /** ?orderId — the risk check of the borrower's order: {result: 'pass' | 'hold'}. */
  fraudCheck: { method: 'GET', path: '/order/v1/fraud-check' },
  /** {orderId} — records that the borrower accepted the KFS. Not named in the spec. */
  acceptKfs: { method: 'POST', path: '/order/v1/kfs/accept' },
  /** ?orderId — every payment received on the order. Not named in the spec. */
  paymentHistory: { method: 'GET', path: '/order/v1/payments' },
  /** ?productId — the borrower's bank accounts. */
  bankCards: { method: 'GET', path: '/bank/v1/find-user-bank-card' },
  /** {bankCode, cardNo, confirmCardNo, productId, clientId}. */
  bindCard: { method: 'POST', path: '/bank/v1/bind-card' },
  /** IFSC finder lists. */
  /** {cardId} — the default account for new applications (never an active loan's). Not named in the spec. */
  setDefaultCard: { method: 'POST', path: '/bank/v1/set-default' },
  bankList: { method: 'GET', path: '/bank-info/v1/get-bank-info' },
  bankStateList: { method: 'GET', path: '/bank-info/v1/get-state-list' },
  bankCityList: { method: 'GET', path: '/bank-info/v1/get-city-list' },
  bankBranchList: { method: 'GET', path: '/bank-info/v1/get-branch-list' },
  /** {orderId, amount?} — Get Money: confirms the loan and starts the payout. */
  getMoney: { method: 'POST', path: '/order/v1/loan' },
  /** {orderId} → {paymentUrl} for the outstanding balance. */
  repay: { method: 'POST', path: '/pay-order/v1/repay' },
  /** ?orderId → {url, validUntil}: the borrower's signed link to the loan documents. */
  loanDocumentsLink: { method: 'GET', path: '/order/v1/documents-link' },
  /** ?linkId → where the payment through that link stands (the gateway's return page). */
  paymentStatus: { method: 'GET', path: '/pay-order/v1/payment-status' },
  /** GET /order-repay-extension/v1/extension-calc/{orderId}. */
  extensionCalc: { method: 'GET', path: '/order-repay-extension/v1/extension-calc' },
  /** {extensionId, orderId, orderRepayId} → {paymentUrl} for the extension fee. */
  applyExtension: { method: 'POST', path: '/order-repay-extension/v1/apply-extension' },
  giveUpExtension: { method: 'POST', path: '/order-repay-extension/v1/giveup-extension' },
  /** {orderId} → {paymentUrl}: close the loan in its cooling-off period. Not named in the spec. */
  coolingOffExit: { method: 'POST', path: '/pay-order/v1/cooling-off' },
  /** The borrower's credit limit and a higher one waiting for consent. Not named in the spec. */
  creditLimit: { method: 'GET', path: '/order/v1/credit-limit' },
  /** {tier} — the borrower accepts a higher credit limit. Not named in the spec. */
  acceptCreditLimit: { method: 'POST', path: '/order/v1/credit-limit/accept' },
  /** ?cursor&limit — the borrower's in-app messages, newest first. Not named in the spec. */
  inbox: { method: 'GET', path: '/message/v1/inbox' },
  /** The number of unread in-app messages (the bell on Home). Not named in the spec. */
  inboxUnread: { method: 'GET', path: '/message/v1/unread-count' },
  /** {ids?} — marks in-app messages read (all when ids is left out). Not named in the spec. */
  inboxMarkRead: { method: 'POST', path: '/message/v1/read' },
  /** The borrower's message choices ({offers}). Not named in the spec. */
  messagePreferences: { method: 'GET', path: '/message/v1/preferences' },
  /** {offers} — starts or stops offers by SMS, WhatsApp and in the app. Not named in the spec. */
  saveMessagePreferences: { method: 'POST', path: '/message/v1/preferences' },
} as const satisfies Record<string, Call>;

/** Development only, outside /api1: the latest sandbox SMS to a phone. */
export const SMS_OUTBOX_PATH = '/dev/sms-outbox';
/** Development only, outside /api1: the latest sandbox WhatsApp messages to a phone. */
export const WHATSAPP_OUTBOX_PATH = '/dev/whatsapp-outbox';

// Kept with the first screen's calls (start-calls.ts); named here as before.
export { TOKENLESS_PATHS } from './start-calls';

/** The operator API, outside the borrower's /api1 (its own credentials and roles). */
export const OPERATOR_API_BASE = '/ops/v1';
