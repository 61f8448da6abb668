import { ReceiverAccountType, ReportState, ReportType } from '@gps/codes';
import type { TestApp } from '../../support/app-harness';

const DAY_MS = 86_400_000;
const MICROS_PER_MS = 1000;

/**
 * What the back office's announcement, message and report pages show in the screenshots: two
 * announcements published and one waiting two days, messages to the north fleet and to one of its
 * trucks, and three feedback reports from the north fleet, one of them contacted with a note.
 * Needs the screenshots' seed (northfleet and its trucks).
 */
export async function seedCustomerTalk(app: TestApp): Promise<void> {
  const admin = await app.adminToken();
  const ok = (call: string, body: Record<string, unknown>) => app.ok(call, body, admin);
  await ok('publishAnnouncement', {
    messageContent: '系統將於 12 月 1 日凌晨 2:00 至 4:00 進行維護，期間定位資料會延遲更新。',
  });
  await ok('publishAnnouncement', {
    messageContent: '新功能上線：歷史軌跡可與另一天並排比較，請由「歷史紀錄」的比較按鈕開啟。',
  });
  await ok('publishAnnouncement', {
    publishDate: (app.clock.now() + 2 * DAY_MS) * MICROS_PER_MS,
    messageContent: '春節期間（2 月 14 日至 2 月 22 日）客服時間調整為 10:00 至 16:00。',
  });
  const north = (await ok('getFleets', { account: 'northfleet' })).rows[0];
  await ok('publishMessage', {
    receiverAccountType: ReceiverAccountType.FLEET,
    receiverAccountIds: [north.id],
    messageContent: '貴車隊有 2 台車輛的服務將於 30 天內到期，請於「服務到期」頁面續約。',
  });
  await ok('publishMessage', {
    receiverAccountType: ReceiverAccountType.DEVICE,
    receiverAccountIds: ['860000000000017'],
    messageContent: '此裝置的電瓶電壓偏低，建議近期檢查。',
  });
  const client = await app.clientToken('northfleet', 'north-pass-1');
  const report = await app.ok(
    'addReport',
    {
      reportTypeId: ReportType.DEVICE,
      contact: '王大明',
      contactMethod: '02-2345-6789',
      description: '北-001 貨車從昨天下午開始沒有回報位置，車輛有正常行駛。',
    },
    client,
  );
  await app.ok(
    'addReport',
    {
      reportTypeId: ReportType.SERVICE_AND_BILLING,
      contact: '王大明',
      contactMethod: 'dispatch@north.example.com',
      description: '請問續約可以開立公司統編的發票嗎？',
    },
    client,
  );
  await app.ok(
    'addReport',
    { reportTypeId: ReportType.SUGGESTION, description: '希望統計報表可以匯出 Excel。' },
    client,
  );
  await ok('editReport', {
    id: report.id,
    state: ReportState.CONTACTED,
    note: '已致電王先生，約週三到場檢查接線。',
  });
}
