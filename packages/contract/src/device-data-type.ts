// Free of zod, unlike api/device.ts: Home's location question names it, and Home loads no schema
// library (docs/web-bundle.md).

/** The kinds of device data the app may be asked to send (`needUpload`'s `type`). */
export const DeviceDataType = { gps: 'gps' } as const;
