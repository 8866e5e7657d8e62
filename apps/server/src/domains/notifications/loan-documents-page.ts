import type { KeyFactStatement } from '@saral/contract/api/loan';
import { formatRupees } from '@saral/contract/money';
import { formatDay } from '../../shared/clock';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const row = (label: string, value: string) =>
  `<tr><th>${escape(label)}</th><td>${escape(value)}</td></tr>`;

/**
 * The loan documents the signed link opens: the sanction letter and the Key Fact Statement as
 * the borrower accepted them (RBI: sent to the borrower after the loan is executed).
 */
export function loanDocumentsPage(kfs: KeyFactStatement): string {
  const accepted = kfs.acceptedAt ? new Date(kfs.acceptedAt).toISOString().slice(0, 10) : null;
  const fees = kfs.fees.map((fee) => row(fee.name, formatRupees(fee.amount))).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Loan ${escape(kfs.orderNo)}: documents</title>
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:1rem auto;padding:0 1rem}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.4rem;text-align:left}</style>
</head><body>
<h1>Sanction letter</h1>
<p>${escape(kfs.lender.name)} (RBI registration ${escape(kfs.lender.rbiRegistration)}, CIN ${escape(kfs.lender.cin)})
has sanctioned your loan ${escape(kfs.orderNo)} of ${escape(formatRupees(kfs.loanAmount))} for
${kfs.loanTermDays} days, on the terms of the Key Fact Statement below${accepted ? `, which you accepted on ${escape(formatDay(accepted))}` : ''}.</p>
<h1>Key Fact Statement</h1>
<table>
${row('Loan amount', formatRupees(kfs.loanAmount))}
${row('Term', `${kfs.loanTermDays} days`)}
${row('Interest rate per day', `${kfs.interestRatePerDay} %`)}
${row('Interest', formatRupees(kfs.interestAmount))}
${fees}
${row('Amount paid to you', formatRupees(kfs.netDisbursedAmount))}
${row('Amount to repay', formatRupees(kfs.repaymentAmount))}
${row('Annual percentage rate', `${kfs.apr} %`)}
${row('Penal charges', kfs.penalCharges)}
${row('Cooling-off period', kfs.coolingOffText)}
${row('Recovery agents', kfs.recoveryAgents)}
${row('Grievance officer', `${kfs.grievanceOfficer.name}, ${kfs.grievanceOfficer.phone}, ${kfs.grievanceOfficer.email}`)}
${row('Complaints not resolved', kfs.complaintPortalUrl)}
</table>
<p>${escape(kfs.lender.name)}, ${escape(kfs.lender.address)}</p>
</body></html>`;
}
