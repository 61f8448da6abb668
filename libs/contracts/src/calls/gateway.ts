import { z } from 'zod';

export const getGatewayStatusInput = z.object({});

/** A gateway that has not published for this long is shown as stale (stopped without cleaning up). */
export const GATEWAY_STATUS_STALE_SECONDS = 60;
