import { useSearchParams } from 'react-router';
import { useShopDates } from '../api/dates';

const SHOP_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day a day's page shows (the deliveries sheet, the cash report, a rider's round), kept in the URL as `?date=YYYY-MM-DD` so a
 * printed or shared link names its day; today in the shop's time zone when the URL names none.
 */
export function useDayParam(): [day: string, setDay: (day: string) => void] {
  const [params, setParams] = useSearchParams();
  const today = useShopDates().today();
  const asked = params.get('date');
  const day = asked && SHOP_DAY.test(asked) ? asked : today;
  function setDay(next: string) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (SHOP_DAY.test(next) && next !== today) updated.set('date', next);
        else updated.delete('date');
        return updated;
      },
      { replace: true },
    );
  }
  return [day, setDay];
}
