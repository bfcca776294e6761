import { DELIVERY_METHOD_LABELS, type DeliveryMethod, type PickupPoint } from '@farmkit/contract';
import { PaymentChoice, type PaymentOption } from '@farmkit/ui/payment-choice';
import type { ReactNode } from 'react';
import '../theme.css';
import './DeliveryChoice.css';

export interface DeliveryChoiceProps {
  /** The chosen method, or null before a choice. */
  value: DeliveryMethod | null;
  onChange: (method: DeliveryMethod) => void;
  /** Where and when orders are collected; null when the farm offers no pickup (the option is shown disabled). */
  pickup: PickupPoint;
  /** @default 'How should your order come?' */
  label?: ReactNode;
  description?: ReactNode;
  /** Under "Delivery": who brings it, to where. */
  deliveryDescription?: ReactNode;
  /** The names of the two options. @default DELIVERY_METHOD_LABELS ('Delivery', 'Collect at the farm') */
  methodLabels?: Readonly<Record<DeliveryMethod, string>>;
  /** Why pickup cannot be chosen, when `pickup` is null. @default 'The farm does not offer collection now.' */
  pickupUnavailableReason?: ReactNode;
  /** Offered only when the farm delivers (no area served now): the delivery option is shown disabled. */
  isDeliveryUnavailable?: boolean;
  /** Why delivery cannot be chosen, with `isDeliveryUnavailable`. @default 'The farm does not deliver now.' */
  deliveryUnavailableReason?: ReactNode;
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
}

/**
 * Delivery or collection at the farm, as two radio cards. The pickup card shows the farm's address and hours; when
 * the farm offers no pickup it stays in view, disabled, with the reason, so the shopper knows it is not missing.
 */
export function DeliveryChoice({
  value,
  onChange,
  pickup,
  label = 'How should your order come?',
  deliveryDescription,
  methodLabels = DELIVERY_METHOD_LABELS,
  pickupUnavailableReason = 'The farm does not offer collection now.',
  isDeliveryUnavailable = false,
  deliveryUnavailableReason = 'The farm does not deliver now.',
  ...props
}: DeliveryChoiceProps) {
  const options: PaymentOption[] = [
    {
      id: 'delivery',
      label: methodLabels.delivery,
      description: isDeliveryUnavailable ? deliveryUnavailableReason : deliveryDescription,
      isDisabled: isDeliveryUnavailable,
    },
    {
      id: 'pickup',
      label: methodLabels.pickup,
      description: pickup ? (
        <span className="fk-DeliveryChoice-pickup">
          <span className="fk-DeliveryChoice-address">{pickup.address}</span>
          <span className="fk-DeliveryChoice-hours">{pickup.hours}</span>
        </span>
      ) : (
        pickupUnavailableReason
      ),
      isDisabled: !pickup,
    },
  ];
  return (
    <PaymentChoice
      {...props}
      label={label}
      value={value}
      onChange={(id) => onChange(id === 'pickup' ? 'pickup' : 'delivery')}
      options={options}
    />
  );
}
