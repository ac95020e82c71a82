import { GuestSection } from '@/components/account/guest-section';

export default function Page() {
  return <GuestSection title="forgotTitle" />;
}
