import { describe, expect, it } from "vitest";
import { findPlaceZone, suggestPlaces, type PlaceZone } from "./places";

/** Every place the table holds: each has a letter in its name, so these searches find them all. */
function everyPlace(): PlaceZone[] {
  const places = new Map<string, PlaceZone>();
  for (const letter of "abcdefghijklmnopqrstuvwxyz") {
    for (const place of suggestPlaces(letter, Infinity)) {
      places.set(`${place.name}|${place.zone}`, place);
    }
  }
  return [...places.values()];
}

function zoneOf(text: string): string | null {
  const match = findPlaceZone(text);
  return match?.kind === "zone" ? match.place.zone : null;
}

/** The capitals of the 193 UN member states, with their countries and zones. */
const capitals: readonly (readonly [capital: string, country: string, zone: string])[] = [
  ["Kabul", "Afghanistan", "Asia/Kabul"],
  ["Tirana", "Albania", "Europe/Tirane"],
  ["Algiers", "Algeria", "Africa/Algiers"],
  ["Andorra la Vella", "Andorra", "Europe/Andorra"],
  ["Luanda", "Angola", "Africa/Luanda"],
  ["St. John's", "Antigua and Barbuda", "America/Antigua"],
  ["Buenos Aires", "Argentina", "America/Argentina/Buenos_Aires"],
  ["Yerevan", "Armenia", "Asia/Yerevan"],
  ["Canberra", "Australia", "Australia/Sydney"],
  ["Vienna", "Austria", "Europe/Vienna"],
  ["Baku", "Azerbaijan", "Asia/Baku"],
  ["Nassau", "Bahamas", "America/Nassau"],
  ["Manama", "Bahrain", "Asia/Bahrain"],
  ["Dhaka", "Bangladesh", "Asia/Dhaka"],
  ["Bridgetown", "Barbados", "America/Barbados"],
  ["Minsk", "Belarus", "Europe/Minsk"],
  ["Brussels", "Belgium", "Europe/Brussels"],
  ["Belmopan", "Belize", "America/Belize"],
  ["Porto-Novo", "Benin", "Africa/Porto-Novo"],
  ["Thimphu", "Bhutan", "Asia/Thimphu"],
  ["Sucre", "Bolivia", "America/La_Paz"],
  ["Sarajevo", "Bosnia and Herzegovina", "Europe/Sarajevo"],
  ["Gaborone", "Botswana", "Africa/Gaborone"],
  ["Brasília", "Brazil", "America/Sao_Paulo"],
  ["Bandar Seri Begawan", "Brunei", "Asia/Brunei"],
  ["Sofia", "Bulgaria", "Europe/Sofia"],
  ["Ouagadougou", "Burkina Faso", "Africa/Ouagadougou"],
  ["Gitega", "Burundi", "Africa/Bujumbura"],
  ["Praia", "Cabo Verde", "Atlantic/Cape_Verde"],
  ["Phnom Penh", "Cambodia", "Asia/Phnom_Penh"],
  ["Yaoundé", "Cameroon", "Africa/Douala"],
  ["Ottawa", "Canada", "America/Toronto"],
  ["Bangui", "Central African Republic", "Africa/Bangui"],
  ["N'Djamena", "Chad", "Africa/Ndjamena"],
  ["Santiago", "Chile", "America/Santiago"],
  ["Beijing", "China", "Asia/Shanghai"],
  ["Bogotá", "Colombia", "America/Bogota"],
  ["Moroni", "Comoros", "Indian/Comoro"],
  ["Brazzaville", "Congo", "Africa/Brazzaville"],
  ["Kinshasa", "DR Congo", "Africa/Kinshasa"],
  ["San José", "Costa Rica", "America/Costa_Rica"],
  ["Yamoussoukro", "Côte d'Ivoire", "Africa/Abidjan"],
  ["Zagreb", "Croatia", "Europe/Zagreb"],
  ["Havana", "Cuba", "America/Havana"],
  ["Nicosia", "Cyprus", "Asia/Nicosia"],
  ["Prague", "Czechia", "Europe/Prague"],
  ["Copenhagen", "Denmark", "Europe/Copenhagen"],
  ["Djibouti", "Djibouti", "Africa/Djibouti"],
  ["Roseau", "Dominica", "America/Dominica"],
  ["Santo Domingo", "Dominican Republic", "America/Santo_Domingo"],
  ["Quito", "Ecuador", "America/Guayaquil"],
  ["Cairo", "Egypt", "Africa/Cairo"],
  ["San Salvador", "El Salvador", "America/El_Salvador"],
  ["Malabo", "Equatorial Guinea", "Africa/Malabo"],
  ["Asmara", "Eritrea", "Africa/Asmara"],
  ["Tallinn", "Estonia", "Europe/Tallinn"],
  ["Mbabane", "Eswatini", "Africa/Mbabane"],
  ["Addis Ababa", "Ethiopia", "Africa/Addis_Ababa"],
  ["Suva", "Fiji", "Pacific/Fiji"],
  ["Helsinki", "Finland", "Europe/Helsinki"],
  ["Paris", "France", "Europe/Paris"],
  ["Libreville", "Gabon", "Africa/Libreville"],
  ["Banjul", "Gambia", "Africa/Banjul"],
  ["Tbilisi", "Georgia", "Asia/Tbilisi"],
  ["Berlin", "Germany", "Europe/Berlin"],
  ["Accra", "Ghana", "Africa/Accra"],
  ["Athens", "Greece", "Europe/Athens"],
  ["St. George's", "Grenada", "America/Grenada"],
  ["Guatemala City", "Guatemala", "America/Guatemala"],
  ["Conakry", "Guinea", "Africa/Conakry"],
  ["Bissau", "Guinea-Bissau", "Africa/Bissau"],
  ["Georgetown", "Guyana", "America/Guyana"],
  ["Port-au-Prince", "Haiti", "America/Port-au-Prince"],
  ["Tegucigalpa", "Honduras", "America/Tegucigalpa"],
  ["Budapest", "Hungary", "Europe/Budapest"],
  ["Reykjavík", "Iceland", "Atlantic/Reykjavik"],
  ["New Delhi", "India", "Asia/Kolkata"],
  ["Jakarta", "Indonesia", "Asia/Jakarta"],
  ["Tehran", "Iran", "Asia/Tehran"],
  ["Baghdad", "Iraq", "Asia/Baghdad"],
  ["Dublin", "Ireland", "Europe/Dublin"],
  ["Jerusalem", "Israel", "Asia/Jerusalem"],
  ["Rome", "Italy", "Europe/Rome"],
  ["Kingston", "Jamaica", "America/Jamaica"],
  ["Tokyo", "Japan", "Asia/Tokyo"],
  ["Amman", "Jordan", "Asia/Amman"],
  ["Astana", "Kazakhstan", "Asia/Almaty"],
  ["Nairobi", "Kenya", "Africa/Nairobi"],
  ["Tarawa", "Kiribati", "Pacific/Tarawa"],
  ["Kuwait City", "Kuwait", "Asia/Kuwait"],
  ["Bishkek", "Kyrgyzstan", "Asia/Bishkek"],
  ["Vientiane", "Laos", "Asia/Vientiane"],
  ["Riga", "Latvia", "Europe/Riga"],
  ["Beirut", "Lebanon", "Asia/Beirut"],
  ["Maseru", "Lesotho", "Africa/Maseru"],
  ["Monrovia", "Liberia", "Africa/Monrovia"],
  ["Tripoli", "Libya", "Africa/Tripoli"],
  ["Vaduz", "Liechtenstein", "Europe/Vaduz"],
  ["Vilnius", "Lithuania", "Europe/Vilnius"],
  ["Luxembourg", "Luxembourg", "Europe/Luxembourg"],
  ["Antananarivo", "Madagascar", "Indian/Antananarivo"],
  ["Lilongwe", "Malawi", "Africa/Blantyre"],
  ["Kuala Lumpur", "Malaysia", "Asia/Kuala_Lumpur"],
  ["Malé", "Maldives", "Indian/Maldives"],
  ["Bamako", "Mali", "Africa/Bamako"],
  ["Valletta", "Malta", "Europe/Malta"],
  ["Majuro", "Marshall Islands", "Pacific/Majuro"],
  ["Nouakchott", "Mauritania", "Africa/Nouakchott"],
  ["Port Louis", "Mauritius", "Indian/Mauritius"],
  ["Mexico City", "Mexico", "America/Mexico_City"],
  ["Palikir", "Micronesia", "Pacific/Pohnpei"],
  ["Chișinău", "Moldova", "Europe/Chisinau"],
  ["Monaco", "Monaco", "Europe/Monaco"],
  ["Ulaanbaatar", "Mongolia", "Asia/Ulaanbaatar"],
  ["Podgorica", "Montenegro", "Europe/Podgorica"],
  ["Rabat", "Morocco", "Africa/Casablanca"],
  ["Maputo", "Mozambique", "Africa/Maputo"],
  ["Naypyidaw", "Myanmar", "Asia/Yangon"],
  ["Windhoek", "Namibia", "Africa/Windhoek"],
  ["Yaren", "Nauru", "Pacific/Nauru"],
  ["Kathmandu", "Nepal", "Asia/Kathmandu"],
  ["Amsterdam", "Netherlands", "Europe/Amsterdam"],
  ["Wellington", "New Zealand", "Pacific/Auckland"],
  ["Managua", "Nicaragua", "America/Managua"],
  ["Niamey", "Niger", "Africa/Niamey"],
  ["Abuja", "Nigeria", "Africa/Lagos"],
  ["Pyongyang", "North Korea", "Asia/Pyongyang"],
  ["Skopje", "North Macedonia", "Europe/Skopje"],
  ["Oslo", "Norway", "Europe/Oslo"],
  ["Muscat", "Oman", "Asia/Muscat"],
  ["Islamabad", "Pakistan", "Asia/Karachi"],
  ["Ngerulmud", "Palau", "Pacific/Palau"],
  ["Panama City", "Panama", "America/Panama"],
  ["Port Moresby", "Papua New Guinea", "Pacific/Port_Moresby"],
  ["Asunción", "Paraguay", "America/Asuncion"],
  ["Lima", "Peru", "America/Lima"],
  ["Manila", "Philippines", "Asia/Manila"],
  ["Warsaw", "Poland", "Europe/Warsaw"],
  ["Lisbon", "Portugal", "Europe/Lisbon"],
  ["Doha", "Qatar", "Asia/Qatar"],
  ["Bucharest", "Romania", "Europe/Bucharest"],
  ["Moscow", "Russia", "Europe/Moscow"],
  ["Kigali", "Rwanda", "Africa/Kigali"],
  ["Basseterre", "Saint Kitts and Nevis", "America/St_Kitts"],
  ["Castries", "Saint Lucia", "America/St_Lucia"],
  ["Kingstown", "Saint Vincent and the Grenadines", "America/St_Vincent"],
  ["Apia", "Samoa", "Pacific/Apia"],
  ["San Marino", "San Marino", "Europe/San_Marino"],
  ["São Tomé", "São Tomé and Príncipe", "Africa/Sao_Tome"],
  ["Riyadh", "Saudi Arabia", "Asia/Riyadh"],
  ["Dakar", "Senegal", "Africa/Dakar"],
  ["Belgrade", "Serbia", "Europe/Belgrade"],
  ["Victoria", "Seychelles", "Indian/Mahe"],
  ["Freetown", "Sierra Leone", "Africa/Freetown"],
  ["Singapore", "Singapore", "Asia/Singapore"],
  ["Bratislava", "Slovakia", "Europe/Bratislava"],
  ["Ljubljana", "Slovenia", "Europe/Ljubljana"],
  ["Honiara", "Solomon Islands", "Pacific/Guadalcanal"],
  ["Mogadishu", "Somalia", "Africa/Mogadishu"],
  ["Pretoria", "South Africa", "Africa/Johannesburg"],
  ["Seoul", "South Korea", "Asia/Seoul"],
  ["Juba", "South Sudan", "Africa/Juba"],
  ["Madrid", "Spain", "Europe/Madrid"],
  ["Sri Jayawardenepura Kotte", "Sri Lanka", "Asia/Colombo"],
  ["Khartoum", "Sudan", "Africa/Khartoum"],
  ["Paramaribo", "Suriname", "America/Paramaribo"],
  ["Stockholm", "Sweden", "Europe/Stockholm"],
  ["Bern", "Switzerland", "Europe/Zurich"],
  ["Damascus", "Syria", "Asia/Damascus"],
  ["Dushanbe", "Tajikistan", "Asia/Dushanbe"],
  ["Dodoma", "Tanzania", "Africa/Dar_es_Salaam"],
  ["Bangkok", "Thailand", "Asia/Bangkok"],
  ["Dili", "Timor-Leste", "Asia/Dili"],
  ["Lomé", "Togo", "Africa/Lome"],
  ["Nukuʻalofa", "Tonga", "Pacific/Tongatapu"],
  ["Port of Spain", "Trinidad and Tobago", "America/Port_of_Spain"],
  ["Tunis", "Tunisia", "Africa/Tunis"],
  ["Ankara", "Turkey", "Europe/Istanbul"],
  ["Ashgabat", "Turkmenistan", "Asia/Ashgabat"],
  ["Funafuti", "Tuvalu", "Pacific/Funafuti"],
  ["Kampala", "Uganda", "Africa/Kampala"],
  ["Kyiv", "Ukraine", "Europe/Kiev"],
  ["Abu Dhabi", "United Arab Emirates", "Asia/Dubai"],
  ["London", "United Kingdom", "Europe/London"],
  ["Washington", "United States", "America/New_York"],
  ["Montevideo", "Uruguay", "America/Montevideo"],
  ["Tashkent", "Uzbekistan", "Asia/Tashkent"],
  ["Port Vila", "Vanuatu", "Pacific/Efate"],
  ["Caracas", "Venezuela", "America/Caracas"],
  ["Hanoi", "Vietnam", "Asia/Ho_Chi_Minh"],
  ["Sana'a", "Yemen", "Asia/Aden"],
  ["Lusaka", "Zambia", "Africa/Lusaka"],
  ["Harare", "Zimbabwe", "Africa/Harare"],
];

