/**
 * A 64 × 64 PNG portrait silhouette as a data URL, for stories: an avatar as the profile stores it
 * after an upload (spec §2 Profile), with no network needed.
 */
export const sampleAvatar =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAAtUlEQVR42u3YQRGAMAwF0e8XBdjCDgdwAhgACk1pEnYmAvbN9NBE0zKHHgEAAAAAAAAAAAAAcDrbOsUDHNFn4x1wkd6Ioe/rbQ3qUm9oUK96K4M61psYfg+orK83AADQE2BSX2ngCQEAwFciPCD8bzTDPpBhI8uwE2e4SiS5C3FaBJAcoHFoN80BTetfGOSt/qlBDusfGeSzvtwgt/WFBnmuLzHIef2tAQAAAAAAAAAAAEBgwA42h7Bl325t8gAAAABJRU5ErkJggg==';
