import { reservationDecider } from '@gps/domain';
import { ResponseCode } from '@gps/contracts';
import { ApiError } from '../../request/api-error';
import type { OperationContext } from '../../request/operation';

/**
 * Account names are unique through reservation streams: appending to `accountname-<name>` with the
 * expected revision makes two concurrent creations of the same name impossible.
 */
export async function reserveName(
  ctx: OperationContext,
  streamId: string,
  ownerId: string,
  what: string,
): Promise<void> {
  try {
    await ctx.platform.execute(ctx, reservationDecider, streamId, { type: 'Reserve', ownerId }, 1);
  } catch (error) {
    if (error instanceof Error && (error as { kind?: string }).kind === 'conflict') {
      throw new ApiError(ResponseCode.CONFLICT, `${what} already exists`);
    }
    throw error;
  }
}

export async function releaseName(ctx: OperationContext, streamId: string, ownerId: string): Promise<void> {
  await ctx.platform.execute(ctx, reservationDecider, streamId, { type: 'Release', ownerId }, 2);
}
