import { DEFAULT_PORTS, type Protocol } from '../types';
import { Gt06Link } from './gt06-link';
import { H02Link } from './h02-link';
import { Jt808Link } from './jt808-link';
import { OsmAndLink } from './osmand-link';
import { TeltonikaLink } from './teltonika-link';
import { DEFAULT_LINK_OPTIONS, type DeviceLink, type LinkContext, type LinkOptions } from './types';

export * from './types';
export { Backoff } from './backoff';
export { TcpLink } from './tcp-link';
export { Gt06Link } from './gt06-link';
export { H02Link } from './h02-link';
export { Jt808Link } from './jt808-link';
export { OsmAndLink } from './osmand-link';
export { TeltonikaLink } from './teltonika-link';
export * from './gt06-frames';
export * from './h02-sentences';
export * from './jt808-frames';
export * from './osmand-request';
export * from './teltonika-frames';

/** Complete link options: defaults, the protocol's default port, then the caller's values. */
export function linkOptions(protocol: Protocol, overrides: Partial<LinkOptions> = {}): LinkOptions {
  return { ...DEFAULT_LINK_OPTIONS, host: '127.0.0.1', port: DEFAULT_PORTS[protocol], ...overrides };
}

export function createLink(
  protocol: Protocol,
  ctx: LinkContext,
  options: Partial<LinkOptions> = {},
): DeviceLink {
  const resolved = linkOptions(protocol, options);
  switch (protocol) {
    case 'gt06':
      return new Gt06Link(ctx, resolved);
    case 'h02':
      return new H02Link(ctx, resolved);
    case 'osmand':
      return new OsmAndLink(ctx, resolved);
    case 'jt808':
      return new Jt808Link(ctx, resolved);
    case 'teltonika':
      return new TeltonikaLink(ctx, resolved);
  }
}
