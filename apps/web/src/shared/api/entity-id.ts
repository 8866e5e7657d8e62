/**
 * Order and product ids reach the screens as text (route parameters, query strings). Only a
 * positive whole number names one, as the server's schemas say; anything else loads nothing.
 */
export const isEntityId = (id: string) => /^\d+$/.test(id) && Number(id) > 0;
