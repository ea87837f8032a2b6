import type { Texts } from './en';

/**
 * Sinhala: every key of `en.ts`, in the words the public site's Sinhala pages use (client/src/**\/*.messages.si.ts:
 * වෙන් කිරීම, කුටිය, ඉන්වොයිසිය, රිසිට්පත, බැර සටහන …). Waiting for a native speaker's review: docs/languages.md.
 */

const VENUES: Record<string, string> = {
  'Open Air Arena': 'එළිමහන් රංග පිටිය (Open Air Arena)',
  'Open Area': 'විවෘත භූමිය (Open Area)',
  'Vendor Stalls': 'වෙළඳ කුටි (Vendor Stalls)',
  'Conference Hall': 'සම්මන්ත්‍රණ ශාලාව (Conference Hall)',
  'Banquet Hall': 'භෝජන සංග්‍රහ ශාලාව (Banquet Hall)',
  Auditorium: 'ශ්‍රවණාගාරය (Auditorium)',
};

const EVENT_TYPES: Record<string, string> = {
  'musical shows': 'සංගීත ප්‍රසංග',
  'accoustic concerts': 'ධ්වනි (acoustic) ප්‍රසංග',
  wedding: 'මංගල උත්සවය',
  corporate: 'ආයතනික උත්සවය',
  birthday: 'උපන්දිනය',
  anniversary: 'සංවත්සරය',
  classes: 'පන්ති',
  'political gatherings': 'දේශපාලන රැස්වීම්',
  exhibitions: 'ප්‍රදර්ශන',
  fairs: 'පොළ',
  other: 'වෙනත්',
};

const PAYMENT_METHODS: Record<string, string> = {
  cash: 'මුදල්',
  'bank transfer': 'බැංකු මාරුව',
  card: 'කාඩ්පත',
  cheque: 'චෙක්පත',
};

const PARK = 'මහනුවර සංස්කෘතික උද්‍යානය';
const instalment = (which: 'deposit' | 'balance'): string => (which === 'deposit' ? 'තැන්පතුව' : 'ශේෂය');

