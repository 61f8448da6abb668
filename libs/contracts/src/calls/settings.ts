import { z } from 'zod';
import { pageIndex, pageRows } from './common';

export const editSystemSettingInput = z.object({
  id: z.string().trim().min(1).max(50),
  value: z.string().trim().max(50),
});
export const getSystemLogsInput = z.object({
  keyword: z.string().max(100).optional(),
  pageIndex,
  pageRows: pageRows(5000),
});
