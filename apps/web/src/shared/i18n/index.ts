import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-tw';
import 'dayjs/locale/en';
import type { Language } from '@gps/codes';
import { config } from '../config';
import enUS from './en-US.json';
import zhTW from './zh-TW.json';

const STORAGE_KEY = 'gps.language';

function initialLanguage(): Language {
  const stored = window.localStorage.getItem(STORAGE_KEY);
  return config.languages.find((lng) => lng === stored) ?? config.defaultLanguage;
}

const DAYJS_LOCALE: Record<Language, string> = { 'zh-TW': 'zh-tw', 'en-US': 'en' };

function applyLanguage(lng: string): void {
  document.documentElement.lang = lng === 'zh-TW' ? 'zh-Hant-TW' : lng;
  document.title = i18n.t('app.title');
  dayjs.locale(DAYJS_LOCALE[lng as Language] ?? 'zh-tw');
}

void i18n.use(initReactI18next).init({
  resources: { 'zh-TW': { translation: zhTW }, 'en-US': { translation: enUS } },
  lng: initialLanguage(),
  fallbackLng: config.defaultLanguage,
  supportedLngs: config.languages,
  interpolation: { escapeValue: false },
  initAsync: false,
});

applyLanguage(i18n.language);
i18n.on('languageChanged', (lng) => {
  window.localStorage.setItem(STORAGE_KEY, lng);
  applyLanguage(lng);
});

export function changeLanguage(lng: Language): void {
  void i18n.changeLanguage(lng);
}

export default i18n;
