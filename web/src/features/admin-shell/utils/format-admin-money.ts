const cedis = new Intl.NumberFormat('en-GH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Admin amounts always show 2 decimals (user-and-admin.md section 9): "₵1,450.50", "₵199.99". */
export function formatAdminCedis(amount: number): string {
  return `₵${cedis.format(amount)}`;
}
