import { PageMeta } from 'shared/ui/page-meta';

export default function OtpVerificationPage() {
  return (
    <section>
      <PageMeta title="OTP verification" description="Enter the one-time code we emailed you." />
      <h1>OTP verification</h1>
    </section>
  );
}
