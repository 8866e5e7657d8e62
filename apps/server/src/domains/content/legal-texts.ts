import type { LegalDocument } from '@saral/contract/api/content';

/**
 * The privacy policy and the terms of use. Who the lender is and how to reach it are
 * {{placeholders}} filled from the lender's one setting (domains/lender), and the amounts from
 * the products on offer, so these texts cannot name another company or another range.
 */

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  updated: '21 November 2026',
  intro:
    'This Privacy Policy explains how {{lender.name}} (“we”, “us” or “our”), a non-banking financial company registered with the Reserve Bank of India under Certificate of Registration No. {{lender.rbiRegistration}} (CIN {{lender.cin}}), with its registered office at {{lender.address}}, collects, uses, shares and protects your personal data when you use the Saral website and mobile application (together, the “Platform”). By creating an account or applying for a loan, you confirm that you have read this policy and give the consents described in it. We process personal data in accordance with the Digital Personal Data Protection Act, 2023, the Information Technology Act, 2000 and the directions issued by the Reserve Bank of India.',
  sections: [
    {
      heading: '1. Personal data we collect',
      paragraphs: [
        'Identity data: your full name, date of birth, gender, photograph, Permanent Account Number (PAN) and Aadhaar number. We collect Aadhaar only for identity verification, display it to you in masked form (only the last four digits are visible) and never store the full number in readable form.',
        'Contact data: your mobile number, email address, current and permanent address, and the names, relationships and mobile numbers of the three emergency contacts you provide. Before you add a person as an emergency contact, you should inform that person and obtain their agreement.',
        'KYC and verification data: images of your identity documents, the result of the face check (liveness verification) carried out with your camera, and the responses we receive from verification agencies when we check your PAN, Aadhaar and bank account.',
        'Financial and work data: your employment type, employer or business name, monthly income, bank account number and IFSC, your loan history with us and your repayment behaviour, and credit information we obtain from credit information companies with your consent.',
        'Device data: device model, operating system and version, unique device identifiers, IP address, network type, installed app version, crash logs and the way you interact with the Platform. We use this data to keep your account secure, to detect fraud and to improve the Platform.',
      ],
    },
    {
      heading: '2. SMS access for credit assessment',
      paragraphs: [
        'If you choose to grant SMS permission on the mobile application, we read only transactional and financial SMS messages, such as messages sent by banks, card issuers, lenders, wallets and billers about credits, debits, balances, bills and payments. These messages help us understand your income and spending pattern and assess your creditworthiness, especially if you have little or no credit history.',
        'We never read, collect or store personal conversations, and we do not read one-time passwords (OTPs) sent to you by other services. The data is processed only after you give explicit consent on a dedicated screen, and you may withdraw this permission at any time from your device settings. If you withdraw it, we may not be able to offer you a loan or may offer a lower limit.',
      ],
    },
    {
      heading: '3. Location data',
      paragraphs: [
        'With your permission, we collect the approximate or precise location of your device at the time of sign-up, loan application and disbursement. We use it only to verify that you are in India, because our services are available only in India, and to detect and prevent fraud. We do not track your location continuously or in the background.',
      ],
    },
    {
      heading: '4. How we use your personal data',
      paragraphs: [
        'We use your personal data to: create and manage your account; verify your identity and carry out Know Your Customer (KYC) checks required by the Reserve Bank of India; assess your eligibility and creditworthiness and decide your loan limit; prepare your Key Fact Statement and loan agreement; disburse the loan to your bank account; send payment links, reminders and service messages; process repayments and extension requests; respond to your questions and complaints; prevent, detect and investigate fraud and misuse; and comply with legal and regulatory obligations.',
        'We may also use aggregated or de-identified information, which cannot reasonably be linked to you, to improve our credit models, products and services. We will send you promotional messages only if you have agreed to receive them, and you can opt out at any time.',
      ],
    },
    {
      heading: '5. Disclosure of personal data',
      paragraphs: [
        'We share personal data only to the extent necessary and only with: credit information companies such as credit bureaus, to which we report your loan and repayment information as required by law; the Reserve Bank of India and other regulators, tax authorities and government bodies, when required; regulated lending partners that provide or co-lend the loan you apply for, whose name is shown in your Key Fact Statement; and service providers that work for us under written contracts, including KYC and verification agencies, payment gateways, banks, cloud hosting providers, communication providers and collection agencies that follow the RBI Fair Practices Code.',
        'We may disclose personal data to law enforcement agencies, courts or other authorities in response to a lawful request or order, or where it is necessary to protect our rights, our users or the public against fraud or harm. If we are involved in a merger, acquisition or sale of assets, personal data may be transferred to the successor entity, which will be bound by this policy.',
        'We do not sell or rent your personal data to anyone. We do not share your contact list, photographs or media files, and we do not access them.',
      ],
    },
    {
      heading: '6. Data security',
      paragraphs: [
        'We protect your personal data with technical and organisational measures that meet recognised industry standards. Data is encrypted in transit using TLS and encrypted at rest. Aadhaar numbers are stored only in encrypted form, separately from other data, and are shown on the Platform only in masked form. Access to personal data is limited to authorised employees and service providers who need it for their work and are bound by confidentiality obligations.',
        'All personal data is stored on servers located in India. We regularly review our security controls, monitor our systems for unauthorised access and will notify you and the Data Protection Board of India of a personal data breach as required by law. No method of transmission or storage is completely secure, so please keep your OTP and device secure and tell us immediately if you suspect misuse of your account.',
      ],
    },
    {
      heading: '7. Data retention',
      paragraphs: [
        'We keep your personal data only for as long as it is needed for the purposes described in this policy. Records of loans, KYC and transactions are retained for the periods required by the Prevention of Money-laundering Act, 2002, RBI directions and tax laws, which is generally at least five years after the end of the business relationship or the closure of the loan, whichever is later.',
        'If you sign up but do not take a loan, we delete or anonymise your data within a reasonable period unless the law requires us to keep it. When data is no longer needed, we delete it securely or anonymise it so that it can no longer identify you.',
      ],
    },
    {
      heading: '8. Your rights',
      paragraphs: [
        'Under the Digital Personal Data Protection Act, 2023, you have the right to: obtain a summary of the personal data we process about you and of the processing activities; request correction, completion or updating of inaccurate or incomplete data; withdraw any consent you have given, as easily as you gave it; request erasure of personal data that is no longer needed, subject to our legal and regulatory retention obligations; nominate another person to exercise your rights in the event of your death or incapacity; and have your grievances redressed.',
        'Withdrawing consent does not affect processing carried out before the withdrawal, and it does not cancel any loan you have already taken or your obligation to repay it. If you withdraw consent that is needed to provide the service, we may not be able to offer you new loans. You can exercise your rights from the Platform or by writing to our Grievance Officer. If you are not satisfied with our response, you may approach the Data Protection Board of India.',
      ],
    },
    {
      heading: '9. Minors',
      paragraphs: [
        'The Platform is intended only for Indian citizens who are 18 years of age or older. We do not knowingly collect personal data from anyone under 18. If we learn that we have collected data from a minor, we will close the account and delete the data unless the law requires us to keep it. If you believe a minor has provided us with personal data, please contact us.',
      ],
    },
    {
      heading: '10. Cookies and local storage',
      paragraphs: [
        'The website uses cookies and browser local storage to keep you signed in, remember your preferences, protect your session against misuse and understand how the Platform is used. We do not use cookies for third-party advertising. You can block or delete cookies in your browser settings, but some features, including sign-in, may not work properly without them.',
      ],
    },
    {
      heading: '11. Changes to this policy',
      paragraphs: [
        'We may update this Privacy Policy from time to time to reflect changes in law, in our services or in the way we process data. The date at the top of this page shows when it was last updated. If we make a material change, we will notify you through the Platform, by SMS or by email before the change takes effect and, where required, ask for your consent again.',
      ],
    },
    {
      heading: '12. Contact us and Grievance Officer',
      paragraphs: [
        'For any question about this policy or about your personal data, you can write to {{customerCare.email}} or call {{customerCare.phone}} ({{customerCare.hours}}).',
        'If you have a complaint about the processing of your personal data, please contact our Grievance Officer, {{grievanceOfficer.name}}, {{lender.name}}, {{grievanceOfficer.address}}, at {{grievanceOfficer.email}} or {{grievanceOfficer.phone}}. We will acknowledge your complaint within 48 hours and aim to resolve it within 30 days.',
      ],
    },
  ],
};

