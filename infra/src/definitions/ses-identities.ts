/**
 * The SES identities a sender address can be verified as: the address itself or its domain. SES authorises
 * SendEmail against whichever of the two it sends through, so the grant names both, and nothing else.
 */
export function sesSenderIdentities(sender: string): string[] {
  const domain = sender.slice(sender.lastIndexOf('@') + 1).toLowerCase();
  return [sender, domain];
}
