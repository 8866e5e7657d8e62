/** "State Bank of India ••7890": the bank and the last digits of the account; '' without one. */
export function bankAccountText(account: { bankName: string; bankNo: string }): string {
  if (!account.bankNo) return '';
  const last = `••${account.bankNo.slice(-4)}`;
  return account.bankName ? `${account.bankName} ${last}` : last;
}
