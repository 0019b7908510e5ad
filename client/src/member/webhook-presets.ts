/** Ready-made subscription documents, per role: the integrator picks one and may edit it. */
export const WEBHOOK_PRESETS: Record<'PARTNER' | 'BUYER', { value: string; label: string; query: string }[]> =
  {
    PARTNER: [
      {
        value: 'my-responses',
        label: 'My responses: accepted, declined, updated',
        query: `subscription {
  myResponseEvents {
    type
    response { id status message quote { amount currency } wire { id title } }
  }
}`,
      },
      {
        value: 'wireboard',
        label: 'New and changed wires on the wireboard',
        query: `subscription {
  partnerWireboardEvents {
    type
    wire { id title kind status budget { min max currency } location { label } }
  }
}`,
      },
    ],
    BUYER: [
      {
        value: 'responses-to-my-wires',
        label: 'Responses to my wires',
        query: `subscription {
  myWireResponseEvents {
    type
    response { id status message quote { amount currency } wire { id title } }
  }
}`,
      },
    ],
  };

/** The presets offered to an account of this role. */
export const presetsFor = (role: string) =>
  role === 'PARTNER' ? WEBHOOK_PRESETS.PARTNER : WEBHOOK_PRESETS.BUYER;
