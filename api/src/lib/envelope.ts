/**
 * The one response shape every endpoint answers with, as JSON Schema so routes can declare
 * it in their `response` schemas and the serializer drops anything not listed.
 */
export const errorEnvelopeSchema = {
  type: 'object',
  required: ['status', 'message'],
  properties: {
    status: { type: 'boolean', const: false },
    message: { type: 'string' },
  },
} as const;

export function successEnvelopeSchema<Data extends object>(data: Data) {
  return {
    type: 'object',
    required: ['status', 'message', 'data'],
    properties: {
      status: { type: 'boolean', const: true },
      message: { type: 'string' },
      data,
    },
  } as const;
}

export interface ErrorEnvelope {
  status: false;
  message: string;
}

export interface SuccessEnvelope<Data> {
  status: true;
  message: string;
  data: Data;
}
