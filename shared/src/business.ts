/** The firm's public facts, shown on several pages; change them here only. */
export const BUSINESS = {
  name: 'Tema House Plans',
  phones: ['+233 24 000 1234', '+233 20 000 5678'],
  email: 'info@temahouseplans.com',
  address: 'Community 1, Tema, Greater Accra, Ghana',
  hours: ['Mon-Fri 8AM-6PM', 'Sat 9AM-4PM', 'Sun closed'],
  replyWithinHours: 24,
  urgentReplyWithinHours: 4,
} as const;
