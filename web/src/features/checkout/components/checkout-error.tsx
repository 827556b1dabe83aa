/** The red box in which checkout shows what went wrong ("Failures appear in a red box"). */
export function CheckoutError({ message }: { message: string }) {
  return (
    <div className="checkout-error" role="alert">
      <p>{message}</p>
    </div>
  );
}
