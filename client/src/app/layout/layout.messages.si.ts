import type { LayoutMessages } from './layout.messages';

const si: LayoutMessages = {
  parkName: 'මහනුවර සංස්කෘතික උද්‍යානය',
  parkNameLocal: 'Kandy Cultural Park',
  skipToContent: 'අන්තර්ගතයට යන්න',
  nav: {
    home: 'මුල් පිටුව',
    venues: 'ස්ථාන',
    news: 'පුවත්',
    directorsOffice: 'අධ්‍යක්ෂ කාර්යාලය',
    ourStory: 'අපේ කතාව',
    helabojun: 'හෙළ බොජුන්',
    contact: 'අප අමතන්න',
  },
  mainNavigation: 'ප්‍රධාන මෙනුව',
  bookNow: 'දැන්ම වෙන් කරන්න',
  openMenu: 'මෙනුව විවෘත කරන්න',
  closeMenu: 'මෙනුව වසන්න',
  language: 'භාෂාව',
  footer: {
    about: 'නගරයේ හදවතේම පිහිටි සංස්කෘතික හා විනෝද උද්‍යානයකි: ප්‍රසංග, පොළ, පවුලේ විනෝද දින සහ හෙළ බොජුන් රසය.',
    address: 'අංක 42, පේරාදෙණිය පාර, මහනුවර 20000, ශ්‍රී ලංකාව',
    hours: 'දිනපතා පෙ.ව. 9:00 - ප.ව. 10:00, උත්සව සඳහා පැය 24 පුරාම',
    navigation: 'පිටු',
    aboutHeading: 'අප ගැන',
    followUs: 'අප හා එක්වන්න',
    followText: 'පෙරහැර රාත්‍රී, නව කඩ සහ හෙළ බොජුන් විශේෂ, සිදුවන විටම.',
    opensInNewTab: (network: string) => `${network} (නව ටැබයක විවෘත වේ)`,
    copyright: '© 2025 මහනුවර සංස්කෘතික උද්‍යානය. සියලු හිමිකම් ඇවිරිණි.',
  },
};

export default si;
