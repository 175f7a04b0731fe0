/** An inline picture for stories (no network in them): a sunset over a row of stacked books. */
export const sampleHeroImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400">' +
    '<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6d365"/><stop offset="1" stop-color="#fda085"/></linearGradient></defs>' +
    '<rect width="1200" height="400" fill="url(#s)"/><circle cx="900" cy="140" r="70" fill="#fff3c4"/>' +
    Array.from({ length: 24 }, (_, i) => {
      const colors = ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51', '#6d597a'];
      const height = 120 + ((i * 37) % 90);
      return `<rect x="${i * 50}" y="${400 - height}" width="44" height="${height}" fill="${colors[i % colors.length]}"/>`;
    }).join('') +
    '</svg>',
)}`;
