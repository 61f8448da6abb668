/**
 * What the history pages tell their user to do when no vehicle is chosen: tick one in the tree, or,
 * in the customer console (a watch list, no tree), in the watch list; as the monitor's empty list.
 */
export function noDeviceHintKey(watchList: boolean): string {
  return watchList ? 'history.noDeviceInWatchList' : 'history.noDevice';
}
