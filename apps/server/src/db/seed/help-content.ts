/** Help items and About us. Texts may name the lender and amounts only through placeholders (content/site-placeholders). */
export const FAQ_SEED: { slug: string; title: string; content: string }[] = [
  {
    slug: 'who-can-apply',
    title: 'Who can apply for a Saral loan?',
    content:
      'Any Indian citizen aged 18 or older who lives in India can apply. You need a valid Aadhaar and PAN in your own name and an active bank account in your own name. Your loan limit, between {{loans.minAmount}} and {{loans.maxAmount}}, depends on your credit history.',
  },
  {
    slug: 'documents-needed',
    title: 'What documents and details do I need?',
    content:
      'Keep your Aadhaar number and PAN ready, and be prepared to take a short face check (liveness) with your phone camera. You will also fill in basic personal details, your work and income details, and the names and numbers of three emergency contacts. There is no paperwork to upload or courier.',
  },
  {
    slug: 'approval-time',
    title: 'How long does approval take?',
    content:
      'Most applications are decided within a few minutes after you complete verification. Sometimes we need to check your details manually, which can take up to one working day. You will get an SMS and a notification in the app as soon as a decision is made.',
  },
  {
    slug: 'how-money-reaches-me',
    title: 'How does the money reach me?',
    content:
      'After you accept the Key Fact Statement and sign the loan agreement in the app, we transfer the loan amount directly to the bank account you verified in your name. The processing fee and 18% GST on it are deducted before the transfer, so the amount credited is exactly the disbursal amount shown in your Key Fact Statement. Transfers usually arrive within minutes.',
  },
  {
    slug: 'interest-and-fees',
    title: 'How are interest and fees calculated?',
    content:
      'Interest is charged per day only for the days you keep the loan. For example, a loan of ₹5,000 for 7 days at 0.05% per day costs ₹5,000 × 0.05% × 7 = ₹17.50 in interest. A one-time processing fee plus 18% GST on that fee is also charged. Every amount is shown in your Key Fact Statement before you accept the loan, and there are no hidden charges.',
  },
  {
    slug: 'how-to-repay',
    title: 'How do I repay my loan?',
    content:
      'Open the app and tap Repay to get a secure payment link, or use the link we send by SMS and email. You can pay with UPI, debit card or net banking. You can repay the full amount early at no extra cost, or make partial payments, which reduce your outstanding balance and the interest on it.',
  },
  {
    slug: 'late-payment',
    title: 'What happens if I pay late?',
    content:
      'If the loan is not repaid by the due date, an overdue fee is charged for each day after the due date, at the rate shown in your Key Fact Statement. We report repayments to credit bureaus, so a late payment can lower your credit score and make it harder to borrow in future. If you are having difficulty, contact support early so we can discuss your options.',
  },
  {
    slug: 'extend-due-date',
    title: 'Can I extend my due date?',
    content:
      'Yes, if your loan is eligible you can request an extension from the loan screen in the app. The new due date is 7 days after the day you make the request, and the extension fee must be paid within 24 hours or the request lapses. Interest keeps accruing during the extension, so repaying as soon as you can is always cheaper.',
  },
  {
    slug: 'application-denied',
    title: 'Why was my application denied, and when can I re-apply?',
    content:
      'Applications can be declined for reasons such as incomplete or mismatched KYC details, a failed face check, a low credit score or existing overdue loans. You can apply again 15 days after the decision. Before re-applying, check that your details match your Aadhaar and PAN exactly and clear any pending dues with other lenders.',
  },
  {
    slug: 'data-protection',
    title: 'How is my data protected?',
    content:
      'All data is encrypted in transit and at rest, and it is stored on servers in India. Your Aadhaar number is stored only in encrypted form and is always shown masked. We never sell your data, and we read only transactional and financial SMS, never personal messages. You can see the details, and your rights, in our Privacy Policy.',
  },
  {
    slug: 'increase-limit',
    title: 'How can I increase my loan limit?',
    content:
      'Your limit grows as you build a good repayment record with us. Repaying every loan in full on or before the due date is the most important factor. Keeping your work and income details up to date and maintaining a good credit score with other lenders also helps.',
  },
  {
    slug: 'contact-support',
    title: 'How do I contact support or the Grievance Officer?',
    content:
      'Write to {{customerCare.email}} or call {{customerCare.phone}} ({{customerCare.hours}}). If your issue is not resolved, write to our Grievance Officer, {{grievanceOfficer.name}}, at {{grievanceOfficer.email}} or call {{grievanceOfficer.phone}}; we acknowledge complaints within 48 hours and aim to resolve them within 30 days. If you are still not satisfied after 30 days, you can complain to the RBI under the Integrated Ombudsman Scheme at {{complaintPortalUrl}}.',
  },
];

export const ABOUT_US_SEED: { appName: string; copywriting: string } = {
  appName: 'Saral',
  copywriting:
    'Saral is a short-term loan app from {{lender.name}}, an RBI-registered NBFC (Certificate of Registration No. {{lender.rbiRegistration}}), with its registered office at {{lender.address}}. We help people across India handle urgent expenses with small personal loans from {{loans.minAmount}} to {{loans.maxAmount}}, applied for entirely on the phone and credited straight to their own bank account.\n\nSaral means simple, and we believe borrowing should be simple to understand. Interest is charged per day, the processing fee and its 18% GST are shown upfront, and you see a Key Fact Statement with the total cost before every loan. There are no hidden charges: if a fee is not in your Key Fact Statement, you do not pay it.\n\nWe treat your data and your dignity with care. Your information is encrypted, your Aadhaar is stored only in encrypted form and always shown masked, and we never sell your data. Our reminders and collections follow fair practices: no harassment, no threats and no calls to your contacts about your loan.',
};
