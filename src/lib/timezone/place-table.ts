/**
 * The cities and countries that places.ts reads as time zones, in a file of their own so that the
 * data loads as one file beside the code that reads it.
 */

/*
 * One country (or territory) per unindented line: its names, "=" between them. Under it, one
 * line per zone: "Zone: cities", each city's names joined by "=", its region codes after "+"; a
 * zone named after its first city is written as its area alone ("Asia: Tokyo" for Asia/Tokyo).
 * Cities are in order of population within their zone. "*" marks a country's main zones (a
 * country with two or more is one of several zones); "!" a city of about 5 million or more (it
 * comes first among suggestions); "~" a city whose name a larger city elsewhere takes.
 * Cities keep their accents; lookups ignore them, so "Sao Paulo" needs no second spelling.
 */
export const countryTable = `
Japan
  Asia: !Tokyo, !Osaka, !Nagoya, Fukuoka, Sapporo, Yokohama, Kobe, Kyoto, Kawasaki, Saitama, Hiroshima, Sendai, Okinawa
India
  Asia/Kolkata: !Delhi, !Mumbai=Bombay, !Kolkata=Calcutta, !Bengaluru=Bangalore, !Chennai=Madras, !Hyderabad, !Ahmedabad, !Pune, !Surat, Jaipur, Lucknow, Kanpur, Nagpur, Indore, Kochi=Cochin, Coimbatore, Patna, Kozhikode=Calicut, Bhopal, Thrissur, Vadodara=Baroda, Agra, Visakhapatnam, Malappuram, Thiruvananthapuram=Trivandrum, Kannur, Ludhiana, Nashik, Vijayawada, Madurai, Varanasi, Meerut, Rajkot, Jamshedpur, Srinagar, Jabalpur, Asansol, Prayagraj=Allahabad, Dhanbad, Aurangabad, Amritsar, Jodhpur, Ranchi, Raipur, Kollam, Gwalior, Bhilai, Chandigarh, Tiruchirappalli, Kota, Mysuru=Mysore, Guwahati, Bhubaneswar, Gurugram=Gurgaon, Noida, New Delhi, Goa
China=PRC
  Asia: !Shanghai, !Beijing=Peking, !Guangzhou=Canton, !Shenzhen, !Chongqing, !Tianjin, !Chengdu, !Wuhan, !Dongguan, !Xi'an, !Hangzhou, !Foshan, !Nanjing, !Shenyang, !Suzhou, !Harbin, Qingdao, Dalian, Zhengzhou, Jinan, Changsha, Kunming, Hefei, Shantou, Xiamen, Fuzhou, Changchun, Shijiazhuang, Taiyuan, Ningbo, Wuxi, Nanning, Ürümqi, Zhongshan, Nanchang, Guiyang, Lanzhou, Tangshan, Changzhou, Wenzhou, Zibo, Huizhou, Xuzhou, Linyi, Baotou, Hohhot, Jiangmen, Yantai, Luoyang, Nantong, Zhuhai, Haikou, Handan, Weifang, Yangzhou, Quanzhou, Datong, Lhasa
Bangladesh
  Asia: !Dhaka, !Chittagong=Chattogram, Khulna
Egypt
  Africa: !Cairo, !Alexandria, Giza
Brazil
  *America: !São Paulo+SP, !Rio de Janeiro=Rio+RJ, !Belo Horizonte, Brasília, Porto Alegre, Curitiba, Campinas, Goiânia, Florianópolis, Santos, Vitória
  America/Bahia: Salvador
  America: Fortaleza, São Luís, Natal, Teresina
  America: Recife
  America: Belém
  America: Maceió
  *America: Manaus
  *America: Rio Branco
  *America/Noronha: Fernando de Noronha
Mexico
  *America: !Mexico City=CDMX=Ciudad de México, !Guadalajara, Puebla, Toluca, León, Querétaro, San Luis Potosí, Aguascalientes
  America: !Monterrey, Torreón
  America: Mérida
  *America: Cancún
  *America: Mazatlán, Culiacán
  America: Hermosillo
  America: Chihuahua
  America: Ciudad Juárez=Juárez
  *America: Tijuana, Mexicali
United States=US=USA=United States of America=America
  *America: !New York=NYC=New York City=NY+NY, !Philadelphia+PA, !Washington=DC=Washington DC+DC, !Atlanta+GA, !Miami+FL, !Boston+MA, Tampa+FL, Orlando+FL, Baltimore+MD, Charlotte+NC, Pittsburgh+PA, Cincinnati+OH, Cleveland+OH, Columbus+OH, Jacksonville+FL, Raleigh+NC, Virginia Beach+VA, Providence+RI, Buffalo+NY, Richmond+VA, Hartford+CT, ~St. Petersburg+FL, Springfield+MA, ~Portland+ME
  America: Detroit+MI
  America/Indiana/Indianapolis: Indianapolis+IN
  America/Kentucky/Louisville: Louisville+KY
  *America: !Chicago+IL, !Houston+TX, !Dallas+TX, San Antonio+TX, Austin+TX, Minneapolis+MN, St. Louis+MO, Kansas City+MO, Nashville+TN, Milwaukee+WI, Oklahoma City+OK, Memphis+TN, New Orleans+LA, Fort Worth+TX, ~Birmingham+AL, ~Springfield+MO, ~Springfield+IL
  *America: Denver+CO, Salt Lake City+UT, Albuquerque+NM, El Paso+TX
  *America: Phoenix+AZ, Tucson+AZ
  *America: !Los Angeles=LA+CA, !San Francisco=SF+CA, Seattle+WA, San Diego+CA, San Jose+CA, Portland+OR, Sacramento+CA, Las Vegas+NV
  *America: Anchorage+AK
  *Pacific: Honolulu=Hawaii+HI
Pakistan
  Asia: !Karachi, !Lahore, Faisalabad, Rawalpindi, Gujranwala, Peshawar, Multan, ~Hyderabad, Islamabad, Quetta
Argentina
  America/Argentina/Buenos_Aires: !Buenos Aires
  America/Argentina/Cordoba: Córdoba, Rosario
  America/Argentina/Mendoza: Mendoza
  America/Argentina/Tucuman: Tucumán
Nigeria
  Africa: !Lagos, Kano, Ibadan, Abuja, Port Harcourt, Benin City, Onitsha, Aba, Kaduna
Turkey=Türkiye
  Europe: !Istanbul, Ankara, İzmir, Bursa, Antalya, Adana, Konya, Gaziantep
DR Congo=DRC=Democratic Republic of the Congo
  *Africa: !Kinshasa
  *Africa: Lubumbashi, Mbuji-Mayi, Kananga
Philippines
  Asia: !Manila, Quezon City, Davao, Cebu, Zamboanga
Russia
  *Europe: Kaliningrad
  *Europe: !Moscow, !Saint Petersburg=St. Petersburg, Kazan, Nizhny Novgorod, Rostov-on-Don, Voronezh, Krasnodar
  Europe: Volgograd
  *Europe: Samara
  *Asia: Yekaterinburg, Chelyabinsk, Ufa, Perm
  *Asia: Omsk
  *Asia: Novosibirsk
  Asia: Krasnoyarsk
  *Asia: Irkutsk
  *Asia: Yakutsk
  *Asia: Vladivostok
  *Asia: Magadan
  *Asia/Kamchatka: Petropavlovsk-Kamchatsky=Kamchatka
Indonesia
  *Asia: !Jakarta, !Surabaya, !Bandung, Medan, Bekasi, Semarang, Palembang, Bogor, Batam, Pekanbaru, Malang, Yogyakarta
  *Asia: Makassar, Denpasar=Bali, Balikpapan
  *Asia: Jayapura
France
  Europe: !Paris, Lyon, Marseille, Lille, Toulouse, Bordeaux, Nice
South Korea=Korea
  Asia: !Seoul, !Busan, Incheon, Daegu, Daejeon, Gwangju, Ulsan
Colombia
  America: !Bogotá, Medellín, Cali, Barranquilla, Cartagena
Peru
  America: !Lima, Arequipa, Cusco
United Kingdom=UK=Britain=Great Britain=England=Scotland=Wales
  Europe: !London, Manchester, Birmingham, Leeds, Glasgow, Liverpool, Newcastle, Sheffield, Bristol, Edinburgh, Belfast, Cardiff
Thailand
  Asia: !Bangkok, Chiang Mai, Phuket
Iran
  Asia: !Tehran, Mashhad, Isfahan, Karaj, Shiraz, Tabriz
Hong Kong
  Asia: !Hong Kong
Vietnam
  Asia/Ho_Chi_Minh: !Ho Chi Minh City=Ho Chi Minh=Saigon=HCMC, !Hanoi, Haiphong, Da Nang
Angola
  Africa: !Luanda
Malaysia
  Asia: !Kuala Lumpur=KL, Johor Bahru, Penang
Tanzania
  Africa: !Dar es Salaam, Dodoma, Zanzibar
Iraq
  Asia: !Baghdad, Basra, Mosul, Erbil
Saudi Arabia
  Asia: !Riyadh, !Jeddah, Mecca, Medina, Dammam
Chile
  America: !Santiago, Valparaíso
  Pacific/Easter: Easter Island
Spain
  Europe: !Madrid, !Barcelona, Valencia, Seville, Málaga, Bilbao
  Atlantic/Canary: Canary Islands=Las Palmas=Tenerife
Sudan
  Africa: !Khartoum
Canada
  *America/St_Johns: St. John's=Saint John's+NL
  *America: Halifax+NS
  *America: !Toronto+ON, Montreal+QC, Ottawa+ON, Quebec City+QC, Hamilton+ON, ~London+ON
  *America: Winnipeg+MB
  *America: Regina+SK, Saskatoon+SK
  *America/Edmonton: Calgary+AB, Edmonton+AB
  *America: Vancouver+BC, Victoria+BC
Côte d'Ivoire=Ivory Coast
  Africa: !Abidjan, Yamoussoukro
Taiwan
  Asia: !Taipei, Kaohsiung, Taichung
Kenya
  Africa: !Nairobi, Mombasa
Myanmar=Burma
  Asia: !Yangon=Rangoon, Mandalay, Naypyidaw
South Africa
  Africa: !Johannesburg, Cape Town, Durban, Pretoria, Gqeberha=Port Elizabeth
Singapore
  Asia: !Singapore
Ethiopia
  Africa: !Addis Ababa
Germany
  Europe: Berlin, Hamburg, Munich=München, Cologne=Köln, Frankfurt, Stuttgart, Düsseldorf
Australia
  *Australia: !Sydney+NSW, Canberra+ACT, ~Newcastle+NSW
  Australia: !Melbourne+VIC
  *Australia: Brisbane+QLD, Gold Coast+QLD
  *Australia: Adelaide+SA
  *Australia: Darwin+NT
  *Australia: Perth+WA
  Australia: Hobart+TAS
Afghanistan
  Asia: Kabul
Cameroon
  Africa: Douala, Yaoundé
Italy
  Europe: Rome, Milan, Naples, Turin, Palermo, Florence, Venice
Algeria
  Africa: Algiers, Oran
Ghana
  Africa: Accra, Kumasi
Uganda
  Africa: Kampala
Morocco
  Africa: Casablanca, Rabat, Fez, Marrakesh=Marrakech
Yemen
  Asia/Aden: Sana'a=Sana, Aden
Ukraine
  Europe/Kiev: Kyiv=Kiev, Kharkiv, Odesa=Odessa, Dnipro, Lviv
Senegal
  Africa: Dakar
Venezuela
  America: Caracas, Maracaibo, ~Valencia
Mozambique
  Africa: Maputo
Mali
  Africa: Bamako
Burkina Faso
  Africa: Ouagadougou
Guinea
  Africa: Conakry
Zambia
  Africa: Lusaka
Zimbabwe
  Africa: Harare
Uzbekistan
  Asia: Tashkent
Kazakhstan
  Asia: Almaty, Astana
Kuwait
  Asia/Kuwait: Kuwait City=Kuwait
United Arab Emirates=UAE
  Asia: Dubai, Abu Dhabi, Sharjah
Syria
  Asia: Damascus, Aleppo
Cuba
  America: Havana
Dominican Republic
  America: Santo Domingo
Guatemala
  America/Guatemala: Guatemala City
Haiti
  America: Port-au-Prince
Ecuador
  America: Guayaquil, Quito
  Pacific: Galápagos
Bolivia
  America/La_Paz: Santa Cruz, La Paz, Sucre
Somalia
  Africa: Mogadishu
Poland
  Europe: Warsaw, Kraków, Łódź, Wrocław
Netherlands=Holland
  Europe: Amsterdam, Rotterdam, The Hague
Belgium
  Europe: Brussels, Antwerp
Greece
  Europe: Athens, Thessaloniki
Portugal
  Europe: Lisbon, Porto
  Atlantic: Azores
Jordan
  Asia: Amman
Israel
  Asia: Jerusalem, Tel Aviv
Palestine
  Asia/Hebron: Ramallah
  Asia: Gaza
Lebanon
  Asia: Beirut, ~Tripoli
Libya
  Africa: Tripoli
Tunisia
  Africa: Tunis
Austria
  Europe: Vienna
Switzerland
  Europe: Zurich, Geneva, Bern
Sweden
  Europe: Stockholm
Hungary
  Europe: Budapest
Romania
  Europe: Bucharest
Belarus
  Europe: Minsk
Czechia=Czech Republic
  Europe: Prague
Serbia
  Europe: Belgrade
Bulgaria
  Europe: Sofia
Denmark
  Europe: Copenhagen
Finland
  Europe: Helsinki
Norway
  Europe: Oslo
Ireland
  Europe: Dublin
Croatia
  Europe: Zagreb
Bosnia and Herzegovina=Bosnia
  Europe: Sarajevo
Slovakia
  Europe: Bratislava
Lithuania
  Europe: Vilnius
Latvia
  Europe: Riga
Estonia
  Europe: Tallinn
Slovenia
  Europe: Ljubljana
North Macedonia
  Europe: Skopje
Albania
  Europe/Tirane: Tirana
Moldova
  Europe: Chișinău
Montenegro
  Europe: Podgorica
Kosovo
  Europe/Belgrade: Pristina
Luxembourg
  Europe/Luxembourg: Luxembourg City=Luxembourg
Iceland
  Atlantic: Reykjavík
Malta
  Europe/Malta: Valletta
Cyprus
  Asia: Nicosia
Andorra
  Europe/Andorra: Andorra la Vella
Monaco
  Europe: Monaco
Liechtenstein
  Europe: Vaduz
San Marino
  Europe: San Marino
Vatican City=Vatican
  Europe/Vatican: Vatican City
Georgia
  Asia: Tbilisi
Armenia
  Asia: Yerevan
Azerbaijan
  Asia: Baku
Kyrgyzstan
  Asia: Bishkek
Tajikistan
  Asia: Dushanbe
Turkmenistan
  Asia: Ashgabat
Mongolia
  Asia: Ulaanbaatar
Nepal
  Asia: Kathmandu
Bhutan
  Asia: Thimphu
Sri Lanka
  Asia: Colombo, Sri Jayawardenepura Kotte=Kotte
Maldives
  Indian/Maldives: Malé
North Korea
  Asia: Pyongyang
Cambodia
  Asia: Phnom Penh
Laos
  Asia: Vientiane
Brunei
  Asia/Brunei: Bandar Seri Begawan
Timor-Leste=East Timor
  Asia: Dili
Qatar
  Asia/Qatar: Doha
Bahrain
  Asia/Bahrain: Manama
Oman
  Asia: Muscat
Papua New Guinea
  Pacific: Port Moresby
New Zealand=NZ
  Pacific: Auckland, Wellington, Christchurch
Fiji
  Pacific/Fiji: Suva
Solomon Islands
  Pacific/Guadalcanal: Honiara
Vanuatu
  Pacific/Efate: Port Vila
Samoa
  Pacific: Apia
Tonga
  Pacific/Tongatapu: Nukuʻalofa
Kiribati
  *Pacific: Tarawa
  *Pacific: Kiritimati
Marshall Islands
  Pacific: Majuro
Micronesia
  *Pacific/Pohnpei: Palikir
  *Pacific: Chuuk
Nauru
  Pacific/Nauru: Yaren
Palau
  Pacific/Palau: Ngerulmud
Tuvalu
  Pacific: Funafuti
Rwanda
  Africa: Kigali
Burundi
  Africa: Bujumbura, Gitega
South Sudan
  Africa: Juba
Djibouti
  Africa: Djibouti
Eritrea
  Africa: Asmara
Malawi
  Africa/Blantyre: Lilongwe
Madagascar
  Indian: Antananarivo
Botswana
  Africa: Gaborone
Namibia
  Africa: Windhoek
Lesotho
  Africa: Maseru
Eswatini=Swaziland
  Africa: Mbabane
Mauritius
  Indian/Mauritius: Port Louis
Seychelles
  Indian/Mahe: ~Victoria
Comoros
  Indian/Comoro: Moroni
Niger
  Africa: Niamey
Chad
  Africa/Ndjamena: N'Djamena
Central African Republic
  Africa: Bangui
Congo=Republic of the Congo
  Africa: Brazzaville
Gabon
  Africa: Libreville
Equatorial Guinea
  Africa: Malabo
São Tomé and Príncipe
  Africa: São Tomé
Togo
  Africa: Lomé
Benin
  Africa/Porto-Novo: Cotonou, Porto-Novo
Sierra Leone
  Africa: Freetown
Liberia
  Africa: Monrovia
Guinea-Bissau
  Africa: Bissau
Gambia
  Africa: Banjul
Mauritania
  Africa: Nouakchott
Cabo Verde=Cape Verde
  Atlantic/Cape_Verde: Praia
Paraguay
  America: Asunción
Uruguay
  America: Montevideo
Guyana
  America/Guyana: Georgetown
Suriname
  America: Paramaribo
Honduras
  America: Tegucigalpa
El Salvador
  America/El_Salvador: San Salvador
Nicaragua
  America: Managua
Costa Rica
  America/Costa_Rica: ~San José
Panama
  America/Panama: Panama City
Jamaica
  America/Jamaica: Kingston
Puerto Rico
  America/Puerto_Rico: San Juan
Trinidad and Tobago
  America: Port of Spain
Bahamas
  America: Nassau
Barbados
  America/Barbados: Bridgetown
Belize
  America/Belize: Belmopan
Antigua and Barbuda
  America/Antigua: ~St. John's
Dominica
  America/Dominica: Roseau
Grenada
  America/Grenada: St. George's
Saint Kitts and Nevis
  America/St_Kitts: Basseterre
Saint Lucia
  America/St_Lucia: Castries
Saint Vincent and the Grenadines
  America/St_Vincent: Kingstown
`;