/** About the 400 largest cities of the world by urban area, by region (no suburbs of another). */
const largestCities = [
  // China, Hong Kong, Taiwan, Japan, the Koreas, Mongolia
  "Shanghai, Beijing, Chongqing, Guangzhou, Shenzhen, Tianjin, Chengdu, Wuhan, Dongguan, Xi'an, Hangzhou, Foshan, Nanjing, Shenyang, Suzhou, Harbin, Qingdao, Dalian, Zhengzhou, Jinan, Changsha, Kunming, Hefei, Shantou, Xiamen, Fuzhou, Changchun, Shijiazhuang, Taiyuan, Ningbo, Wuxi, Nanning, Urumqi, Zhongshan, Nanchang, Guiyang, Lanzhou, Tangshan, Changzhou, Wenzhou, Zibo, Huizhou, Xuzhou, Linyi, Baotou, Hohhot, Jiangmen, Yantai, Luoyang, Nantong, Zhuhai, Haikou, Handan, Weifang, Yangzhou, Quanzhou, Datong",
  "Hong Kong, Taipei, Kaohsiung, Taichung, Tokyo, Osaka, Nagoya, Fukuoka, Sapporo, Sendai, Hiroshima, Kyoto, Seoul, Busan, Incheon, Daegu, Daejeon, Gwangju, Ulsan, Pyongyang, Ulaanbaatar",
  // South Asia
  "Delhi, Mumbai, Kolkata, Bengaluru, Chennai, Hyderabad, Ahmedabad, Pune, Surat, Jaipur, Lucknow, Kanpur, Nagpur, Indore, Kochi, Coimbatore, Patna, Kozhikode, Bhopal, Thrissur, Vadodara, Agra, Visakhapatnam, Malappuram, Thiruvananthapuram, Kannur, Ludhiana, Nashik, Vijayawada, Madurai, Varanasi, Meerut, Rajkot, Jamshedpur, Srinagar, Jabalpur, Asansol, Prayagraj, Dhanbad, Aurangabad, Amritsar, Jodhpur, Ranchi, Raipur, Kollam, Gwalior, Bhilai, Chandigarh, Tiruchirappalli, Kota, Mysore, Guwahati",
  "Karachi, Lahore, Faisalabad, Rawalpindi, Gujranwala, Peshawar, Multan, Hyderabad, Pakistan, Islamabad, Quetta, Dhaka, Chittagong, Khulna, Colombo, Kathmandu, Kabul",
  // South-east Asia
  "Jakarta, Surabaya, Bandung, Medan, Semarang, Palembang, Makassar, Batam, Pekanbaru, Malang, Manila, Davao, Cebu, Bangkok, Ho Chi Minh City, Hanoi, Haiphong, Kuala Lumpur, Johor Bahru, Singapore, Yangon, Mandalay, Phnom Penh",
  // West and central Asia
  "Istanbul, Ankara, Izmir, Bursa, Antalya, Adana, Konya, Gaziantep, Tehran, Mashhad, Isfahan, Karaj, Shiraz, Tabriz, Baghdad, Basra, Mosul, Erbil, Riyadh, Jeddah, Mecca, Medina, Dammam, Dubai, Abu Dhabi, Sharjah, Kuwait City, Doha, Amman, Damascus, Aleppo, Beirut, Tel Aviv, Jerusalem, Sanaa, Muscat, Tashkent, Almaty, Baku, Tbilisi, Yerevan",
  // Africa
  "Cairo, Alexandria, Lagos, Kano, Ibadan, Abuja, Port Harcourt, Benin City, Onitsha, Kinshasa, Lubumbashi, Mbuji-Mayi, Luanda, Dar es Salaam, Nairobi, Mombasa, Khartoum, Johannesburg, Cape Town, Durban, Pretoria, Abidjan, Addis Ababa, Accra, Kumasi, Algiers, Casablanca, Rabat, Dakar, Douala, Yaounde, Kampala, Bamako, Ouagadougou, Conakry, Lusaka, Harare, Maputo, Antananarivo, Mogadishu, Tunis, Tripoli, Lome, Cotonou, Niamey, N'Djamena, Kigali, Brazzaville, Freetown, Monrovia",
  // Europe
  "Moscow, Saint Petersburg, Novosibirsk, Yekaterinburg, Kazan, Nizhny Novgorod, Chelyabinsk, Samara, Omsk, Rostov-on-Don, Ufa, Krasnoyarsk, Voronezh, Perm, Volgograd, Krasnodar, London, Manchester, Birmingham, Leeds, Glasgow, Liverpool, Newcastle, Paris, Lyon, Marseille, Lille, Madrid, Barcelona, Valencia, Seville",
  "Berlin, Hamburg, Munich, Cologne, Frankfurt, Stuttgart, Dusseldorf, Rome, Milan, Naples, Turin, Kyiv, Kharkiv, Odesa, Dnipro, Warsaw, Amsterdam, Rotterdam, Brussels, Vienna, Budapest, Bucharest, Prague, Sofia, Belgrade, Athens, Lisbon, Porto, Stockholm, Copenhagen, Helsinki, Oslo, Dublin, Zurich, Minsk",
  // North America
  "New York, Los Angeles, Chicago, Dallas, Houston, Washington, Philadelphia, Miami, Atlanta, Boston, Phoenix, San Francisco, Detroit, Seattle, Minneapolis, San Diego, Tampa, Denver, St. Louis, Baltimore, Orlando, Charlotte, San Antonio, Portland, Sacramento, Pittsburgh, Austin, Las Vegas, Cincinnati, Kansas City, Columbus, Indianapolis, Cleveland, San Jose, Nashville, Virginia Beach, Providence, Jacksonville, Milwaukee, Raleigh, Oklahoma City, Memphis, Richmond, Louisville, New Orleans, Salt Lake City, Hartford, Buffalo",
  "Toronto, Montreal, Vancouver, Calgary, Edmonton, Ottawa, Mexico City, Guadalajara, Monterrey, Puebla, Toluca, Tijuana, Leon, Queretaro, Ciudad Juarez, San Luis Potosi, Merida, Aguascalientes, Mexicali, Cancun, Chihuahua, Hermosillo, Culiacan, Havana, Santo Domingo, Port-au-Prince, Guatemala City, San Salvador, Tegucigalpa, Managua, Panama City, San Juan",
  // South America and Oceania
  "Sao Paulo, Rio de Janeiro, Belo Horizonte, Brasilia, Porto Alegre, Recife, Fortaleza, Salvador, Curitiba, Campinas, Goiania, Belem, Manaus, Vitoria, Santos, Sao Luis, Natal, Maceio, Florianopolis, Teresina, Buenos Aires, Cordoba, Rosario, Mendoza, Tucuman, Bogota, Medellin, Cali, Barranquilla, Cartagena, Lima, Arequipa, Santiago, Caracas, Maracaibo, Valencia, Venezuela, Quito, Guayaquil, Santa Cruz, La Paz, Asuncion, Montevideo",
  "Sydney, Melbourne, Brisbane, Perth, Adelaide, Auckland",
]
  .join(", ")
  // "Hyderabad, Pakistan" and "Valencia, Venezuela" are one city each.
  .replace(/(Hyderabad|Valencia), (Pakistan|Venezuela)/g, "$1 $2")
  .split(", ");

