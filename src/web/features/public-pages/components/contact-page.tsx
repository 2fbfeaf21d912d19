import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { PublicPageLayout } from './public-page-layout';

export function ContactPage() {
  return (
    <PublicPageLayout>
      <div className="border-b bg-muted/60">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Contact Us</h1>
          <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
            Questions about ClaimGuard, a demonstration for your claims team, or help with your account: send
            us a message and we will get back to you.
          </p>
        </div>
      </div>
      <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_20rem]">
        <Card>
          <CardHeader>
            <CardTitle size="lg">Send us a message</CardTitle>
            <CardDescription>All fields are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
        <ContactDetails />
      </div>
    </PublicPageLayout>
  );
}
