/** Error option for strict objects: name the fields that are not accepted instead of "Invalid input". */
export const rejectUnknownFields = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys?.join(', ')}` : undefined,
};
