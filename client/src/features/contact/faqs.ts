/** The five questions the park office hears most. */
export const FAQS = [
  {
    question: 'Is there an entrance fee?',
    answer:
      'No. Entry to the park, the Kids Park and most community events is free, every day from 9:00 AM to 10:00 PM. Ticketed concerts in the Open Air Arena are sold by their organisers.',
  },
  {
    question: 'How do I book a venue for a wedding, concert or exhibition?',
    answer:
      'Choose a venue and a free date on the Venues page and send the booking form. Our events team confirms availability and contacts you within 24 hours; the date is yours once the booking is approved.',
  },
  {
    question: 'Can I rent a vendor stall for less than a month?',
    answer:
      'Stalls are rented by the month, at LKR 30,000 a month, and the rental carries on until you give notice. For one-day fairs, ask us about space on the Open Area.',
  },
  {
    question: 'Is the park accessible for wheelchairs and prams?',
    answer:
      'Yes. The main paths, Helabojun and the toilets near the gate are step-free, there are accessible parking bays beside the entrance, and wheelchairs can be borrowed at the office.',
  },
  {
    question: 'Where can I park, and can I charge an electric car?',
    answer:
      'Parking is free for visitors at the main car park on Peradeniya Road, with extra space at Gate 2 on event nights. Two dual-gun fast chargers are open 24/7 beside the gate.',
  },
] as const;