export const TERMS_OF_USE: LegalDocument = {
  title: 'Terms of Use',
  updated: '21 November 2026',
  intro:
    'These Terms of Use (“Terms”) govern your access to and use of the Saral website and mobile application (together, the “Platform”), operated by {{lender.name}} (“we”, “us” or “our”), a non-banking financial company registered with the Reserve Bank of India under Certificate of Registration No. {{lender.rbiRegistration}} (CIN {{lender.cin}}), with its registered office at {{lender.address}}. Please read these Terms carefully. By creating an account or using the Platform, you agree to be bound by them. If you do not agree, please do not use the Platform.',
  sections: [
    {
      heading: '1. The service',
      paragraphs: [
        'Saral provides short-term personal loans in Indian rupees, from {{loans.minAmount}} to {{loans.maxAmount}}, to eligible individuals. Loans are provided by {{lender.name}} or, where indicated, by a regulated lending partner whose name is shown in the Key Fact Statement and loan agreement. The Platform lets you apply for a loan, complete verification, receive the loan in your bank account, repay it and request extensions.',
        'Every application is subject to verification and to our credit assessment. We may approve or decline an application, or approve a lower amount than requested, at our discretion. The amount we can offer you depends on your credit history, including your repayment history with us.',
      ],
    },
    {
      heading: '2. Eligibility',
      paragraphs: [
        'To use the Platform and apply for a loan, you must: be a citizen of India residing in India; be at least 18 years of age; hold a valid Aadhaar number and a valid Permanent Account Number (PAN) issued in your name; hold an active savings or current account with a bank in India in your own name; and be legally competent to enter into a binding contract under the Indian Contract Act, 1872.',
        'If your application is declined, you may apply again 15 days after the date of the decision.',
      ],
    },
    {
      heading: '3. Your account and responsibilities',
      paragraphs: [
        'You sign in to the Platform with your mobile number and a one-time password (OTP). You must keep your OTP, your device and your account secure and never share them with anyone, including people claiming to be our employees. Our staff will never ask you for your OTP. You are responsible for all activity carried out through your account, and you must inform us immediately at {{customerCare.email}} if you suspect unauthorised use.',
        'You agree to provide true, accurate, current and complete information, including your identity, address, work and income details and the details of your three emergency contacts, and to keep this information up to date. Providing false or misleading information or documents may lead to rejection of your application, termination of your account and legal action.',
        'You may hold only one account. You must not create accounts for or on behalf of other persons, use the Platform for any unlawful purpose, attempt to interfere with its security or operation, or copy, modify or reverse-engineer any part of it.',
      ],
    },
    {
      heading: '4. Loan terms and Key Fact Statement',
      paragraphs: [
        'Before you accept any loan, we will show you a Key Fact Statement (KFS) in the format prescribed by the Reserve Bank of India. The KFS sets out the loan amount, the tenure, the rate of interest, the processing fee and applicable taxes, the amount to be disbursed, the total amount payable, the Annual Percentage Rate (APR), the due date, and the fees for late payment and extension. No fee or charge that is not stated in the KFS will be collected from you.',
        'The loan is governed by the loan agreement you sign electronically together with the KFS and these Terms. If there is a conflict between these Terms and your loan agreement, the loan agreement prevails for that loan. After accepting a loan, you may exit it during the look-up period stated in the KFS by repaying the principal and the proportionate interest, without any penalty.',
      ],
    },
    {
      heading: '5. Fees and charges',
      paragraphs: [
        'Interest: interest is charged per day on the outstanding principal, at the daily rate stated in your KFS, for the number of days the loan is outstanding.',
        'Processing fee: a one-time processing fee is charged on each loan, plus Goods and Services Tax (GST) at 18% on that fee. The processing fee and GST are deducted from the loan amount at the time of disbursement, and the net amount credited to your bank account is shown in the KFS.',
        'Overdue fee: if the loan is not fully repaid by the due date, an overdue fee is charged for each day after the due date until the loan is repaid, at the rate stated in the KFS. The overdue fee is charged only on the overdue amount and is not compounded.',
        'Extension fee: if you choose to extend the due date, you must pay the extension fee shown on the Platform at the time of your request. All fees are inclusive of applicable taxes unless stated otherwise.',
      ],
    },
    {
      heading: '6. Repayment',
      paragraphs: [
        'You must repay the total amount due on or before the due date shown in the KFS and on the Platform. Repayment is made through the secure payment link provided on the Platform or sent to you by SMS or email, using UPI, debit card, net banking or any other method available. Payments are credited to your loan only when we receive confirmation from the payment provider.',
        'You may make partial payments at any time. A partial payment first settles any overdue fee, then interest due, and then reduces the outstanding principal, so that interest for the remaining days is calculated on a lower balance. You may also repay the full loan early without any prepayment charge.',
        'Repaying on time helps you build a good credit record and may increase the amount you can borrow from us in future. We report your loan and repayment information to credit information companies as required by law, so late payment or non-payment may lower your credit score and affect your ability to obtain credit from any lender.',
        'If you do not repay on time, we or our authorised recovery agents may contact you to remind you of the amount due. All recovery is carried out in line with the RBI Fair Practices Code: we will not use abusive language, threats or harassment, we will contact you only between 8:00 am and 7:00 pm, and we will not share your debt with your emergency contacts or other persons except to reach you when we are unable to contact you.',
      ],
    },
    {
      heading: '7. Extension of the due date',
      paragraphs: [
        'If the Platform offers an extension for your loan, you may request one before your loan is fully repaid by paying the extension fee shown on the Platform. The new due date is 7 days after the date of your request. The extension fee must be paid within 24 hours of the request; if it is not paid within that time, the request lapses and the original due date continues to apply.',
        'The extension fee does not reduce the outstanding principal or interest. Interest continues to accrue during the extension period. Approval of an extension is at our discretion, and the number of extensions per loan may be limited.',
      ],
    },
    {
      heading: '8. Privacy',
      paragraphs: [
        'We collect, use and share your personal data as described in our Privacy Policy, which forms part of these Terms. By using the Platform, you consent to the processing of your personal data as described in the Privacy Policy, including verification with KYC agencies and reporting to credit information companies.',
      ],
    },
    {
      heading: '9. Disclaimer and limitation of liability',
      paragraphs: [
        'The Platform is provided on an “as is” and “as available” basis. While we take reasonable care to keep it accurate, secure and available, we do not guarantee that it will be uninterrupted or free from errors. Services that depend on banks, payment providers, verification agencies or telecom operators may be delayed for reasons beyond our control.',
        'To the extent permitted by law, we shall not be liable for any indirect, incidental, special or consequential loss, or for any loss arising from your failure to keep your OTP or device secure, from inaccurate information you provided, or from events beyond our reasonable control. Nothing in these Terms limits any liability that cannot be limited under applicable law or your rights as a borrower under RBI directions.',
      ],
    },
    {
      heading: '10. Termination',
      paragraphs: [
        'You may close your account at any time after all your loans have been fully repaid, by writing to {{customerCare.email}}. We may suspend or terminate your account, or refuse further loans, if you breach these Terms, provide false information, engage in fraud, or if required by law or a regulator.',
        'Termination of your account does not affect your obligation to repay any outstanding amount, or any rights and obligations that arose before termination. Sections that by their nature should continue after termination, including those on fees, repayment, limitation of liability and governing law, will survive it.',
      ],
    },
    {
      heading: '11. Governing law and grievance redressal',
      paragraphs: [
        'These Terms are governed by the laws of India. Subject to the grievance redressal process below, the courts having jurisdiction over our registered office ({{lender.address}}) shall have exclusive jurisdiction over any dispute arising out of or in connection with these Terms or the Platform.',
        'If you have a complaint, please first contact our support team at {{customerCare.email}} or {{customerCare.phone}}. If your complaint is not resolved to your satisfaction, you may write to our Grievance Officer, {{grievanceOfficer.name}}, at {{grievanceOfficer.email}} or {{grievanceOfficer.phone}} ({{lender.name}}, {{grievanceOfficer.address}}). We will acknowledge your complaint within 48 hours and aim to resolve it within 30 days.',
        'If your complaint is not resolved within 30 days, or if you are not satisfied with our response, you may file a complaint under the Reserve Bank – Integrated Ombudsman Scheme, 2021, through the RBI complaint management system portal at {{complaintPortalUrl}} or by post to the Centralised Receipt and Processing Centre of the Reserve Bank of India.',
      ],
    },
    {
      heading: '12. Changes to these Terms',
      paragraphs: [
        'We may amend these Terms from time to time. The date at the top of this page shows when they were last updated. We will notify you of material changes through the Platform, by SMS or by email before they take effect. Changes do not alter the terms of a loan you have already accepted unless you agree to them. If you continue to use the Platform after the changes take effect, you accept the revised Terms.',
      ],
    },
    {
      heading: '13. Contact',
      paragraphs: [
        '{{lender.name}}, registered office: {{lender.address}}. CIN {{lender.cin}}. RBI Certificate of Registration No. {{lender.rbiRegistration}}. Email: {{customerCare.email}}. Phone: {{customerCare.phone}} ({{customerCare.hours}}). Grievance Officer: {{grievanceOfficer.name}}, {{grievanceOfficer.email}}, {{grievanceOfficer.phone}}.',
      ],
    },
  ],
};
