// The statistics calls as the statistics benchmark times them: server-side, through the Dispatcher
// both doors share (the session, the access check, the input's validation, the operation: scope,
// settings, one key range of `statistics_days`, the sums), without HTTP or JSON; and through /api.
import { postApi } from './api.mjs';

/** Where a benchmark's calls come from, for the Dispatcher (RequestInfo.ip). */
const LOOPBACK = '127.0.0.1';

/**
 * `server` (startServer's answer) asked as the caller of `token`: `serverSide(call, input)` is the
 * call's data from its dispatch; `overHttp(call, input)` the same through POST /api/<call>. Either
 * throws unless the call answered.
 */
export function statisticsCaller(server, token) {
  return {
    serverSide: (call, input) => server.dispatcher.dispatch(call, input, { token, ip: LOOPBACK }),
    async overHttp(call, input) {
      const envelope = await postApi(server.url, call, input, { token });
      if (envelope.code !== 0) throw new Error(`${call} answered ${envelope.code}: ${envelope.message}`);
      return envelope.data;
    },
  };
}
