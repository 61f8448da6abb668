import { Card } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandMark } from './BrandMark';
import { LanguageSelect } from './LanguageSelect';

/** The frame of a public reading page (help, privacy policy): the brand bar and one card of text. */
export function DocumentPage({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div className="doc-shell">
      <header className="doc-shell__bar">
        <Link to="/">
          <BrandMark />
        </Link>
        <LanguageSelect variant="outlined" />
      </header>
      <div className="doc-page" data-testid={testId}>
        <Card variant="borderless" className="content-card">
          {children}
        </Card>
      </div>
    </div>
  );
}
