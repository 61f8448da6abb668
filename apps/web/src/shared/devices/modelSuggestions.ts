import { KNOWN_DEVICE_MODELS } from '@gps/protocols/known-models';

export interface ModelSuggestion {
  value: string;
  /** The model and its protocol's name as trackers are sold with it (`GT06`): the same in every language. */
  label: string;
}

/**
 * The model names the decoders know, for the model field to suggest: those containing what was
 * typed (any case), all of them for a blank field. Only suggestions: the field keeps any text,
 * and a model not listed is decoded generically.
 */
export function modelSuggestions(typed: string): ModelSuggestion[] {
  const wanted = typed.trim().toUpperCase();
  return KNOWN_DEVICE_MODELS.filter(({ model }) => model.toUpperCase().includes(wanted)).map(
    ({ model, protocol }) => ({ value: model, label: `${model} · ${protocol.toUpperCase()}` }),
  );
}