describe("the table of places", () => {
  it("names only zones Intl accepts", () => {
    const zones = new Set(everyPlace().map((place) => place.zone));
    for (const text of ["United States", "Canada", "Russia", "Brazil", "Australia", "Mexico"]) {
      const match = findPlaceZone(text);
      if (match?.kind === "several") for (const place of match.zones) zones.add(place.zone);
    }
    expect(zones.size).toBeGreaterThan(200);
    for (const timeZone of zones) {
      expect(() => new Intl.DateTimeFormat("en", { timeZone }), timeZone).not.toThrow();
    }
  });

  it("finds the 400 largest cities", () => {
    expect(new Set(largestCities).size).toBeGreaterThanOrEqual(400);
    const missing = largestCities.filter((city) => findPlaceZone(city)?.kind !== "zone");
    expect(missing).toEqual([]);
    expect(everyPlace().length).toBeGreaterThanOrEqual(largestCities.length + capitals.length);
  });

  it("finds the capital of every UN member state, in its country's zone", () => {
    expect(capitals).toHaveLength(193);
    for (const [capital, country, zone] of capitals) {
      expect(findPlaceZone(capital), capital).not.toBeNull();
      expect(zoneOf(`${capital}, ${country}`), `${capital}, ${country}`).toBe(zone);
    }
  });

  it("shows no two places of different zones under one name", () => {
    const zonesByName = new Map<string, string>();
    for (const place of everyPlace()) {
      const known = zonesByName.get(place.name);
      expect(known === undefined || known === place.zone, place.name).toBe(true);
      zonesByName.set(place.name, place.zone);
    }
  });
});

