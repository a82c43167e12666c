import type { LegalTexts } from './types.js';

export const legal: LegalTexts = {
  terms: {
    title: 'Terms of Use',
    intro:
      'These Terms of Use govern access to and use of the Alquimia platform, including the website, the dashboard and the APIs that transform documents, images, audio, video and web data. Please read them carefully before creating your account.',
    sections: [
      {
        title: 'Acceptance of the terms',
        paragraphs: [
          'By creating an account, generating an API key or making any call to our APIs, you confirm that you have read, understood and accepted these Terms and our Privacy Policy.',
          'If you use Alquimia on behalf of a company, you confirm that you are authorised to accept these Terms for it, and "you" then includes that company.',
        ],
      },
      {
        title: 'The service',
        paragraphs: [
          'Alquimia offers pay-per-use HTTP APIs to process PDFs (merge, split, watermark, protection, text extraction, HTML to PDF), images (generation, upscaling, background removal, OCR, charts, QR codes), audio and speech, video, web data extraction, and e-mail and messaging-number verification.',
          'Features marked "Coming soon" are not available yet and may change before launch. We may improve, change or discontinue features, giving reasonable notice when a change affects you materially.',
        ],
      },
      {
        title: 'Registration and account',
        paragraphs: [
          'You must be at least 18 years old and legally capable to create an account. People under 18 may not use the platform.',
          'You must provide accurate information and keep it up to date. You are responsible for keeping your password secret and for all activity in your account. Tell us immediately about any unauthorised use.',
        ],
      },
      {
        title: 'API key',
        paragraphs: [
          'Each account receives a personal API key. It identifies you on every call and authorises charges to your credits; treat it like a password and never publish it in open-source code or in apps that run in the browser.',
          'You can rename, regenerate or revoke the key in the dashboard. Calls made with your key are your responsibility until it is regenerated or revoked.',
        ],
      },
      {
        title: 'Credits, plans and payments',
        paragraphs: [
          'Each service uses a number of credits per call, shown in the catalogue and the documentation. New accounts receive 20 free credits. Monthly plans (Básico, Profissional and Empresarial) add the plan credits to the balance on every paid invoice, and unused credits stay in the balance the next month; the extra-credit pack is sold to subscribers only.',
          'When your credits run out, new calls are rejected (HTTP 402) until you buy more credits or subscribe to a plan; nothing is ever charged beyond your balance. Calls rejected for invalid input are not charged, and calls that fail because of the platform have their credits refunded automatically.',
          'Payments are processed by Stripe. Subscriptions can be cancelled at any time through the billing portal and remain valid until the end of the paid period. Credits already used are not refundable, without prejudice to your rights under consumer protection law. If a payment is refunded or lost in a dispute, the credits of that purchase still in the balance are taken back (the balance never goes below zero); credits already used are not charged for.',
        ],
      },
      {
        title: 'Limits and acceptable use',
        paragraphs: [
          'Each plan has a daily request limit (100 on the free tier and Básico, 1,000 on Profissional, unlimited on Empresarial) and file-size limits published in the documentation. Requests above the limit are rejected until the next day (UTC).',
          'You may not use Alquimia to process illegal content, content that infringes the rights of others or exploits minors; to send malware; to try to reach internal networks or third-party systems through our APIs; to bypass limits, charges or security measures; or to overload the infrastructure on purpose.',
        ],
      },
      {
        title: 'Your files and content',
        paragraphs: [
          'You keep all rights to the files, texts and URLs you send. You grant us only the licence needed to process them and return the result you asked for.',
          'Uploaded files and generated results are temporary data: they are available through expiring links and are deleted automatically within 24 hours. The exception is the history of the dashboard tools (text-to-speech audio and generated images), kept for 30 days so you can download it again and deleted automatically after that. We do not use your content to train models. Keep a copy of anything that matters to you.',
          "The dashboard's request log (each call made with your API keys: time, operation, status, problem code, duration, credits, key, request id, Idempotency-Key and user agent) is available to you for 30 days and deleted automatically after that.",
        ],
      },
      {
        title: 'Availability and support',
        paragraphs: [
          'We work to keep the platform available around the clock, but interruptions may happen for maintenance or because of third-party failures. A guaranteed service level agreement (SLA) exists only on the Empresarial plan, under its own contract.',
          'Support is provided by e-mail; the Profissional plan has priority support and Empresarial has dedicated 24/7 support.',
        ],
      },
      {
        title: 'Intellectual property',
        paragraphs: [
          'The Alquimia brand, website, dashboard, documentation and platform software belong to Alquimia or its licensors. These Terms grant you no rights to them beyond using the service as described here.',
        ],
      },
      {
        title: 'Limitation of liability',
        paragraphs: [
          'The service is provided "as is". Automatically generated results (such as OCR, transcriptions, and AI-generated images and text) may contain errors, and you are responsible for reviewing them before use.',
          "To the fullest extent permitted by law, Alquimia's total liability for any claim is limited to the amount you paid in the 12 months before the event, and we are not liable for lost profits or indirect damages.",
        ],
      },
      {
        title: 'Changes, termination and governing law',
        paragraphs: [
          'We may update these Terms; material changes will be announced by e-mail or in the dashboard at least 15 days in advance. You may delete your account at any time in the dashboard (Profile → Your data): API keys are revoked at once, a running subscription is cancelled at the end of the period already paid, and all data is erased except purchase records (amount, date, plan), which tax law requires us to keep for 5 years and which we keep without name or e-mail, linked to an anonymous code. Records of access (IP address, date and time of each request) are kept for 6 months, as the Marco Civil da Internet (art. 15) requires, and then deleted. We may suspend accounts that breach these Terms.',
          "These Terms are governed by the laws of the Federative Republic of Brazil. Disputes will be settled in the courts of the consumer's domicile. Questions: contato@alquimia.dev.",
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    intro:
      'This Policy explains which personal data Alquimia collects, why, for how long, and what your rights are, in accordance with the Brazilian General Data Protection Law (LGPD, Law No. 13,709/2018).',
    sections: [
      {
        title: 'Who we are',
        paragraphs: [
          'Alquimia is the controller of the personal data processed on the platform (website, dashboard and APIs). Our data protection officer (DPO) can be reached at privacidade@alquimia.dev.',
        ],
      },
      {
        title: 'Data we collect',
        paragraphs: [
          'Account data: name, e-mail and password (kept by our authentication provider in protected form only). Usage data: services called, credits used, dates, request identifiers and IP address. Billing data: plan and payment history; card details are handled directly by Stripe and never pass through our servers.',
          'Content sent to the APIs (files, texts, URLs) is processed only to perform the operation you requested.',
        ],
      },
      {
        title: 'How we use data',
        paragraphs: [
          'We use data to create and maintain your account, authenticate your calls, charge and refund credits, bill you, prevent fraud and abuse, provide support and send service communications.',
        ],
      },
      {
        title: 'Legal bases',
        paragraphs: [
          'We process data to perform our contract (providing the service you signed up for), to meet legal and tax obligations and for legitimate interests (security, fraud prevention and service improvement), as provided in article 7 of the LGPD.',
        ],
      },
      {
        title: 'Processed files and retention',
        paragraphs: [
          'Uploaded files and generated results are temporary and deleted automatically within 24 hours. The exception is the history of the dashboard tools (text-to-speech audio and generated images), kept for 30 days so you can download it again and deleted automatically after that. We do not use them to train AI models.',
          'The request log you see in the dashboard (time, operation, status, duration, credits, key, request id, Idempotency-Key and user agent of each call made with your keys) is kept for 30 days and deleted automatically after that. Calls with an unknown key are not logged to any account.',
          "Account data, including the history of credit usage, is kept while the account is active. Purchase records are kept for 5 years, as tax law requires. Records of access to the application (IP address, date and time of each request), which the Brazilian Internet Civil Framework (Marco Civil da Internet, Law 12,965/2014, art. 15) requires us to keep, stay in the service's access logs for 6 months, apart from the request log (which does not store your IP), and are deleted automatically after that, even if the account has already been deleted.",
          'The newsletter is optional and rests on your consent (LGPD, art. 7, I): we keep only the subscribed e-mail, its language and the dates of the request and of the confirmation. An address not confirmed through the link we send is deleted within 7 days; a confirmed one stays until you unsubscribe through the link in any newsletter e-mail, which deletes it at once. The subscription is separate from the account: deleting the account does not cancel it, and unsubscribing does not affect the account.',
        ],
      },
      {
        title: 'Sharing',
        paragraphs: [
          'We do not sell personal data. We share data only with processors that help us provide the service: cloud hosting (Amazon Web Services), payments (Stripe) and, only when you use AI features, the model provider that runs the operation. We may also share data when required by law or court order.',
        ],
      },
      {
        title: 'International transfers',
        paragraphs: [
          'Some processors may store or process data outside Brazil. In those cases we apply the safeguards set out in article 33 of the LGPD, such as contractual clauses that ensure an adequate level of protection.',
        ],
      },
      {
        title: 'Security',
        paragraphs: [
          'We use encryption in transit (HTTPS), API keys stored only as a hash and an encrypted copy, per-account access control, audit logs and automatic deletion of temporary files. No system is fully immune to incidents; if a relevant incident occurs, we will notify you and the ANPD as the law requires.',
        ],
      },
      {
        title: 'Your rights',
        paragraphs: [
          'Under article 18 of the LGPD you may ask for confirmation of processing, access, correction, anonymisation, portability and deletion of your data, information about sharing, and withdrawal of consent. In the dashboard (Profile → Your data) you export all your data as one file (JSON and CSV) and delete your account; the rest through privacidade@alquimia.dev, answered within 15 days.',
          'You may also lodge a complaint with the Brazilian National Data Protection Authority (ANPD).',
        ],
      },
      {
        title: 'Local storage, minors and changes',
        paragraphs: [
          'The site stores in your browser only what it needs to work: your login session and preferred language. We use no advertising cookies or third-party trackers.',
          'The platform is not intended for people under 18. We may update this Policy; material changes will be announced by e-mail or in the dashboard.',
        ],
      },
    ],
  },
};
