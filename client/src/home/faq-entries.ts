export type FaqAudience = 'buyers' | 'partners';

export type FaqEntry = { id: string; audience: FaqAudience; question: string; answer: string };

export const faqEntries: FaqEntry[] = [
  {
    id: 'what-is-a-wire',
    audience: 'buyers',
    question: 'What is a wire?',
    answer:
      'A wire is a request you post on BuildWire: what you need, where, by when and, if you like, your budget. It might be 40 bags of cement delivered to a site, or a 3-bedroom flat to rent near work. Every open wire stands on the public wireboard, where approved partners can answer it.',
  },
  {
    id: 'cost',
    audience: 'buyers',
    question: 'Does it cost anything to post a wire?',
    answer:
      'No. Posting wires, reading responses and accepting an offer are free for buyers. You pay the partner you choose, directly, for what you buy or rent.',
  },
  {
    id: 'who-answers',
    audience: 'buyers',
    question: 'Who answers my wire?',
    answer:
      'Only approved partners: sellers, agents, developers and suppliers whose business an admin has reviewed. Each partner sees wires in their categories and service area, and can send one response per wire.',
  },
  {
    id: 'contact-details',
    audience: 'buyers',
    question: 'Who sees my phone number and email?',
    answer:
      'Nobody, until you accept a response. Accepting reveals your contact details to that one partner so you can arrange the deal. Partners you decline never see them.',
  },
  {
    id: 'how-long-open',
    audience: 'buyers',
    question: 'How long does my wire stay open?',
    answer:
      'Thirty days by default, or until you close it or mark it fulfilled. When you mark it fulfilled, the responses you have not answered are declined for you, so partners know the job is taken.',
  },
  {
    id: 'compare',
    audience: 'buyers',
    question: 'How do I compare responses?',
    answer:
      'Open your wire: responses arrive there live with each quote, message, offered products or listing. Accept the one that fits and decline the others; you can close the wire at any time.',
  },
  {
    id: 'account-needed',
    audience: 'buyers',
    question: 'Do I need an account to post a wire?',
    answer:
      'Yes, so partners know their answer reaches a real person. You can start filling in a request first: when you sign in or create an account, you come back to the same form with everything you typed.',
  },
  {
    id: 'become-partner',
    audience: 'partners',
    question: 'How do I become a partner?',
    answer:
      'Sign up at Partners → Become a partner with your business name, the categories you serve (property, building materials or both), your service area, phone and website. Your account starts as pending; an admin reviews it and you receive an email when it is approved.',
  },
  {
    id: 'pending',
    audience: 'partners',
    question: 'What can I do while my account is pending?',
    answer:
      'You can sign in, complete your business profile, and prepare your product catalogue and property listings. Responding to wires opens once an admin approves your business.',
  },
  {
    id: 'which-wires',
    audience: 'partners',
    question: 'Which wires do I see?',
    answer:
      'Your partner wireboard shows open wires that match your categories and fall inside your service area (a place and a radius in kilometres). New matching wires appear live, marked as new, without reloading the page.',
  },
  {
    id: 'respond',
    audience: 'partners',
    question: 'What goes into a response?',
    answer:
      'A message, a quote (an amount and a currency) with how long it is valid, and optionally products from your catalogue or one of your property listings. You can withdraw a response while the buyer has not answered it.',
  },
  {
    id: 'accepted',
    audience: 'partners',
    question: 'What happens when a buyer accepts my response?',
    answer:
      'You are emailed, your response shows as accepted, and the buyer’s contact details become visible to you so you can arrange delivery, a viewing or payment directly.',
  },
  {
    id: 'suspended',
    audience: 'partners',
    question: 'Why would a partner account be suspended?',
    answer:
      'Admins suspend accounts that break the marketplace rules, for example misleading quotes or listings. The email you receive gives the reason; once the issue is resolved an admin can reinstate you.',
  },
  {
    id: 'api',
    audience: 'partners',
    question: 'Can I connect my own software?',
    answer:
      'Yes. BuildWire has a GraphQL API. Create a personal API token in your business profile and your software can read matching wires and send responses with your partner account’s rights.',
  },
  {
    id: 'colour-mode',
    audience: 'buyers',
    question: 'Can I use BuildWire in dark mode?',
    answer:
      'Yes. Use the colour mode switch in the header to follow your system setting or to choose light or dark; your choice is remembered on this device.',
  },
];

/** Case-insensitive search over questions and answers; every word must appear. */
export function searchFaqs(entries: FaqEntry[], query: string): FaqEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((entry) => {
    const text = `${entry.question} ${entry.answer}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
