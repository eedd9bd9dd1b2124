import Link from "next/link";
import { ClockIcon } from "lucide-react";
import { CompareToggle } from "@/components/compare/compare-toggle";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { messages } from "@/lib/messages";
import { formatPrice } from "@/lib/format/money";
import type { ServiceDto } from "@/lib/server/services/service-dto";

/** A service in the catalogue or the featured list: Book Now, and Add to Compare. */
export function ServiceCard({ service, headingLevel: Heading = "h2" }: { service: ServiceDto; headingLevel?: "h2" | "h3" }) {
  return (
    <Card className="h-full justify-between" data-testid="service-card">
      <CardHeader>
        <CardTitle className="text-lg">
          <Heading>{service.name}</Heading>
        </CardTitle>
        <CardDescription className="line-clamp-2 min-h-10">{service.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex items-center justify-between">
        <span className="text-2xl font-semibold" data-testid="service-price">{formatPrice(service.price)}</span>
        <span className="flex items-center gap-1 text-sm text-muted-foreground">
          <ClockIcon className="size-4" aria-hidden />
          {messages.catalogue.minutes(service.duration)}
        </span>
      </CardContent>
      <CardFooter className="grid gap-2">
        <Button asChild className="w-full">
          <Link href={`/service/${service._id}`} aria-label={`${messages.catalogue.bookNow}: ${service.name}`}>
            {messages.catalogue.bookNow}
          </Link>
        </Button>
        <CompareToggle service={{ id: service._id, name: service.name, price: service.price, duration: service.duration, description: service.description }} className="w-full" />
      </CardFooter>
    </Card>
  );
}
