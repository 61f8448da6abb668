import { useEffect, useState } from 'react';

/**
 * A window narrower than a tablet (antd's `md` breakpoint, 768 px) is a phone: the customer area
 * then shows one thing at a time (docs/decisions/phone-layout.md). app.css's
 * `@media (max-width: 767px)` rules are the same breakpoint.
 */
export const PHONE_QUERY = '(max-width: 767px)';

/** Whether the window is phone-sized now, following rotations and resizes. */
export function usePhone(): boolean {
  const [phone, setPhone] = useState(() => window.matchMedia(PHONE_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(PHONE_QUERY);
    const follow = () => setPhone(query.matches);
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return phone;
}
