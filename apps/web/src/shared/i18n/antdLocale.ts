import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import zhTW from 'antd/locale/zh_TW';

/** antd follows the interface language: zh_TW or en_US. */
export function antdLocaleFor(language: string): Locale {
  return language === 'en-US' ? enUS : zhTW;
}