describe("findPlaceZone", () => {
  it("reads cities by their names, short names and spellings without accents", () => {
    const newYork = { name: "New York", zone: "America/New_York", note: null };
    expect(findPlaceZone("NYC")).toEqual({ kind: "zone", place: newYork });
    expect(findPlaceZone("New York")).toEqual({ kind: "zone", place: newYork });
    expect(findPlaceZone("  new   YORK city ")).toEqual({ kind: "zone", place: newYork });
    expect(findPlaceZone("Tokyo")).toEqual({
      kind: "zone",
      place: { name: "Tokyo", zone: "Asia/Tokyo", note: null },
    });
    for (const text of ["sao paulo", "São Paulo", "SAO PAULO"]) {
      expect(findPlaceZone(text)).toEqual({
        kind: "zone",
        place: { name: "São Paulo", zone: "America/Sao_Paulo", note: null },
      });
    }
    expect(zoneOf("london")).toBe("Europe/London");
    expect(zoneOf("Bombay")).toBe("Asia/Kolkata");
    expect(zoneOf("Mumbai")).toBe("Asia/Kolkata");
    expect(zoneOf("Saigon")).toBe("Asia/Ho_Chi_Minh");
    expect(zoneOf("Peking")).toBe("Asia/Shanghai");
    expect(zoneOf("Kiev")).toBe("Europe/Kiev");
    expect(zoneOf("St Petersburg")).toBe("Europe/Moscow");
    expect(zoneOf("CDMX")).toBe("America/Mexico_City");
    expect(zoneOf("LA")).toBe("America/Los_Angeles");
    expect(zoneOf("SF")).toBe("America/Los_Angeles");
    expect(zoneOf("Washington D.C.")).toBe("America/New_York");
    expect(zoneOf("Phoenix")).toBe("America/Phoenix");
    expect(zoneOf("Chicago")).toBe("America/Chicago");
    expect(zoneOf("zurich")).toBe("Europe/Zurich");
    expect(zoneOf("montreal")).toBe("America/Toronto");
    expect(zoneOf("bogota")).toBe("America/Bogota");
    expect(zoneOf("Lodz")).toBe("Europe/Warsaw");
    expect(zoneOf("Urumqi")).toBe("Asia/Shanghai");
    expect(findPlaceZone("Ürümqi")?.kind === "zone" && findPlaceZone("Ürümqi")).toMatchObject({
      place: { note: expect.stringContaining("Xinjiang") },
    });
  });

  it("gives a shared name to the largest city, and the others with their country or region", () => {
    expect(findPlaceZone("Portland")).toEqual({
      kind: "zone",
      place: { name: "Portland", zone: "America/Los_Angeles", note: null },
    });
    const portlandMaine = { name: "Portland, Maine", zone: "America/New_York", note: null };
    expect(findPlaceZone("Portland, Maine")).toEqual({ kind: "zone", place: portlandMaine });
    expect(findPlaceZone("portland maine")).toEqual({ kind: "zone", place: portlandMaine });
    expect(findPlaceZone("Portland, ME")).toEqual({ kind: "zone", place: portlandMaine });
    expect(zoneOf("Portland, Oregon")).toBe("America/Los_Angeles");
    expect(zoneOf("Hyderabad")).toBe("Asia/Kolkata");
    expect(zoneOf("Hyderabad, Pakistan")).toBe("Asia/Karachi");
    expect(zoneOf("Valencia")).toBe("Europe/Madrid");
    expect(zoneOf("valencia venezuela")).toBe("America/Caracas");
    expect(zoneOf("San Jose")).toBe("America/Los_Angeles");
    expect(zoneOf("San José, Costa Rica")).toBe("America/Costa_Rica");
    expect(zoneOf("san jose costa rica")).toBe("America/Costa_Rica");
    expect(zoneOf("Springfield, Missouri")).toBe("America/Chicago");
    expect(zoneOf("Springfield")).toBe("America/New_York");
    expect(zoneOf("London, Ontario")).toBe("America/Toronto");
    expect(zoneOf("Austin, TX")).toBe("America/Chicago");
    expect(zoneOf("Paris, France")).toBe("Europe/Paris");
    expect(findPlaceZone("Paris, Texas")).toBeNull();
    expect(findPlaceZone("Tokyo, France")).toBeNull();
  });

  it("reads a country of one zone as that zone, and lists the main zones of one of several", () => {
    expect(findPlaceZone("Japan")).toEqual({
      kind: "zone",
      place: { name: "Japan", zone: "Asia/Tokyo", note: null },
    });
    expect(zoneOf("India")).toBe("Asia/Kolkata");
    expect(zoneOf("France")).toBe("Europe/Paris");
    expect(zoneOf("Germany")).toBe("Europe/Berlin");
    expect(zoneOf("China")).toBe("Asia/Shanghai");
    for (const text of ["UK", "United Kingdom", "Britain", "England"]) {
      expect(zoneOf(text)).toBe("Europe/London");
    }
    const unitedStates = findPlaceZone("United States");
    expect(unitedStates?.kind).toBe("several");
    if (unitedStates?.kind !== "several") return;
    expect(unitedStates.name).toBe("United States");
    expect(unitedStates.zones.map((place) => place.zone)).toEqual([
      "America/New_York",
      "America/Chicago",
      "America/Denver",
      "America/Phoenix",
      "America/Los_Angeles",
      "America/Anchorage",
      "Pacific/Honolulu",
    ]);
    expect(findPlaceZone("USA")?.kind).toBe("several");
    for (const text of ["Canada", "Russia", "Brazil", "Australia", "Mexico", "Indonesia"]) {
      expect(findPlaceZone(text)?.kind, text).toBe("several");
    }
    expect(findPlaceZone("Spain")).toMatchObject({
      kind: "zone",
      place: { zone: "Europe/Madrid", note: expect.stringContaining("Canary") },
    });
  });

  it("reads abbreviations, with a note where they are fixed offsets or ambiguous", () => {
    expect(findPlaceZone("EST")).toEqual({
      kind: "zone",
      place: {
        name: "EST",
        zone: "Etc/GMT+5",
        note: "EST is UTC−5 all year; for New York's local time, which is on EDT in summer, type ET or New York.",
      },
    });
    expect(findPlaceZone("ET")).toEqual({
      kind: "zone",
      place: { name: "ET", zone: "America/New_York", note: null },
    });
    const india = findPlaceZone("IST");
    expect(india).toMatchObject({ kind: "zone", place: { name: "IST", zone: "Asia/Kolkata" } });
    expect(india?.kind === "zone" && india.place.note).toMatch(/India.*Dublin.*Jerusalem/);
    expect(zoneOf("utc")).toBe("UTC");
    expect(zoneOf("Z")).toBe("UTC");
    expect(zoneOf("PT")).toBe("America/Los_Angeles");
    expect(zoneOf("CET")).toBe("Etc/GMT-1");
    expect(zoneOf("JST")).toBe("Asia/Tokyo");
    expect(zoneOf("AEST")).toBe("Etc/GMT-10");
    expect(zoneOf("MSK")).toBe("Europe/Moscow");
    expect(zoneOf("Pacific Standard Time")).toBe("Etc/GMT+8");
  });

  it("reads UTC offsets and IANA ids in any case, with spaces for underscores", () => {
    expect(findPlaceZone("UTC+5")).toEqual({
      kind: "zone",
      place: { name: "UTC+5", zone: "Etc/GMT-5", note: null },
    });
    expect(zoneOf("GMT-3")).toBe("Etc/GMT+3");
    expect(zoneOf("UTC+05:00")).toBe("Etc/GMT-5");
    expect(findPlaceZone("UTC+15")).toBeNull();
    const newYork = { name: "America/New_York", zone: "America/New_York", note: null };
    expect(findPlaceZone("America/New_York")).toEqual({ kind: "zone", place: newYork });
    expect(findPlaceZone("america/new york")).toEqual({ kind: "zone", place: newYork });
    expect(zoneOf("asia/kolkata")).toBe("Asia/Kolkata");
    // Intl knows the new name of Kyiv's zone, which older engines list under the old one.
    expect(["Europe/Kyiv", "Europe/Kiev"]).toContain(zoneOf("europe/kyiv"));
    expect(zoneOf("ASIA/CALCUTTA")).toBe("Asia/Calcutta");
    expect(findPlaceZone("Etc/GMT+5")).toMatchObject({
      place: { note: "Etc/GMT+5 is UTC−5: the sign of an Etc/GMT name is reversed." },
    });
    expect(findPlaceZone("Mars/Olympus Mons")).toBeNull();
  });

  it("finds nothing in words that are not places", () => {
    for (const text of ["", "   ", "xyzzy", "5 ft", "minutes", ","]) {
      expect(findPlaceZone(text), text).toBeNull();
    }
  });
});

