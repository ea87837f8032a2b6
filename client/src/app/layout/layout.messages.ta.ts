import type { LayoutMessages } from './layout.messages';

const ta: LayoutMessages = {
  parkName: 'கண்டி கலாசாரப் பூங்கா',
  parkNameLocal: 'Kandy Cultural Park',
  skipToContent: 'உள்ளடக்கத்துக்குச் செல்லவும்',
  nav: {
    home: 'முகப்பு',
    venues: 'இடங்கள்',
    news: 'செய்திகள்',
    directorsOffice: 'பணிப்பாளர் அலுவலகம்',
    ourStory: 'எங்கள் கதை',
    helabojun: 'ஹெல போஜுன்',
    contact: 'தொடர்புகொள்ள',
  },
  mainNavigation: 'பிரதான பட்டி',
  bookNow: 'இப்போதே முன்பதிவு',
  openMenu: 'பட்டியைத் திறக்கவும்',
  closeMenu: 'பட்டியை மூடவும்',
  language: 'மொழி',
  footer: {
    about: 'நகரின் மையத்தில் அமைந்த கலாசார, பொழுதுபோக்கு இடம்: இசை நிகழ்ச்சிகள், சந்தைகள், குடும்ப நாட்கள், ஹெல போஜுன் சுவைகள்.',
    address: 'இல. 42, பேராதனை வீதி, கண்டி 20000, இலங்கை',
    hours: 'தினமும் காலை 9:00 - இரவு 10:00, நிகழ்வுகளுக்கு 24 மணி நேரமும்',
    navigation: 'பக்கங்கள்',
    aboutHeading: 'எங்களைப் பற்றி',
    followUs: 'எங்களைப் பின்தொடருங்கள்',
    followText: 'பெரஹெரா இரவுகள், புதிய கடைகள், ஹெல போஜுன் சிறப்புகள், நடக்கும்போதே.',
    opensInNewTab: (network: string) => `${network} (புதிய தாவலில் திறக்கும்)`,
    copyright: '© 2025 கண்டி கலாசாரப் பூங்கா. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.',
  },
};

export default ta;
