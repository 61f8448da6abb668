/**
 * Where devices are among the online buckets, which are offline now, and their offline episodes
 * (docs/decisions/online-buckets.md), read from the presence and offline-episode read models.
 */
export { countOnlineBuckets, readPresencePage, type DevicePresence } from './presence';
export { readOfflineEpisodes, type EpisodeOwners, type OfflineEpisode } from './offline-episodes';