export const si = {
  park: {
    name: PARK,
    address: 'අංක 42, පේරාදෙණිය පාර, මහනුවර 20000, ශ්‍රී ලංකාව',
  },

  mail: {
    hello: 'ආයුබෝවන්,',
    dear: (name) => `හිතවත් ${name},`,
    withWarmRegards: 'සුභ පැතුම් සහිතව,',
    lastAcknowledgementToday: (cap) =>
      `මෙය අද දින මෙම ලිපිනයට අප යවන ලැබීම් තහවුරු කිරීම් ${cap} අතරින් අවසාන එකයි: අද දිනයේ ඉතිරි ඉල්ලීම් සුපුරුදු පරිදි ලැබී පිළිතුරු ලැබේ, නමුත් ඒවාට ඊ-තැපැල් ලදුපතක් නොඑවේ.`,
  },

  words: {
    venue: (name) => VENUES[name] ?? name,
    eventType: (value) => EVENT_TYPES[value.toLowerCase()] ?? value,
    block: (letter) => `${letter} කොටස`,
    paymentMethod: (method) => PAYMENT_METHODS[method] ?? method,
    dateRange: (first, last, days) => `${first} සිට ${last} දක්වා (දින ${days})`,
    reason: (reason) => `හේතුව: ${reason}`,
  },

  booking: {
    facts: {
      bookingId: 'වෙන් කිරීමේ අංකය',
      venue: 'ස්ථානය',
      stall: 'කුටිය',
      startDate: 'ආරම්භක දිනය',
      rent: 'කුලිය',
      date: 'දිනය',
      guests: 'අමුත්තන්',
      amount: 'මුදල',
      eventType: 'උත්සවයේ වර්ගය',
      invoice: 'ඉන්වොයිසිය',
    },
    rentPerMonth: (amount) => `මසකට ${amount}`,
    toBeQuoted: 'අපේ කණ්ඩායම මිල දන්වනු ඇත',
    aboutStall: (stallId, date) => `කුටිය ${stallId}, ${date} සිට කුලියට`,
    aboutVenue: (venue, date) => `${venue}, ${date}`,
    acknowledgement: {
      subjectBooking: (about) => `ඔබේ වෙන් කිරීමේ ඉල්ලීම අපට ලැබුණි: ${about}`,
      subjectStall: (about) => `ඔබේ කුටි කුලී ඉල්ලීම අපට ලැබුණි: ${about}`,
      thanksBooking: (venue) =>
        `ඔබේ වෙන් කිරීමේ ඉල්ලීමට ස්තූතියි; එය අපට ලැබී ඇත. ඔබේ ${venue} වෙන් කිරීම සම්බන්ධයෙන් පැය 24ක් ඇතුළත අපි ඔබව සම්බන්ධ කර ගන්නෙමු.`,
      thanksStall: (venue) =>
        `ඔබේ කුටි කුලී ඉල්ලීමට ස්තූතියි; එය අපට ලැබී ඇත. ඔබේ ${venue} කුලිය සම්බන්ධයෙන් පැය 24ක් ඇතුළත අපි ඔබව සම්බන්ධ කර ගන්නෙමු.`,
      pending: 'අපේ කණ්ඩායම තහවුරු කරන තුරු ඔබේ ඉල්ලීම පොරොත්තුවෙන් පවතී; එය අනුමත වූ වහාම අපි ඔබට නැවත ඊ-තැපෑලක් එවන්නෙමු.',
      link: (url) =>
        `ඔබේ වෙන් කිරීමේ තත්ත්වය ඕනෑම වේලාවක බලන්න, ඉල්ලීම පොරොත්තුවෙන් තිබියදී එය අවලංගු කරන්න, නැතහොත් තහවුරු වූ පසු එය ඔබේ දින දර්ශනයට එක් කරන්න: ${url}`,
      linkIsYours:
        'මෙම සබැඳිය ඔබට පමණක් අයත්ය: කරුණාකර එය අන් අය සමඟ බෙදා නොගන්න. ඔබ මෙම ඉල්ලීම නොකළේ නම්, වෙනත් අයෙක් ඔබේ ලිපිනය ඇතුළත් කර ඇත: ඔබට එය එතැනින් අවලංගු කළ හැකිය, නැතහොත් මෙම ඊ-තැපෑල නොසලකා හරින්න.',
      quoteId: (id) => `මේ ගැන අප හා සම්බන්ධ වන්නේ නම්, කරුණාකර ඔබේ වෙන් කිරීමේ අංකය (${id}) සඳහන් කරන්න.`,
    },
    confirmation: {
      subjectBooking: (about) => `වෙන් කිරීම තහවුරුයි: ${about}`,
      subjectStall: (about) => `කුටි කුලිය තහවුරුයි: ${about}`,
      stallConfirmed: (stallId, date) =>
        `මහනුවර සංස්කෘතික උද්‍යානයේ කුටිය ${stallId}, ${date} සිට ඔබට කුලියට දීම තහවුරු කිරීමට අපි සතුටු වෙමු.`,
      stallMoved: (requested, start) =>
        `ඔබ කුලිය ${requested} දින සිට ආරම්භ කිරීමට ඉල්ලා සිටියා. උද්‍යානය එය අනුමත කළේ එම දිනයට පසුව බැවින්, කුලිය අනුමත කළ දිනය වන ${start} සිට ආරම්භ වේ: ඊට පෙර දින සඳහා කුලියක් අය නොකෙරේ.`,
      stallTerms: (rent) =>
        `කුලිය අවසන් කරන තුරු මාසයෙන් මාසයට පවතී. ${rent} ක කුලිය ආරම්භක දිනයේදීත්, ඉන්පසු සෑම මසකම එම දිනයේදීත් ගෙවිය යුතුය; සෑම ගෙවීමකටම අංකිත රිසිට්පතක් ඊ-තැපෑලෙන් ලැබේ. අමුණා ඇති දින දර්ශන ගොනුවේ පළමු දිනය සටහන් කර ඇත.`,
      rentalLink: (url) => `ඔබේ කුලිය, ගෙවිය යුතු කුලී මුදල සහ ඔබේ රිසිට්පත් ඕනෑම වේලාවක ඔබේම පිටුවෙන් බලන්න: ${url}`,
      rentalLinkIsYours: 'මෙම සබැඳිය ඔබට පමණක් අයත්ය: කරුණාකර එය අන් අය සමඟ බෙදා නොගන්න.',
      venueConfirmed: (venue, dates) => `${dates} දින ${venue} ඔබ වෙනුවෙන් වෙන් කිරීම තහවුරු කිරීමට අපි සතුටු වෙමු.`,
      invoiceAttached: (number, amount, terms) =>
        `${amount} ක ඔබේ ඉන්වොයිසිය ${number} මෙයට අමුණා ඇත: කරුණාකර ඉන්වොයිස් අංකය සඳහන් කර ${terms} ගෙවන්න. සෑම ගෙවීමකටම අංකිත රිසිට්පතක් ඊ-තැපෑලෙන් ලැබේ.`,
      depositBy: (amount, date) => `${date} වන විට ${amount} ක තැන්පතුවක්`,
      balanceBy: (amount, date) => `${date} වන විට ${amount} ක ශේෂය`,
      amountBy: (amount, date) => `${date} වන විට ${amount}`,
      both: (first, second) => `${first} සහ ${second}`,
      calendarNote: 'අමුණා ඇති දින දර්ශන ගොනුව මෙම උත්සවය ඔබේ දින දර්ශනයට එක් කරයි. සූදානම් කිරීම් ගැන අපේ කණ්ඩායම ඔබව සම්බන්ධ කර ගනී.',
    },
    rejection: {
      subjectBooking: (about) => `ඔබේ වෙන් කිරීමේ ඉල්ලීම අනුමත නොවීය: ${about}`,
      subjectStall: (about) => `ඔබේ කුටි කුලී ඉල්ලීම අනුමත නොවීය: ${about}`,
      stall: (stallId) => `කණගාටුයි: කුටිය ${stallId} සඳහා ඔබේ කුලී ඉල්ලීම භාර ගැනීමට අපට නොහැකිය.`,
      venue: (venue, dates) => `කණගාටුයි: ${dates} දින ${venue} සඳහා ඔබේ වෙන් කිරීමේ ඉල්ලීම භාර ගැනීමට අපට නොහැකිය.`,
      welcome: 'වෙනත් දිනයක් සඳහා නව ඉල්ලීමක් එවීමට, නැතහොත් ඕනෑම ප්‍රශ්නයක් සඳහා මෙම ඊ-තැපෑලට පිළිතුරු දීමට ඔබව සාදරයෙන් පිළිගනිමු.',
    },
    customerCancellation: {
      subjectBooking: (about) => `ඔබේ වෙන් කිරීමේ ඉල්ලීම අවලංගු කරන ලදී: ${about}`,
      subjectStall: (about) => `ඔබේ කුටි කුලී ඉල්ලීම අවලංගු කරන ලදී: ${about}`,
      stall: (stallId) => `ඔබ ඉල්ලූ පරිදි, කුටිය ${stallId} සඳහා ඔබේ කුලී ඉල්ලීම අපි අවලංගු කළෙමු. කිසිදු මුදලක් ගෙවිය යුතු නැත.`,
      venue: (venue, dates) =>
        `ඔබ ඉල්ලූ පරිදි, ${dates} දින ${venue} සඳහා ඔබේ වෙන් කිරීමේ ඉල්ලීම අපි අවලංගු කළෙමු. කිසිදු මුදලක් ගෙවිය යුතු නැත.`,
      welcome: 'ඕනෑම වේලාවක නව ඉල්ලීමක් එවීමට, නැතහොත් ඕනෑම ප්‍රශ්නයක් සඳහා මෙම ඊ-තැපෑලට පිළිතුරු දීමට ඔබව සාදරයෙන් පිළිගනිමු.',
    },
    calendar: {
      stallSummary: (stallId) => `කුටිය ${stallId} කුලිය ආරම්භය – ${PARK}`,
      eventSummary: (eventType, venue) => `${eventType} – ${venue} – ${PARK}`,
      description: (id) => `වෙන් කිරීමේ අංකය ${id}`,
      location: (venue) => `${venue}, ${PARK}, මහනුවර, ශ්‍රී ලංකාව`,
    },
    cancellation: {
      subject: (venue, date) => `වෙන් කිරීම අවලංගු කරන ලදී: ${venue}, ${date}`,
      cancelled: (venue, dates) =>
        `${dates} දින ${venue} සඳහා වූ ඔබේ වෙන් කිරීම උද්‍යානය විසින් අවලංගු කර ඇති බවත්, එම දිනය තවදුරටත් ඔබ වෙනුවෙන් වෙන් කර නොමැති බවත් කණගාටුවෙන් දන්වමු.`,
      invoiceClosed: (number) => `අමුණා ඇති බැර සටහන ${number} මගින් ඔබේ ඉන්වොයිසිය වසා ඇත: එය යටතේ තවදුරටත් කිසිවක් ගෙවිය යුතු නැත.`,
      kept: (amount) => `ඔබ ගෙවූ මුදලින් ${amount} ක් උද්‍යානය අවලංගු කිරීමේ ගාස්තුවක් ලෙස රඳවා ගනී.`,
      refundComing: (amount) => `උද්‍යානය ${amount} ක් ඔබට ආපසු ගෙවනු ඇත; එය ගෙවූ පසු අංකිත ආපසු ගෙවීමේ සටහනක් ඊ-තැපෑලෙන් ලැබේ.`,
      questions: (phone) =>
        `ඕනෑම ප්‍රශ්නයක් ඇත්නම් කරුණාකර මෙම ඊ-තැපෑලට පිළිතුරු දෙන්න, නැතහොත් ${phone} අංකයෙන් අපේ කාර්යාලය අමතන්න.`,
      facts: {
        creditNote: 'බැර සටහන',
        credited: 'බැර කළ මුදල',
        kept: 'රඳවා ගත් මුදල',
        toBeRefunded: 'ආපසු ගෙවිය යුතු මුදල',
      },
    },
  },

  contact: {
    subject: 'ඔබේ පණිවිඩය අපට ලැබුණි',
    received: (date) =>
      `${PARK} හා සම්බන්ධ වීම ගැන ස්තූතියි. මෙම ඊ-තැපැල් ලිපිනය සඳහන් පණිවිඩයක් ${date} දින අපේ වෙබ් අඩවියේ සම්බන්ධතා පෝරමය හරහා අපට ලැබුණි.`,
    reply: 'අපේ කණ්ඩායම පැය 24ක් ඇතුළත මෙම ලිපිනයට පිළිතුරු එවනු ඇත. ඔබේ පෞද්ගලිකත්වය සඳහා, පණිවිඩය අපි මෙහි නැවත සඳහන් නොකරමු.',
    notYou: 'ඔබ අපට ලිව්වේ නැත්නම්, වෙනත් අයෙක් ඔබේ ලිපිනය පෝරමයේ ඇතුළත් කර ඇත: ඔබට කිසිවක් කිරීමට අවශ්‍ය නැත.',
  },

  money: {
    facts: {
      receipt: 'රිසිට්පත',
      refundNote: 'ආපසු ගෙවීමේ සටහන',
      invoice: 'ඉන්වොයිසිය',
      for: 'සඳහා',
      amount: 'මුදල',
      method: 'ගෙවීමේ ක්‍රමය',
      reference: 'යොමු අංකය',
      reversedOn: 'අවලංගු කළ දිනය',
      creditNote: 'බැර සටහන',
      credited: 'බැර කළ මුදල',
      stall: 'කුටිය',
      dueDate: 'ගෙවිය යුතු දිනය',
      amountOwed: 'ගෙවිය යුතු මුදල',
    },
    stillToPay: (amount) => `තවමත් ගෙවිය යුතු මුදල: ${amount}.`,
    nothingOwed: 'දැනට තවදුරටත් කිසිවක් ගෙවිය යුතු නැත.',
    receipt: {
      subject: (number, amount) => `රිසිට්පත ${number}: ${amount} ස්තූතියෙන් ලැබුණි`,
      received: (amount, date, number) =>
        `ස්තූතියි: ${date} දින ${amount} ක් අපට ලැබුණි. ඔබේ රිසිට්පත ${number} මෙයට අමුණා ඇත; කරුණාකර එය සුරක්ෂිතව තබා ගන්න.`,
      ahead: (amount) => `ඔබ ${amount} ක් කලින් ගෙවා ඇත.`,
    },
    reversal: {
      subject: (number) => `රිසිට්පත ${number} අවලංගු කර ඇත`,
      reversed: (amount, date, number) =>
        `${date} දින ලැබුණු ${amount} ක ගෙවීම (රිසිට්පත ${number}) උද්‍යානය විසින් අවලංගු කර ඇත: එය තවදුරටත් ගෙවූ මුදලක් ලෙස නොසැලකෙන අතර, එම රිසිට්පත තවදුරටත් ගෙවීමේ සාක්ෂියක් නොවේ. අවලංගු බව සටහන් කළ රිසිට්පත මෙයට අමුණා ඇත.`,
      stillAhead: (amount) => `ඔබ තවමත් ${amount} ක් කලින් ගෙවා ඇත.`,
      mistake: (phone, number) =>
        `මෙය වැරදීමක් යැයි ඔබ සිතන්නේ නම්, කරුණාකර ${number} සඳහන් කර මෙම ඊ-තැපෑලට පිළිතුරු දෙන්න, නැතහොත් ${phone} අංකයෙන් අපේ කාර්යාලය අමතන්න.`,
      receiptReversed: (number) => `${number} (අවලංගු කරන ලදී)`,
    },
    refund: {
      subject: (number, amount) => `ආපසු ගෙවීම ${number}: ${amount} ඔබට ආපසු ගෙවන ලදී`,
      paid: (amount, date, number) =>
        `${date} දින අපි ඔබට ${amount} ක් ආපසු ගෙව්වෙමු. ඔබේ ආපසු ගෙවීමේ සටහන ${number} මෙයට අමුණා ඇත; කරුණාකර එය සුරක්ෂිතව තබා ගන්න.`,
      further: (amount) => `තවත් ${amount} ක් ආපසු ගෙවීමට ඇත.`,
      settled: 'ඔබ විසින් හෝ උද්‍යානය විසින් තවදුරටත් කිසිවක් ගෙවිය යුතු නැත.',
    },
    correction: {
      subjectDiscount: (number, amount) => `බැර සටහන ${number}: ඔබේ ඉන්වොයිසියෙන් ${amount} ක් අඩු කරන ලදී`,
      subjectWriteOff: (number) => `බැර සටහන ${number}: ඔබේ ඉන්වොයිසිය කපා හරින ලදී`,
      discount: (amount, invoice, number) =>
        `උද්‍යානය ඉන්වොයිසිය ${invoice} න් ${amount} ක් අඩු කර ඇත. බැර සටහන ${number} මෙයට අමුණා ඇත; කරුණාකර එය සුරක්ෂිතව තබා ගන්න.`,
      writeOff: (amount, invoice, number) =>
        `ඉන්වොයිසිය ${invoice} යටතේ තවමත් ගෙවිය යුතුව තිබූ ${amount} උද්‍යානය කපා හැර ඇත: එය යටතේ තවදුරටත් කිසිවක් ගෙවිය යුතු නැත. බැර සටහන ${number} මෙයට අමුණා ඇත; කරුණාකර එය සුරක්ෂිතව තබා ගන්න.`,
      questions: (phone, number) =>
        `ඕනෑම ප්‍රශ්නයක් සඳහා, මෙම ඊ-තැපෑලට පිළිතුරු දෙන්න, නැතහොත් ${number} සඳහන් කර ${phone} අංකයෙන් අපේ කාර්යාලය අමතන්න.`,
    },
    rentInvoice: {
      subject: (number, stallId) => `ඉන්වොයිසිය ${number}: කුටිය ${stallId} හි කුලිය`,
      subjectSeveral: (stallId, count) => `කුටිය ${stallId} සඳහා කුලී ඉන්වොයිසි ${count} ක්`,
      issued: (stallId, month, amount, date, number) =>
        `කුටිය ${stallId} හි මාසය ${month} සඳහා ඔබේ කුලී ඉන්වොයිසිය ${number} මෙයට අමුණා ඇත: ${amount}, ${date} දින ගෙවිය යුතුය.`,
      several: (stallId, count) =>
        `උද්‍යානය කුටිය ${stallId} සඳහා, පහත දැක්වෙන මාස සඳහා කුලී ඉන්වොයිසි ${count} ක් එකවර නිකුත් කර ඇත; ඒ සෑම එකක්ම මෙයට අමුණා ඇත.`,
      monthLine: (month, date) => `මාසය ${month}, ${date} දින ගෙවිය යුතුය`,
    },
    reminders: {
      howToPay: (phone, quoting) =>
        `කරුණාකර ${quoting} සඳහන් කර, උද්‍යාන කාර්යාලයේදී (දිනපතා පෙ.ව. 8.30 සිට ප.ව. 5 දක්වා විවෘතයි) මුදලින්, කාඩ්පතෙන් හෝ චෙක්පතෙන්, නැතහොත් බැංකු මාරුවකින් (ගිණුම් විස්තර ${phone} අංකයෙන් අපේ කාර්යාලයෙන් ලබා ගත හැක) ගෙවන්න. සෑම ගෙවීමකටම අංකිත රිසිට්පතක් ඊ-තැපෑලෙන් ලැබේ.`,
      paidAlready: 'ඔබ දැනටමත් ගෙවා ඇත්නම්, ස්තූතියි: කරුණාකර මෙම සිහිකැඳවීම නොසලකා හරින්න.',
      paidLately:
        'ඔබ පසුගිය දින කිහිපය තුළ ගෙවා ඇත්නම්, ස්තූතියි: කරුණාකර මෙම සිහිකැඳවීම නොසලකා හරින්න, නැතහොත් ඔබේ රිසිට්පත් අංකය සමඟ පිළිතුරු දෙන්න.',
      rent: {
        subjectBefore: (stallId, date) => `කුටිය ${stallId} හි කුලිය ${date} දින ගෙවිය යුතුය`,
        subjectOverdue: (stallId) => `කුටිය ${stallId} හි කුලිය ගෙවීම ප්‍රමාද වී ඇත`,
        before: (stallId, block, amount, date) =>
          `මිත්‍රශීලී සිහිකැඳවීමක්: කුටිය ${stallId} (${block}) හි ${amount} ක කුලිය ${date} දින ගෙවිය යුතුය.`,
        overdue: (stallId, block, date, days, amount) =>
          `${date} දින ගෙවිය යුතුව තිබූ කුටිය ${stallId} (${block}) හි කුලිය දැන් දින ${days} කින් ප්‍රමාද වී ඇත: ${amount} ක් ගෙවිය යුතුය.`,
        quoting: (stallId) => `කුටිය ${stallId}`,
      },
      invoice: {
        subjectBefore: (number, amount, date) => `ඉන්වොයිසිය ${number}: ${amount} ${date} දින ගෙවිය යුතුය`,
        subjectOverdue: (number) => `ඉන්වොයිසිය ${number} ගෙවීම ප්‍රමාද වී ඇත`,
        before: (which, number, amount, date) =>
          `මිත්‍රශීලී සිහිකැඳවීමක්: ඉන්වොයිසිය ${number} හි ${amount} ක ${instalment(which)} ${date} දින ගෙවිය යුතුය.`,
        overdue: (which, number, date, days, amount) =>
          `${date} දින ගෙවිය යුතුව තිබූ ඉන්වොයිසිය ${number} හි ${instalment(which)} දැන් දින ${days} කින් ප්‍රමාද වී ඇත: ${amount} ක් ගෙවිය යුතුය.`,
      },
    },
  },

  lines: {
    invoice: (venue, eventType, dates) => `${venue}: ${eventType}, ${dates}`,
    paymentOnInvoice: (description, number) => `${description} (ඉන්වොයිසිය ${number})`,
    rent: (stallId, block, startDate) => `කුටිය ${stallId} (${block}) හි කුලිය, ${startDate} සිට කුලියට`,
    refundOnInvoice: (number, description) => `ඉන්වොයිසිය ${number} මත ආපසු ගෙවීම: ${description}`,
    refundOfRent: (stallId) => `කුටිය ${stallId} සඳහා කලින් ගෙවූ කුලිය ආපසු ගෙවීම`,
  },

  documents: {
    titles: {
      invoice: 'ඉන්වොයිසිය',
      receipt: 'රිසිට්පත',
      creditNote: 'බැර සටහන',
      refundNote: 'ආපසු ගෙවීමේ සටහන',
      statement: 'ගිණුම් ප්‍රකාශය',
    },
    fileTitles: {
      invoice: (number) => `ඉන්වොයිසිය ${number}`,
      receipt: (number) => `රිසිට්පත ${number}`,
      reversedReceipt: (number) => `රිසිට්පත ${number} (අවලංගු කරන ලදී)`,
      // New with the credited invoice, waiting for a native speaker's review like the rest.
      creditedInvoice: (number) => `ඉන්වොයිසිය ${number} (බැර කරන ලදී)`,
      creditNote: (number) => `බැර සටහන ${number}`,
      refundNote: (number) => `ආපසු ගෙවීමේ සටහන ${number}`,
      reversedRefundNote: (number) => `ආපසු ගෙවීමේ සටහන ${number} (අවලංගු කරන ලදී)`,
      statement: (name) => `ගිණුම් ප්‍රකාශය: ${name}`,
    },
    issuedOn: (date) => `නිකුත් කළ දිනය ${date}`,
    asOf: (date) => `${date} දිනට`,
    billedTo: 'බිල්පත ලබන්නා',
    receivedFrom: 'ගෙවන්නා',
    issuedTo: 'ලබන්නා',
    refundedTo: 'ආපසු ගෙවීම ලබන්නා',
    customer: 'ගනුදෙනුකරු',
    bookingId: (id) => `වෙන් කිරීමේ අංකය ${id}`,
    item: 'විස්තරය',
    for: 'සඳහා',
    amount: 'මුදල',
    amountReceived: 'ලැබුණු මුදල',
    amountRefunded: 'ආපසු ගෙවූ මුදල',
    total: 'එකතුව',
    paid: 'ගෙවූ මුදල',
    balance: 'ශේෂය',
    inCredit: (amount) => `${amount} බැර ශේෂය`,
    whenToPay: 'ගෙවිය යුතු දින',
    depositDueBy: (date) => `තැන්පතුව, ${date} වන විට`,
    balanceDueBy: (date) => `ශේෂය, ${date} වන විට`,
    howToPay: 'ගෙවන ආකාරය',
    howToPayText: (payee, phone, number) =>
      `උද්‍යාන කාර්යාලයේදී (දිනපතා පෙ.ව. 8.30 සිට ප.ව. 5 දක්වා විවෘතයි) මුදලින්, කාඩ්පතෙන්, හෝ "${payee}" නමට ලියූ චෙක්පතකින්; නැතහොත් බැංකු මාරුවකින්: ගිණුම් විස්තර ${phone} අංකයෙන් අපේ කාර්යාලයෙන් ලබා ගත හැක. සෑම ගෙවීමකදීම කරුණාකර ${number} සඳහන් කරන්න. සෑම ගෙවීමකටම අංකිත රිසිට්පතක් ඊ-තැපෑලෙන් ලැබේ.`,
    thanksForChoosing: 'උද්‍යානය තෝරා ගැනීම ගැන ස්තූතියි.',
    dateReceived: 'ලැබුණු දිනය',
    method: 'ගෙවීමේ ක්‍රමය',
    reference: 'යොමු අංකය',
    invoice: 'ඉන්වොයිසිය',
    balanceAfterPayment: 'මෙම ගෙවීමෙන් පසු ශේෂය',
    recordedBy: 'සටහන් කළේ',
    reversedMark: 'අවලංගුයි',
    reversedNotice: (date) => `${date} දින අවලංගු කරන ලදී: මෙම රිසිට්පත තවදුරටත් ගෙවීමේ සාක්ෂියක් නොවේ.`,
    reversed: 'අවලංගු කිරීම',
    reversedText: (notice, phone, number) =>
      `${notice} උද්‍යානය මෙම ගෙවීම අවලංගු කළ බැවින්, එය තවදුරටත් ගෙවූ මුදලක් ලෙස නොසැලකේ. මේ ගැන ඕනෑම ප්‍රශ්නයක් සඳහා ${number} සඳහන් කර ${phone} අංකයෙන් අපේ කාර්යාලය අමතන්න.`,
    // The credited invoice's texts are new and wait for a native speaker's review like the rest.
    creditedMark: 'බැර කරන ලදී',
    creditedNotice: (date, creditNote) =>
      `${date} දින ${creditNote} බැර සටහනෙන් බැර කරන ලදී: මෙම ඉන්වොයිසිය තවදුරටත් ගෙවිය යුතු නැත.`,
    partlyCreditedNotice: (amount, date, creditNote) => `${date} දින ${creditNote} බැර සටහනෙන් ${amount} ක් බැර කරන ලදී.`,
    creditedBy: (creditNote) => `${creditNote} බැර සටහනෙන් බැර කළ මුදල`,
    totalAfterCredit: 'බැර සටහනෙන් පසු එකතුව',
    credited: 'බැර කිරීම',
    creditedText: (notice, phone, number) =>
      `${notice} මෙම ඉන්වොයිසියෙන් අඩු කළ මුදල සහ එයට ගෙවූ මුදලට සිදු වන දේ බැර සටහනේ දැක්වේ. ඕනෑම ප්‍රශ්නයක් සඳහා ${number} සඳහන් කර ${phone} අංකයෙන් අපේ කාර්යාලය අමතන්න.`,
    surplusCredit: (amount) =>
      `මෙම ගෙවීමෙන් ${amount} ක් ගෙවිය යුතු මුදලට වඩා වැඩිය: එය ඔබේ බැර ශේෂය ලෙස තබා ගනු ලැබේ, ඔබට ආපසු ගෙවීමට හෝ ඔබේ වෙනත් වෙන් කිරීමකට යොදා ගැනීමට.`,
    refundReversedNotice: (date) => `${date} දින ආපසු පැමිණියේය: මෙම ආපසු ගෙවීම ඔබට නොලැබුණු අතර, එම මුදල නැවතත් ඔබට ගෙවිය යුතුය.`,
    refundReversedText: (notice, phone, number) =>
      `${notice} උද්‍යානය එය නැවත ඔබට ගෙවනු ඇත. ඒ පිළිබඳ ඕනෑම ප්‍රශ්නයක් සඳහා, ${number} සඳහන් කර ${phone} අංකයෙන් අපේ කාර්යාලය අමතන්න.`,
    thankYou: 'ස්තූතියි',
    keepReceipt: (phone, number) =>
      `කරුණාකර මෙම රිසිට්පත සුරක්ෂිතව තබා ගන්න: එය ඔබේ ගෙවීමේ සාක්ෂියයි. මේ ගැන ඕනෑම ප්‍රශ්නයක් සඳහා, මෙය ලැබුණු ඊ-තැපෑලට පිළිතුරු දෙන්න, නැතහොත් ${number} සඳහන් කර ${phone} අංකයෙන් අපේ කාර්යාලය අමතන්න.`,
    creditNote: {
      invoiceOf: (number, date, description) => `${date} දින ඉන්වොයිසිය ${number}: ${description}`,
      credited: 'බැර කළ මුදල: වෙන් කිරීම අවලංගු කර ඇත',
      totalAfter: 'මෙම බැර සටහනෙන් පසු ඉන්වොයිස් එකතුව',
      kept: 'අවලංගු කිරීමේ ගාස්තුවක් ලෙස රඳවා ගත් මුදල',
      toBeRefunded: 'ඔබට ආපසු ගෙවිය යුතු මුදල',
      issuedBy: 'නිකුත් කළේ',
      why: 'හේතුව',
      whatNext: 'ඊළඟට සිදු වන්නේ',
      refundComing: (amount) => `උද්‍යානය ${amount} ක් ඔබට ආපසු ගෙවයි; එය ගෙවූ පසු අංකිත ආපසු ගෙවීමේ සටහනක් ඔබට ලැබේ.`,
      settled: 'මෙම ඉන්වොයිසිය යටතේ ඔබ විසින් හෝ උද්‍යානය විසින් තවදුරටත් කිසිවක් ගෙවිය යුතු නැත.',
      creditedDiscount: 'බැර කළ මුදල: වට්ටමක්',
      creditedWriteOff: 'බැර කළ මුදල: කපා හරින ලදී',
      earlierCredits: 'පෙර බැර සටහන්',
      stillToPay: (amount) => `මෙම ඉන්වොයිසිය යටතේ තවමත් ගෙවිය යුතු මුදල: ${amount}.`,
      inCredit: (amount) => `ඔබට ${amount} ක බැර ශේෂයක් ඇත: උද්‍යානය එය ඔබට ආපසු ගෙවයි, නැතහොත් ඔබේ වෙනත් වෙන් කිරීමකට යොදයි.`,
      questions: (phone, number) =>
        `ඕනෑම ප්‍රශ්නයක් සඳහා, මෙය ලැබුණු ඊ-තැපෑලට පිළිතුරු දෙන්න, නැතහොත් ${number} සඳහන් කර ${phone} අංකයෙන් අපේ කාර්යාලය අමතන්න.`,
    },
    rentInvoice: {
      item: (stallId, month, first, last) => `කුටිය ${stallId} හි කුලිය, මාසය ${month}: ${first} සිට ${last} දක්වා`,
      dueBy: (date) => `කුලිය, ${date} දිනට පෙර ගෙවිය යුතුය`,
    },
    refundNote: {
      dateRefunded: 'ආපසු ගෙවූ දිනය',
      stillToBeRefunded: 'තවමත් ආපසු ගෙවිය යුතු මුදල',
      keepNote: (phone, number) =>
        `කරුණාකර මෙම සටහන සුරක්ෂිතව තබා ගන්න: උද්‍යානය ඔබට ආපසු ගෙවූ මුදල එහි සටහන් වේ. මේ ගැන ඕනෑම ප්‍රශ්නයක් සඳහා, මෙය ලැබුණු ඊ-තැපෑලට පිළිතුරු දෙන්න, නැතහොත් ${number} සඳහන් කර ${phone} අංකයෙන් අපේ කාර්යාලය අමතන්න.`,
    },
    // New with taxes, waiting for a native speaker's review like the rest.
    tax: {
      title: 'බදු ඉන්වොයිසිය',
      fileTitle: (number) => `බදු ඉන්වොයිසිය ${number}`,
      numbers: (tin, vatNumber) =>
        vatNumber
          ? `බදු ගෙවන්නාගේ හඳුනාගැනීමේ අංකය (TIN) ${tin} · VAT ලියාපදිංචි අංකය ${vatNumber}`
          : `බදු ගෙවන්නාගේ හඳුනාගැනීමේ අංකය (TIN) ${tin}`,
      names: { VAT: 'එකතු කළ අගය මත බද්ද (VAT)', SSCL: 'සමාජ ආරක්ෂණ දායක බද්ද (SSCL)' },
      at: (name, rate) => `${name}, ${rate}% අනුපාතයෙන්`,
      beforeTax: 'බදු පෙර වටිනාකම',
      basis: 'VAT ගණනය කරනුයේ SSCL ද ඇතුළත් බදු පෙර වටිනාකම මත ය.',
      none: 'VAT හෝ SSCL අය කරනු නොලැබේ: උද්‍යානය ඒවා සඳහා ලියාපදිංචි වී නැත.',
      netCredited: 'බැර කළ බදු පෙර වටිනාකම',
      credited: (line) => `බැර කළ ${line}`,
    },
    statement: {
      bookings: 'වෙන් කිරීම්',
      account: 'ගිණුම',
      columns: {
        date: 'දිනය',
        document: 'ලේඛනය',
        details: 'විස්තර',
        charged: 'අය කළ',
        received: 'ලැබුණු',
        balance: 'ශේෂය',
      },
      totals: 'එකතුව',
      owedToPark: 'උද්‍යානයට ගෙවිය යුතු ශේෂය',
      owedToYou: 'උද්‍යානය ඔබට ආපසු ගෙවිය යුතු මුදල',
      nothingOwed: 'ශේෂය: කිසිදු පාර්ශවයකට කිසිවක් ගෙවිය යුතු නැත',
      questions: 'ප්‍රශ්න',
      questionsText: (phone) =>
        `මුදල් ශ්‍රී ලංකා රුපියල්වලිනි. සෑම ගෙවීමකටම තමන්ගේම අංකිත රිසිට්පතක් ඇත. මෙම ප්‍රකාශය ගැන ඕනෑම ප්‍රශ්නයක් සඳහා, මෙය ලැබුණු ඊ-තැපෑලට පිළිතුරු දෙන්න, නැතහොත් ${phone} අංකයෙන් අපේ කාර්යාලය අමතන්න.`,
      lines: {
        invoice: (description) => `ඉන්වොයිසිය: ${description}`,
        broughtForward: (day) => `${day} දිනට ඉදිරියට ගෙන ආ ශේෂය`,
        rentMonth: (stallId, month) => `කුටිය ${stallId} හි කුලිය, මාසය ${month}`,
        creditNote: (description) => `බැර සටහන: වෙන් කිරීම අවලංගුයි (${description})`,
        payment: (description) => `ගෙවීම: ${description}`,
        reversal: (receipt) => (receipt ? `රිසිට්පත ${receipt} අවලංගු කිරීම` : 'රිසිට්පතක් අවලංගු කිරීම'),
        refund: (description) => `ඔබට ආපසු ගෙවීම: ${description}`,
        creditNoteDiscount: (description) => `බැර සටහන: වට්ටම (${description})`,
        creditNoteWriteOff: (description) => `බැර සටහන: කපා හරින ලදී (${description})`,
        refundReturned: (number) => `ආපසු ගෙවීම ${number} ආපසු පැමිණියේය`,
      },
      aging: {
        title: 'ප්‍රමාද වූ දින අනුව ගෙවිය යුතු මුදල්',
        asOf: (date) => `${date} දිනට: සෑම වාරිකයක්ම සහ කුලී මාසයක්ම එය ප්‍රමාද වූ කාලය අනුව.`,
        buckets: {
          current: 'වත්මන්',
          '1-30': 'දින 1–30',
          '31-60': 'දින 31–60',
          '61-90': 'දින 61–90',
          '90+': 'දින 90+',
        },
        total: 'එකතුව',
        nothingOwed: (date) => `${date} දිනට කිසිවක් ගෙවිය යුතු නැත.`,
      },
      booking: {
        stall: (stallId, date) => `කුටිය ${stallId}, ${date} සිට කුලියට`,
        venue: (venue, dates) => `${venue}, ${dates}`,
        line: (what, status, id) => `${what}: ${status} (වෙන් කිරීම ${id})`,
        statuses: {
          pending: 'අනුමැතිය සඳහා පොරොත්තුවෙන්',
          confirmed: 'අනුමතයි',
          cancelled: 'අවලංගුයි',
          completed: 'අවසන්',
          cancelledAfterApproval: 'අනුමත කිරීමෙන් පසු අවලංගු කරන ලදී',
          ended: 'අවසන් විය',
        },
      },
    },
  },
} satisfies Texts;
