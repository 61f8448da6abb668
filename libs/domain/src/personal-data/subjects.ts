import { streams } from '../streams';

/**
 * Whose personal data it is: a customer account, named like its own stream (`fleet-<fleetId>`,
 * `device-<serialNumber>`). Each subject has its own key (docs/decisions/personal-data.md).
 */
export type PersonalDataSubject = string;

export const personalDataSubject = {
  fleet: (fleetId: string): PersonalDataSubject => streams.fleet(fleetId),
  device: (serialNumber: string): PersonalDataSubject => streams.device(serialNumber),
};

/** The stream that records a subject's erasures (never an aggregate's: no decider folds it). */
export const personalDataStream = (subject: PersonalDataSubject): string => `personaldata-${subject}`;
