import { LoadingState } from "@/components/catalogue/loading-state";

export default function Loading() {
  return <LoadingState />;
}