describe("suggestPlaces", () => {
  it("puts names that start with the entry first, the largest cities first", () => {
    expect(suggestPlaces("tok")[0]).toEqual({ name: "Tokyo", zone: "Asia/Tokyo", note: null });
    expect(suggestPlaces("lon").map((place) => place.name)).toEqual(
      expect.arrayContaining(["London", "London, Ontario"]),
    );
    expect(suggestPlaces("lon")[0]?.name).toBe("London");
    expect(suggestPlaces("new")[0]?.name).toBe("New York");
    expect(suggestPlaces("bom")[0]?.name).toBe("Mumbai");
    expect(suggestPlaces("new", 3)).toHaveLength(3);
  });

  it("then names that contain it, then names a typo away", () => {
    expect(suggestPlaces("york").map((place) => place.name)).toContain("New York");
    expect(suggestPlaces("tokoy")[0]?.name).toBe("Tokyo");
    expect(suggestPlaces("sidney")[0]?.name).toBe("Sydney");
  });

  it("suggests IANA ids for an entry with a slash", () => {
    expect(suggestPlaces("america/new")[0]?.zone).toBe("America/New_York");
  });

  it("suggests nothing for an empty entry", () => {
    expect(suggestPlaces("")).toEqual([]);
    expect(suggestPlaces("  ")).toEqual([]);
    expect(suggestPlaces("tok", 0)).toEqual([]);
  });
});
