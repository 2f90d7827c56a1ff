import { clubMapHref } from './club-contact-links';

const club = { street: 'Am Golfplatz 1', zip: '82131', city: 'Gauting', phone: '', email: '', homepage: '', lat: 48.07, lon: 11.38 };

test('the map link marks the club at its coordinates on OpenStreetMap', () => {
  expect(clubMapHref('Golfclub Würmtal', club)).toBe('https://www.openstreetmap.org/?mlat=48.07&mlon=11.38#map=15/48.07/11.38');
});

test('a club without coordinates: OpenStreetMap searches its name and address', () => {
  expect(clubMapHref('Golfclub Würmtal', { ...club, lat: null, lon: null })).toBe(
    'https://www.openstreetmap.org/search?query=Golfclub%20W%C3%BCrmtal%2C%20Am%20Golfplatz%201%2C%2082131%20Gauting',
  );
});
