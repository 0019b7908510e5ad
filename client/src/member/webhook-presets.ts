/** Either side's orders: both roles follow orderEvents the same way. */
const ORDERS_PRESET = {
  value: 'my-orders',
  label: 'My orders: made, confirmed, dispatched, received, paid, completed',
  query: `subscription {
  orderEvents {
    type
    action
    order { id number status paymentState total { amount currency } balance { amount currency } }
  }
}`,
};

/** Ready-made subscription documents, per role: the integrator picks one and may edit it. */
export const WEBHOOK_PRESETS: Record<'PARTNER' | 'BUYER', { value: string; label: string; query: string }[]> =
  {
    PARTNER: [
      {
        value: 'my-responses',
        label: 'My responses: accepted, declined, revised, counter-offers',
        query: `subscription {
  myResponseEvents {
    type
    response {
      id status message quote { amount currency } wire { id title }
      counterOffer { amount { amount currency } message status }
    }
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
      ORDERS_PRESET,
    ],
    BUYER: [
      {
        value: 'responses-to-my-wires',
        label: 'Responses to my wires: new, revised, decided',
        query: `subscription {
  myWireResponseEvents {
    type
    response { id status message quote { amount currency } wire { id title } }
  }
}`,
      },
      ORDERS_PRESET,
    ],
  };

/** The presets offered to an account of this role. */
export const presetsFor = (role: string) =>
  role === 'PARTNER' ? WEBHOOK_PRESETS.PARTNER : WEBHOOK_PRESETS.BUYER;
