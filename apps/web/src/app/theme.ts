import type { ThemeConfig } from 'antd';

/** One brand colour, antd defaults otherwise. */
export const BRAND_COLOR = '#0f6cbd';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorInfo: BRAND_COLOR,
    colorBgLayout: '#f3f5f8',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'Noto Sans TC', 'PingFang TC', 'Microsoft JhengHei', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      headerHeight: 56,
      headerPadding: '0 20px',
      siderBg: '#ffffff',
      bodyBg: '#f3f5f8',
    },
    Menu: { horizontalLineHeight: '44px', itemBg: 'transparent', itemPaddingInline: 16 },
    Table: { headerBg: '#f7f9fb' },
  },
};
