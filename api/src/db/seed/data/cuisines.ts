// Cuisine-flavoured word lists and menus for the demo restaurants. Prices are for a mid-range
// restaurant (price level 3); the seed scales them for cheaper and dearer places.

export type MenuSymbol = 'V' | 'VG' | 'GF' | 'N';

/** [name, price in pounds at price level 3, symbol, description]. */
export type MenuItemSeed = readonly [string, number, MenuSymbol | null, string | null];

export interface MenuCategorySeed {
  name: string;
  items: readonly MenuItemSeed[];
}

export interface CuisineSeed {
  name: string;
  /** The usual price level (1-5) of this cuisine's restaurants; each varies around it. */
  priceLevel: number;
  /** Name shapes: a word from the first list, a space, a word from the second. */
  names: readonly (readonly [readonly string[], readonly string[]])[];
  /** First sentence of a description; {town} is replaced. */
  descriptions: readonly string[];
  /** menu_description sentences. */
  menuNotes: readonly string[];
  /** Label tags that suit this cuisine in particular. */
  labels: readonly string[];
  /** The first category is the mains, which every menu has; the rest are picked from. */
  menu: readonly MenuCategorySeed[];
}

export const CUISINES: readonly CuisineSeed[] = [
  {
    name: 'Italian',
    priceLevel: 3,
    // prettier-ignore
    names: [
      [
        ['Trattoria', 'Osteria', 'Ristorante', 'Pizzeria', 'Caffè', 'Enoteca'],
        ['Sole', 'Luna', 'Roma', 'Nonna', 'Verde', 'Amalfi', 'Toscana', 'Capri', 'Basilico', 'Limone', 'Vesuvio', 'da Gino', 'da Marco', 'Lucia', 'Portofino'],
      ],
      [
        ['Bella', 'Piccola', 'Casa', 'Cucina'],
        ['Napoli', 'Italia', 'Sicilia', 'Venezia', 'Milano', 'Roma', 'Puglia'],
      ],
    ],
    descriptions: [
      'A family-run Italian kitchen in {town} serving fresh pasta rolled by hand every morning.',
      'Wood-fired pizza and a short list of southern Italian classics, right in the middle of {town}.',
      'Rustic Italian cooking built around seasonal produce and a wine list that leans towards small producers.',
      'A neighbourhood Italian in {town} where the menu follows whatever the market brings in that week.',
    ],
    menuNotes: [
      'Pasta is made in-house daily; ask for gluten-free pasta, which we cook separately.',
      'Our pizza dough proves for 48 hours before it goes into the wood-fired oven.',
      'A seasonal menu of antipasti, pasta and grills, with the specials on the board.',
    ],
    labels: ['Wood-fired oven', 'Gluten-free options'],
    menu: [
      {
        name: 'Pasta',
        items: [
          [
            'Spaghetti Carbonara',
            13.5,
            null,
            'Guanciale, egg yolk, pecorino romano and black pepper',
          ],
          ['Tagliatelle al Ragù', 14, null, 'Slow-cooked beef and pork ragù, parmesan'],
          ['Rigatoni Arrabbiata', 11.5, 'VG', 'Tomato, garlic and chilli'],
          ['Linguine alle Vongole', 17, null, 'Clams, white wine, garlic and parsley'],
          ['Pappardelle ai Funghi', 14.5, 'V', 'Wild mushrooms, thyme, mascarpone'],
          ['Lasagne della Nonna', 14, null, 'Layers of beef ragù, béchamel and parmesan'],
          ['Gnocchi al Pesto', 13, 'N', 'Potato gnocchi, basil pesto, pine nuts, green beans'],
          ['Ravioli di Ricotta', 13.5, 'V', 'Ricotta and spinach ravioli, sage butter'],
        ],
      },
      {
        name: 'Antipasti',
        items: [
          ['Bruschetta al Pomodoro', 7, 'VG', 'Grilled sourdough, tomato, basil, garlic'],
          ['Burrata', 10.5, 'V', 'Burrata, heritage tomatoes, basil oil'],
          ['Arancini', 8, 'V', 'Saffron risotto balls with mozzarella, aioli'],
          ['Calamari Fritti', 9.5, null, 'Crisp fried squid, lemon mayonnaise'],
          ['Tagliere Misto', 14, null, 'Cured meats, pecorino, olives and focaccia'],
          ['Olive e Focaccia', 5.5, 'VG', null],
          ['Carpaccio di Manzo', 11, 'GF', 'Beef carpaccio, rocket, parmesan, lemon'],
        ],
      },
      {
        name: 'Pizza',
        items: [
          ['Margherita', 11, 'V', 'Tomato, fior di latte, basil'],
          ['Diavola', 13.5, null, 'Tomato, mozzarella, spicy salami, chilli'],
          ['Quattro Formaggi', 13.5, 'V', 'Mozzarella, gorgonzola, taleggio, parmesan'],
          ['Prosciutto e Rucola', 14.5, null, 'Parma ham, rocket, parmesan'],
          ['Ortolana', 12.5, 'VG', 'Grilled vegetables, tomato, vegan mozzarella'],
          ['Salsiccia e Friarielli', 14, null, 'Fennel sausage, wild broccoli, smoked mozzarella'],
        ],
      },
      {
        name: 'Secondi',
        items: [
          ['Pollo alla Milanese', 18, null, 'Breaded chicken, rocket and cherry tomato salad'],
          ['Branzino al Forno', 22, 'GF', 'Roast sea bass, salsa verde, potatoes'],
          ['Saltimbocca alla Romana', 21, null, 'Veal, sage, Parma ham, white wine'],
          ['Melanzane alla Parmigiana', 15, 'V', 'Baked aubergine, tomato, mozzarella, parmesan'],
          ['Bistecca', 29, 'GF', 'Grilled sirloin, rosemary potatoes'],
        ],
      },
      {
        name: 'Dolci',
        items: [
          ['Tiramisù', 7.5, 'V', 'Mascarpone, savoiardi, espresso, cocoa'],
          ['Panna Cotta', 7, 'GF', 'Vanilla panna cotta, berry compote'],
          ['Cannoli Siciliani', 7, 'N', 'Ricotta, candied orange, pistachio'],
          ['Affogato', 5.5, 'V', 'Vanilla gelato, a shot of espresso'],
          ['Torta Caprese', 7.5, 'GF', 'Flourless chocolate and almond cake'],
          ['Gelato', 5, 'V', 'Three scoops, ask for today’s flavours'],
        ],
      },
      {
        name: 'Drinks',
        items: [
          ['Aperol Spritz', 9, null, null],
          ['Negroni', 10, null, null],
          ['Peroni', 5.5, null, null],
          ['Montepulciano d’Abruzzo (glass)', 7.5, null, null],
          ['San Pellegrino Limonata', 3.5, 'VG', null],
          ['Espresso', 2.8, 'VG', null],
        ],
      },
    ],
  },
  {
    name: 'Indian',
    priceLevel: 2,
    // prettier-ignore
    names: [
      [
        ['Bombay', 'Delhi', 'Madras', 'Jaipur', 'Kerala', 'Punjab', 'Lucknow', 'Goa', 'Bengal', 'Mumbai', 'Kolkata', 'Hyderabad'],
        ['Lantern', 'Spice', 'Kitchen', 'Tiffin', 'Palace', 'Garden', 'Brasserie', 'Canteen', 'Express', 'House'],
      ],
      [
        ['The Spice', 'The Saffron', 'The Tamarind', 'The Cardamom', 'The Masala'],
        ['Room', 'Tree', 'House', 'Club', 'Trail'],
      ],
    ],
    descriptions: [
      'Regional Indian cooking in {town}, from Punjabi tandoor grills to coastal Keralan curries.',
      'A lively curry house serving slow-cooked curries, charcoal grills and fresh naan from the tandoor.',
      'Street food and thalis inspired by the cafés of Mumbai, with plenty for vegetarians.',
      'A modern Indian kitchen in {town} where the spice blends are ground in-house every day.',
    ],
    menuNotes: [
      'Every curry is made to order, so tell us how hot you like it.',
      'Dishes marked V or VG are vegetarian or vegan; many others can be made without dairy.',
      'Thalis are served at lunch and dinner; the grills come straight from the charcoal tandoor.',
    ],
    labels: ['Halal', 'Takeaway available'],
    menu: [
      {
        name: 'Curries',
        items: [
          ['Chicken Tikka Masala', 13.5, 'GF', 'Charred chicken tikka in a creamy tomato sauce'],
          ['Lamb Rogan Josh', 15, 'GF', 'Kashmiri chilli, fennel and slow-cooked lamb shoulder'],
          ['Butter Chicken', 14, 'GF', 'Tandoori chicken, tomato, butter and fenugreek'],
          ['Chana Masala', 10.5, 'VG', 'Chickpeas, tomato, ginger and garam masala'],
          ['Dal Makhani', 9.5, 'V', 'Black lentils simmered overnight with butter and cream'],
          ['Keralan Fish Curry', 16, 'GF', 'Hake, coconut, curry leaf and tamarind'],
          ['Saag Paneer', 11.5, 'V', 'Spinach, fresh paneer, garlic'],
          ['Chicken Korma', 13, 'N', 'Mild curry with cashew, cream and cardamom'],
        ],
      },
      {
        name: 'Starters',
        items: [
          ['Onion Bhaji', 5.5, 'VG', 'Crisp onion fritters, tamarind chutney'],
          ['Vegetable Samosa', 5.5, 'VG', 'Spiced potato and pea pastries'],
          ['Chicken Tikka', 7.5, 'GF', 'Yoghurt and spice marinated chicken from the tandoor'],
          ['Pani Puri', 6.5, 'VG', 'Crisp shells, spiced potato, tamarind water'],
          ['Lamb Seekh Kebab', 8, 'GF', 'Minced lamb skewers, mint chutney'],
          ['Papdi Chaat', 6.5, 'V', 'Crackers, chickpeas, yoghurt, pomegranate'],
          ['Amritsari Fish', 8.5, null, 'Gram flour battered fish, chaat masala'],
        ],
      },
      {
        name: 'Tandoor & Grills',
        items: [
          ['Tandoori Chicken (half)', 14, 'GF', 'Marinated overnight, charred in the tandoor'],
          ['Lamb Chops', 19, 'GF', 'Kashmiri chilli and ginger marinade'],
          ['Paneer Shashlik', 12.5, 'V', 'Paneer, peppers and onion from the tandoor'],
          ['King Prawn Tandoori', 18.5, 'GF', 'Garlic, ajwain and lemon'],
          ['Mixed Grill', 21, 'GF', 'Chicken tikka, seekh kebab, lamb chop'],
        ],
      },
      {
        name: 'Rice & Breads',
        items: [
          ['Pilau Rice', 3.5, 'VG', null],
          ['Steamed Basmati', 3, 'VG', null],
          ['Garlic Naan', 3.5, 'V', null],
          ['Peshwari Naan', 4, 'N', 'Coconut, almond and sultana'],
          ['Tandoori Roti', 2.5, 'VG', null],
          ['Lamb Biryani', 15.5, null, 'Dum-cooked with saffron, served with raita'],
          ['Vegetable Biryani', 12.5, 'V', 'Seasonal vegetables, saffron, raita'],
        ],
      },
      {
        name: 'Desserts',
        items: [
          ['Gulab Jamun', 5, 'V', 'Warm milk dumplings in rose syrup'],
          ['Mango Kulfi', 5, 'GF', 'Traditional Indian ice cream'],
          ['Rasmalai', 5.5, 'N', 'Soft cheese dumplings, saffron milk, pistachio'],
          ['Gajar Halwa', 5.5, 'N', 'Slow-cooked carrot pudding with almonds'],
        ],
      },
      {
        name: 'Drinks',
        items: [
          ['Mango Lassi', 4, 'V', null],
          ['Cobra', 5, null, null],
          ['Kingfisher', 5, null, null],
          ['Masala Chai', 3, 'V', null],
          ['Fresh Lime Soda', 3.5, 'VG', null],
        ],
      },
    ],
  },
  {
    name: 'Chinese',
    priceLevel: 2,
    // prettier-ignore
    names: [
      [
        ['Golden', 'Jade', 'Red', 'Imperial', 'Lucky', 'Bamboo', 'Silver', 'Pearl River', 'Canton', 'Shanghai', 'Peking', 'Sichuan'],
        ['Dragon', 'Lotus', 'Pearl', 'Lantern', 'Garden', 'Wok', 'Pavilion', 'House', 'Kitchen', 'Phoenix'],
      ],
      [
        ['Dumpling', 'Noodle', 'Dim Sum'],
        ['House', 'Bar', 'Kitchen', 'Club', 'Story'],
      ],
    ],
    descriptions: [
      'Cantonese cooking in {town}, with handmade dim sum at lunch and roast meats all day.',
      'Fiery Sichuan dishes, hand-pulled noodles and a proper peppercorn kick.',
      'A long-standing Chinese restaurant known for its crispy duck and generous banquets.',
      'Dumplings folded to order in the open kitchen, plus noodle soups and wok-fried classics.',
    ],
    menuNotes: [
      'Dim sum is served until 5pm; banquet menus are available for groups of four or more.',
      'Tell us about any allergies: many dishes can be made without peanuts or gluten.',
      'Sichuan dishes are marked on the menu and can be made milder on request.',
    ],
    labels: ['Takeaway available', 'Banquet menu'],
    menu: [
      {
        name: 'Mains',
        items: [
          ['Crispy Aromatic Duck (half)', 26, null, 'Pancakes, cucumber, spring onion, hoisin'],
          ['Kung Pao Chicken', 12.5, 'N', 'Peanuts, dried chilli, Sichuan pepper'],
          ['Sweet and Sour Pork', 12, null, 'Pineapple, peppers, onion'],
          ['Mapo Tofu', 11, 'VG', 'Silken tofu, chilli bean sauce, Sichuan pepper'],
          ['Beef in Black Bean Sauce', 13.5, null, 'Peppers, onions, fermented black beans'],
          ['Char Siu Pork', 12.5, null, 'Cantonese barbecued pork, pak choi'],
          ['Salt and Pepper Squid', 12, null, 'Garlic, chilli, spring onion'],
          ['Steamed Sea Bass', 21, 'GF', 'Ginger, spring onion and soy'],
        ],
      },
      {
        name: 'Dim Sum',
        items: [
          ['Har Gau', 6, null, 'Prawn dumplings, four pieces'],
          ['Siu Mai', 6, null, 'Pork and prawn dumplings'],
          ['Char Siu Bao', 5.5, null, 'Steamed barbecued pork buns'],
          ['Vegetable Dumplings', 5.5, 'VG', 'Pak choi, shiitake and tofu'],
          ['Cheung Fun', 6.5, null, 'Rice rolls with prawn, sweet soy'],
          ['Crispy Spring Rolls', 5, 'VG', null],
          ['Xiao Long Bao', 7, null, 'Pork soup dumplings'],
        ],
      },
      {
        name: 'Noodles & Rice',
        items: [
          ['Singapore Noodles', 11, null, 'Curried rice vermicelli, prawns, char siu'],
          ['Dan Dan Noodles', 10.5, 'N', 'Spicy pork, chilli oil, sesame and peanut'],
          ['Beef Ho Fun', 12, null, 'Wok-fried flat rice noodles, bean sprouts'],
          ['Egg Fried Rice', 4, 'V', null],
          ['Vegetable Chow Mein', 9.5, 'VG', null],
          ['Steamed Jasmine Rice', 3, 'VG', null],
        ],
      },
      {
        name: 'Starters',
        items: [
          ['Salt and Pepper Ribs', 8, null, null],
          ['Prawn Toast', 6.5, null, 'Sesame prawn toast, sweet chilli'],
          ['Hot and Sour Soup', 5.5, null, 'Tofu, bamboo shoots, chilli, vinegar'],
          ['Smacked Cucumber', 5, 'VG', 'Garlic, black vinegar, chilli oil'],
          ['Chicken Satay', 7, 'N', 'Skewers with peanut sauce'],
        ],
      },
      {
        name: 'Desserts',
        items: [
          ['Mango Pudding', 5, 'GF', null],
          ['Sesame Balls', 5, 'VG', 'Glutinous rice, red bean paste'],
          ['Egg Custard Tarts', 4.5, 'V', null],
        ],
      },
      {
        name: 'Drinks',
        items: [
          ['Jasmine Tea (pot)', 3.5, 'VG', null],
          ['Tsingtao', 5, null, null],
          ['Lychee Martini', 9.5, null, null],
          ['Chrysanthemum Tea', 3.5, 'VG', null],
        ],
      },
    ],
  },
  {
    name: 'Japanese',
    priceLevel: 4,
    // prettier-ignore
    names: [
      [
        ['Sakura', 'Hana', 'Koi', 'Kiku', 'Yuki', 'Tsuki', 'Momiji', 'Kaze', 'Umi', 'Hoshi', 'Midori'],
        ['Sushi', 'Izakaya', 'Ramen', 'Kitchen', 'Robata', 'Dining', 'Table'],
      ],
      [
        ['Sushi', 'Ramen', 'Izakaya'],
        ['Kaito', 'Hinode', 'Tora', 'Shiro', 'Nami', 'Kumo'],
      ],
    ],
    descriptions: [
      'Japanese cooking in {town}, with sushi cut to order and rice seasoned by hand.',
      'Rich ramen broths simmered for eighteen hours, with sushi, gyoza and small plates on the side.',
      'Relaxed and Tokyo-inspired: robata grills, sake by the glass and plates made for sharing.',
      'Modern Japanese cooking in {town} built on seasonal British produce and classic technique.',
    ],
    menuNotes: [
      'Sushi and sashimi use fish delivered daily; the omakase changes with the catch.',
      'Tamari can replace soy sauce in most dishes for a gluten-free meal.',
      'Ramen broths are made in-house; ask for the vegan shiitake broth.',
    ],
    labels: ['Counter seating', 'Sake bar'],
    menu: [
      {
        name: 'Mains',
        items: [
          ['Tonkotsu Ramen', 14.5, null, 'Pork bone broth, chashu, egg, nori'],
          ['Chicken Katsu Curry', 14, null, 'Panko chicken, Japanese curry sauce, rice'],
          ['Black Cod Miso', 32, 'GF', 'Saikyo miso marinated cod'],
          ['Salmon Teriyaki', 19, null, 'Grilled salmon, teriyaki glaze, rice'],
          ['Yasai Ramen', 13, 'VG', 'Shiitake and kombu broth, tofu, greens'],
          ['Wagyu Donburi', 26, null, 'Seared wagyu, onsen egg, rice'],
          ['Chirashi Bowl', 22, 'GF', 'Chef’s selection of sashimi over sushi rice'],
        ],
      },
      {
        name: 'Sushi & Sashimi',
        items: [
          ['Salmon Nigiri (2 pcs)', 6, 'GF', null],
          ['Tuna Sashimi', 14, 'GF', 'Five slices of bluefin tuna'],
          ['California Roll', 9.5, null, 'Crab, avocado, cucumber, tobiko'],
          ['Spicy Tuna Roll', 10.5, null, null],
          ['Avocado Maki', 6.5, 'VG', null],
          ['Dragon Roll', 14, null, 'Prawn tempura, eel, avocado'],
          ['Sashimi Moriawase', 28, 'GF', 'Chef’s selection, fifteen slices'],
        ],
      },
      {
        name: 'Small Plates',
        items: [
          ['Edamame', 5, 'VG', 'Sea salt or chilli garlic'],
          ['Pork Gyoza', 7, null, 'Pan-fried dumplings, ponzu'],
          ['Chicken Karaage', 8, null, 'Fried chicken thigh, yuzu mayonnaise'],
          ['Agedashi Tofu', 7, 'V', 'Crisp tofu, dashi broth'],
          ['Prawn Tempura', 11, null, null],
          ['Miso Soup', 4, 'V', null],
          ['Yakitori Skewers', 8.5, null, 'Chicken thigh and spring onion, tare glaze'],
        ],
      },
      {
        name: 'Desserts',
        items: [
          ['Mochi Ice Cream', 6.5, 'V', 'Matcha, black sesame and yuzu'],
          ['Matcha Tiramisu', 8, 'V', null],
          ['Dorayaki', 6.5, 'V', 'Pancakes filled with red bean'],
        ],
      },
      {
        name: 'Drinks',
        items: [
          ['Asahi Super Dry', 5.5, null, null],
          ['Junmai Sake (150ml)', 11, null, null],
          ['Yuzu Highball', 10, null, null],
          ['Sencha Green Tea', 3.5, 'VG', null],
          ['Umeshu on the Rocks', 8, null, null],
        ],
      },
    ],
  },
  {
    name: 'Thai',
    priceLevel: 2,
    // prettier-ignore
    names: [
      [
        ['Siam', 'Bangkok', 'Chiang Mai', 'Lanna', 'Krua', 'Baan', 'Sukhothai', 'Phuket', 'Thai'],
        ['Orchid', 'Kitchen', 'House', 'Street', 'Garden', 'Lotus', 'Elephant', 'Basil', 'Canteen'],
      ],
      [
        ['The Blue', 'The Golden', 'The Lemongrass', 'The Jasmine'],
        ['Elephant', 'Orchid', 'Tree', 'Lotus'],
      ],
    ],
    descriptions: [
      'Bold Thai street food in {town}: hot, sour, salty and sweet in every plate.',
      'Northern Thai cooking from Chiang Mai, with grilled meats, sticky rice and khao soi.',
      'A friendly family kitchen cooking classic Thai curries and wok dishes to old recipes.',
    ],
    menuNotes: [
      'Chilli strength is marked on the menu; every dish can be made milder.',
      'Fish sauce is used widely, but most curries can be made vegan on request.',
    ],
    labels: ['Takeaway available', 'Spicy food'],
    menu: [
      {
        name: 'Mains',
        items: [
          ['Green Curry', 12.5, 'GF', 'Chicken, Thai aubergine, basil, coconut'],
          ['Pad Thai', 12, 'N', 'Rice noodles, prawns, tamarind, peanuts'],
          ['Massaman Curry', 14, 'N', 'Slow-cooked beef, potato, peanuts'],
          ['Pad Kra Pao', 11.5, null, 'Minced pork, holy basil, chilli, fried egg'],
          ['Khao Soi', 13, null, 'Curried egg noodle soup with chicken'],
          ['Red Duck Curry', 15, 'GF', 'Roast duck, lychee, pineapple'],
          ['Jungle Curry', 12, 'VG', 'Vegetables and tofu, no coconut, very spicy'],
          ['Pad See Ew', 11.5, null, 'Wide noodles, Chinese broccoli, egg, soy'],
        ],
      },
      {
        name: 'Starters',
        items: [
          ['Chicken Satay', 7, 'N', 'Peanut sauce, cucumber relish'],
          ['Tom Yum Soup', 6.5, 'GF', 'Prawns, lemongrass, galangal, lime'],
          ['Vegetable Spring Rolls', 5.5, 'VG', null],
          ['Thai Fishcakes', 7, null, 'Red curry paste, green beans, sweet chilli'],
          ['Som Tam', 7.5, 'N', 'Green papaya salad, lime, chilli, peanuts'],
          ['Larb Gai', 8, 'GF', 'Minced chicken salad, toasted rice, mint'],
        ],
      },
      {
        name: 'Sides',
        items: [
          ['Jasmine Rice', 3, 'VG', null],
          ['Sticky Rice', 3.5, 'VG', null],
          ['Coconut Rice', 3.5, 'VG', null],
          ['Stir-fried Morning Glory', 6, 'VG', 'Garlic, chilli, yellow bean'],
          ['Prawn Crackers', 3, null, null],
        ],
      },
      {
        name: 'Desserts',
        items: [
          ['Mango Sticky Rice', 6.5, 'VG', 'Sweet coconut sticky rice, fresh mango'],
          ['Coconut Ice Cream', 5, 'N', 'With roasted peanuts'],
          ['Banana Fritters', 5.5, 'V', 'Honey and sesame'],
        ],
      },
      {
        name: 'Drinks',
        items: [
          ['Singha', 5, null, null],
          ['Thai Iced Tea', 4, 'V', null],
          ['Lemongrass Cooler', 4, 'VG', null],
          ['Chang', 5, null, null],
        ],
      },
    ],
  },
  {
    name: 'French',
    priceLevel: 4,
    // prettier-ignore
    names: [
      [['Le Petit', 'Le Bon'], ['Jardin', 'Bouchon', 'Comptoir', 'Zinc', 'Marché', 'Coin']],
      [['La Belle', 'La Petite'], ['Époque', 'Maison', 'Vigne', 'Rivière', 'Étoile', 'Table']],
      [['Chez', 'Bistro', 'Brasserie', 'Café'], ['Marcel', 'Colette', 'Pierre', 'Lyon', 'Provence', 'Normandie', 'Antoine', 'Margot']],
      [['La'], ['Cloche', 'Coquille', 'Cave', 'Grenouille']],
    ],
    descriptions: [
      'Proper French bistro cooking in {town}: steak frites, classic sauces and a carafe of house red.',
      'Elegant French cooking with a seasonal tasting menu and a serious cellar of Burgundy and Rhône.',
      'Parisian favourites in a buzzing dining room, from long lunches through to late supper.',
      'Country cooking from Lyon and Provence in a candlelit dining room in {town}.',
    ],
    menuNotes: [
      'The prix fixe changes weekly and is served at lunch and early dinner.',
      'Our bread is baked each morning; cheeses come from a small affineur in Lyon.',
      'A tasting menu of seven courses is available with matched wines.',
    ],
    labels: ['Set lunch', 'Wine bar'],
    menu: [
      {
        name: 'Plats',
        items: [
          ['Steak Frites', 24, 'GF', 'Bavette, béarnaise, skinny fries'],
          ['Confit de Canard', 22, 'GF', 'Duck leg confit, lentils, red cabbage'],
          ['Moules Marinière', 17, null, 'Mussels, white wine, shallots, cream, frites'],
          ['Coq au Vin', 21, null, 'Chicken braised in red wine with lardons and mushrooms'],
          ['Boeuf Bourguignon', 23, null, 'Beef cheek, Burgundy wine, pomme purée'],
          ['Sole Meunière', 34, null, 'Dover sole, brown butter, capers'],
          ['Ratatouille Provençale', 16, 'VG', 'Slow-baked summer vegetables, herbs'],
        ],
      },
      {
        name: 'Entrées',
        items: [
          ['Soupe à l’Oignon', 8.5, null, 'Onion soup, gruyère crouton'],
          ['Escargots de Bourgogne', 11, 'GF', 'Six snails, garlic and parsley butter'],
          ['Pâté de Campagne', 9, null, 'Cornichons, toasted sourdough'],
          ['Salade Lyonnaise', 9.5, null, 'Frisée, lardons, poached egg, croutons'],
          ['Chèvre Chaud', 9.5, 'V', 'Warm goat’s cheese, walnuts, honey'],
          ['Huîtres (half dozen)', 18, 'GF', 'Rock oysters, shallot vinegar'],
        ],
      },
      {
        name: 'Desserts',
        items: [
          ['Crème Brûlée', 8, 'GF', 'Vanilla custard, burnt sugar'],
          ['Tarte Tatin', 9, 'V', 'Caramelised apple, crème fraîche'],
          ['Mousse au Chocolat', 8, 'GF', null],
          ['Profiteroles', 8.5, 'V', 'Choux, vanilla ice cream, hot chocolate sauce'],
          ['Île Flottante', 8, 'GF', 'Poached meringue, crème anglaise, praline'],
          ['Plateau de Fromages', 13, null, 'Three French cheeses, quince, crackers'],
        ],
      },
      {
        name: 'Accompagnements',
        items: [
          ['Frites', 4.5, 'VG', null],
          ['Pommes Purée', 5, 'V', null],
          ['Haricots Verts', 5, 'VG', 'Shallots, hazelnut'],
          ['Salade Verte', 4.5, 'VG', 'Dijon vinaigrette'],
        ],
      },
      {
        name: 'Vins & Boissons',
        items: [
          ['Kir Royale', 11, null, null],
          ['Côtes du Rhône (glass)', 8, null, null],
          ['Sancerre (glass)', 12, null, null],
          ['Champagne (glass)', 14, null, null],
          ['Café Crème', 3.5, 'V', null],
        ],
      },
    ],
  },
  {
    name: 'Spanish',
    priceLevel: 3,
    // prettier-ignore
    names: [
      [['Casa', 'Bar', 'Taberna', 'Bodega', 'Cocina'], ['Sol', 'Lola', 'Andalucía', 'Paloma', 'Sevilla', 'Pepe', 'Toro', 'Salvador', 'Granada', 'Rioja', 'Valencia', 'Carmen']],
      [['La'], ['Tasca', 'Bodeguita', 'Taberna', 'Pepita']],
      [['El'], ['Rincón', 'Pimiento', 'Olivo', 'Patio', 'Farol']],
    ],
    descriptions: [
      'A tapas bar in {town} with sherry on tap, jamón carved to order and a busy plancha.',
      'Paella cooked in the traditional pan and brought to the table to share.',
      'Basque-style pintxos and grilled fish, with a wine list that stays close to Rioja and Galicia.',
    ],
    menuNotes: [
      'Tapas arrive as they are ready; three or four plates each make a good dinner.',
      'Paella takes about 30 minutes and serves two or more.',
    ],
    labels: ['Sharing plates', 'Wine bar'],
    menu: [
      {
        name: 'Tapas',
        items: [
          ['Patatas Bravas', 6, 'VG', 'Spicy tomato sauce, aioli'],
          ['Gambas al Ajillo', 9.5, 'GF', 'Prawns, garlic, chilli, olive oil'],
          ['Croquetas de Jamón', 7.5, null, 'Serrano ham croquettes'],
          ['Tortilla Española', 6.5, 'V', 'Potato and onion omelette'],
          ['Chorizo al Vino', 7.5, 'GF', 'Chorizo cooked in red wine'],
          ['Pimientos de Padrón', 6, 'VG', 'Blistered peppers, sea salt'],
          ['Pulpo a la Gallega', 13, 'GF', 'Octopus, paprika, potato'],
          ['Albóndigas', 8, null, 'Pork and beef meatballs, tomato sauce'],
        ],
      },
      {
        name: 'Charcutería y Quesos',
        items: [
          ['Jamón Ibérico', 16, 'GF', 'Hand-carved, 36 months'],
          ['Manchego', 8, 'V', 'Membrillo, crackers'],
          ['Tabla Mixta', 18, null, 'Cured meats, cheeses, olives, bread'],
          ['Pan con Tomate', 4.5, 'VG', null],
          ['Aceitunas', 4, 'VG', 'Marinated Gordal olives'],
        ],
      },
      {
        name: 'Paellas',
        items: [
          ['Paella Valenciana (per person)', 18, 'GF', 'Chicken, rabbit, butter beans'],
          ['Paella de Marisco (per person)', 21, 'GF', 'Prawns, mussels, squid'],
          ['Arroz Negro (per person)', 20, 'GF', 'Squid ink rice, aioli'],
          ['Paella de Verduras (per person)', 15, 'VG', null],
        ],
      },
      {
        name: 'Postres',
        items: [
          ['Churros con Chocolate', 7, 'V', null],
          ['Crema Catalana', 7, 'GF', null],
          ['Tarta de Santiago', 7, 'N', 'Almond cake'],
          ['Basque Cheesecake', 8, 'V', null],
        ],
      },
      {
        name: 'Bebidas',
        items: [
          ['Estrella Galicia', 5.5, null, null],
          ['Sangria (jug)', 22, null, null],
          ['Fino Sherry', 6, null, null],
          ['Rioja Crianza (glass)', 7.5, null, null],
          ['Albariño (glass)', 8, null, null],
        ],
      },
    ],
  },
  {
    name: 'Turkish',
    priceLevel: 2,
    // prettier-ignore
    names: [
      [
        ['Anatolia', 'Istanbul', 'Bosphorus', 'Ottoman', 'Efes', 'Kapadokya', 'Ephesus', 'Antalya', 'Bodrum', 'Galata'],
        ['Grill', 'Mangal', 'Kitchen', 'Meze', 'Ocakbasi', 'Kebab House', 'Table'],
      ],
      [
        ['Sultan', 'Pasha', 'Tulip'],
        ['Grill', 'Mangal', 'Kitchen', 'Meze House'],
      ],
    ],
    descriptions: [
      'A charcoal grill in {town} cooking lamb, chicken and adana kebabs over an open fire.',
      'Turkish meze, freshly baked pide and grills, served with warm hospitality.',
      'Anatolian home cooking with slow-cooked stews and bread straight from the stone oven.',
    ],
    menuNotes: [
      'All meat is halal and cooked over charcoal.',
      'Meze are made for sharing; ask about the mixed platter for the table.',
    ],
    labels: ['Halal', 'Takeaway available'],
    menu: [
      {
        name: 'From the Grill',
        items: [
          ['Adana Kebab', 15, 'GF', 'Spiced minced lamb on the skewer, bulgur, salad'],
          ['Chicken Shish', 14, 'GF', 'Marinated chicken breast, rice, grilled peppers'],
          ['Lamb Shish', 17, 'GF', 'Lamb leg cubes, rice, salad'],
          ['Iskender', 16.5, null, 'Doner over pide with tomato sauce, butter, yoghurt'],
          ['Mixed Grill', 22, 'GF', 'Adana, chicken shish, lamb chops'],
          ['Halloumi Shish', 13, 'V', 'Halloumi, peppers, onions'],
          ['Lamb Chops', 19, 'GF', null],
        ],
      },
      {
        name: 'Meze',
        items: [
          ['Hummus', 5.5, 'VG', null],
          ['Cacik', 5, 'V', 'Yoghurt, cucumber, mint, garlic'],
          ['Sigara Börek', 6.5, 'V', 'Filo rolls with feta and parsley'],
          ['Falafel', 6, 'VG', 'Tahini sauce'],
          ['Sucuk', 7, 'GF', 'Grilled spicy sausage'],
          ['Imam Bayildi', 7, 'VG', 'Stuffed aubergine, tomato, onion'],
          ['Muhammara', 6, 'N', 'Roasted red pepper and walnut dip'],
        ],
      },
      {
        name: 'Pide & Lahmacun',
        items: [
          ['Lahmacun', 7, null, 'Thin flatbread with spiced lamb, salad and lemon'],
          ['Kiymali Pide', 12, null, 'Minced lamb, tomato, peppers'],
          ['Peynirli Pide', 11, 'V', 'Cheese and egg'],
          ['Sucuklu Pide', 12.5, null, 'Spicy sausage and cheese'],
        ],
      },
      {
        name: 'Desserts',
        items: [
          ['Baklava', 6, 'N', 'Pistachio baklava'],
          ['Künefe', 8, 'N', 'Shredded pastry, melted cheese, syrup, pistachio'],
          ['Sütlaç', 5.5, 'GF', 'Baked rice pudding'],
        ],
      },
      {
        name: 'Drinks',
        items: [
          ['Efes Pilsener', 5, null, null],
          ['Ayran', 3, 'V', null],
          ['Turkish Tea', 2.5, 'VG', null],
          ['Turkish Coffee', 3.5, 'VG', null],
          ['Rakı (single)', 7, null, null],
        ],
      },
    ],
  },
  {
    name: 'Lebanese',
    priceLevel: 3,
    // prettier-ignore
    names: [
      [
        ['Beirut', 'Cedar', 'Byblos', 'Levant', 'Zaatar', 'Baalbek', 'Tripoli', 'Sidon', 'Jasmine', 'Phoenicia'],
        ['Kitchen', 'Grill', 'House', 'Table', 'Garden', 'Café', 'Express'],
      ],
      [
        ['Yalla', 'Shams', 'Layali', 'Beit'],
        ['Beirut', 'Habibi', 'Sahtein', 'Zeitoun'],
      ],
    ],
    descriptions: [
      'Lebanese mezze and charcoal grills in {town}, with flatbread baked to order.',
      'Beirut-style cooking with manakish, shawarma and bright salads, served all day.',
      'Generous sharing plates from the Levant, with plenty for vegetarians and vegans.',
    ],
    menuNotes: [
      'Mezze are for sharing: five or six between two is about right.',
      'All grills are halal; vegan dishes are marked VG.',
    ],
    labels: ['Halal', 'Sharing plates'],
    menu: [
      {
        name: 'Grills',
        items: [
          ['Shish Taouk', 15, 'GF', 'Garlic chicken skewers, toum, pickles'],
          ['Lamb Kafta', 16, 'GF', 'Minced lamb with parsley and onion'],
          ['Mixed Grill', 23, 'GF', 'Taouk, kafta and lamb cubes'],
          ['Grilled Sea Bream', 21, 'GF', 'Tahini, lemon, coriander'],
          ['Vegetable Moussaka', 13, 'VG', 'Aubergine, chickpeas, tomato'],
          ['Chicken Shawarma Plate', 14.5, null, 'Garlic sauce, pickles, fries'],
        ],
      },
      {
        name: 'Cold Mezze',
        items: [
          ['Hummus', 6, 'VG', 'With extra-virgin olive oil'],
          ['Baba Ghanoush', 6.5, 'VG', 'Smoked aubergine, tahini, pomegranate'],
          ['Tabbouleh', 6.5, 'VG', 'Parsley, bulgur, tomato, lemon'],
          ['Fattoush', 7, 'VG', 'Crisp bread, sumac, radish, mint'],
          ['Labneh', 6, 'V', 'Strained yoghurt, za’atar, olive oil'],
          ['Muhammara', 6.5, 'N', 'Red pepper, walnut, pomegranate molasses'],
        ],
      },
      {
        name: 'Hot Mezze',
        items: [
          ['Falafel', 6.5, 'VG', 'Tahini sauce'],
          ['Halloumi', 7, 'V', 'Grilled, with tomato and mint'],
          ['Batata Harra', 6, 'VG', 'Spiced potatoes, coriander, garlic'],
          ['Kibbeh', 7.5, 'N', 'Bulgur shells, minced lamb, pine nuts'],
          ['Sawda Djej', 7.5, 'GF', 'Chicken livers, pomegranate molasses'],
          ['Fatayer', 6.5, 'VG', 'Spinach and sumac pastries'],
        ],
      },
      {
        name: 'Desserts',
        items: [
          ['Baklava', 6, 'N', 'Pistachio and cashew'],
          ['Mouhalabieh', 6, 'GF', 'Orange-blossom milk pudding'],
          ['Knafeh', 8, 'N', 'Warm cheese pastry, syrup, pistachio'],
        ],
      },
      {
        name: 'Drinks',
        items: [
          ['Fresh Mint Lemonade', 4.5, 'VG', null],
          ['Almaza', 5.5, null, null],
          ['Arak (single)', 7, null, null],
          ['Château Musar (glass)', 11, null, null],
          ['Lebanese Coffee', 3, 'VG', null],
        ],
      },
    ],
  },
  {
    name: 'Mexican',
    priceLevel: 2,
    // prettier-ignore
    names: [
      [['Casa', 'Cantina', 'Taqueria'], ['Verde', 'Oaxaca', 'Jalisco', 'Frida', 'Mezcal', 'Agave', 'Guadalupe', 'Paloma', 'Tulum', 'Puebla']],
      [['El'], ['Luchador', 'Chile', 'Nopal', 'Jalapeño', 'Sombrero', 'Mariachi']],
      [['La'], ['Catrina', 'Palapa', 'Lupita', 'Chula', 'Cocina de Frida']],
      [['Señor'], ['Taco', 'Burrito', 'Mole']],
    ],
    descriptions: [
      'Soft corn tortillas pressed to order and tacos loaded with slow-cooked fillings in {town}.',
      'A colourful spot with mezcal cocktails, street tacos and loud Friday nights.',
      'Mexico City street food: tacos al pastor, tortas and fresh salsas made every morning.',
    ],
    menuNotes: [
      'Our tortillas are corn and gluten-free; flour tortillas are marked.',
      'Salsas run from mild to very hot: ask the team which to try.',
    ],
    labels: ['Cocktail bar', 'Late night'],
    menu: [
      {
        name: 'Tacos',
        items: [
          ['Al Pastor (3)', 10, 'GF', 'Marinated pork, pineapple, onion, coriander'],
          ['Carnitas (3)', 10, 'GF', 'Slow-cooked pork, salsa verde'],
          ['Baja Fish (3)', 11, null, 'Battered cod, chipotle mayo, slaw'],
          ['Birria (3)', 12, 'GF', 'Braised beef, consommé for dipping'],
          ['Hongos (3)', 9, 'VG', 'Mushrooms, black beans, salsa macha'],
          ['Chicken Tinga (3)', 9.5, 'GF', 'Chipotle chicken, crema, onion'],
        ],
      },
      {
        name: 'Antojitos',
        items: [
          ['Guacamole & Totopos', 7, 'VG', 'Made to order, corn chips'],
          ['Elote', 5.5, 'V', 'Grilled corn, chipotle mayo, cotija'],
          ['Quesadilla', 8, 'V', 'Oaxaca cheese, flour tortilla'],
          ['Nachos', 9, 'V', 'Black beans, cheese, jalapeños, crema'],
          ['Ceviche', 10, 'GF', 'Sea bass, lime, chilli, avocado'],
        ],
      },
      {
        name: 'Platos Fuertes',
        items: [
          ['Burrito', 12.5, null, 'Choice of filling, rice, beans, salsa'],
          ['Enchiladas Verdes', 13, 'GF', 'Chicken, salsa verde, crema'],
          ['Mole Poblano', 15, 'N', 'Chicken in a rich chilli and chocolate mole'],
          ['Chile Relleno', 13, 'V', 'Stuffed poblano, tomato broth'],
          ['Carne Asada', 19, 'GF', 'Grilled skirt steak, charred spring onions'],
        ],
      },
      {
        name: 'Postres',
        items: [
          ['Churros', 6, 'V', 'Cinnamon sugar, chocolate sauce'],
          ['Tres Leches', 6.5, 'V', null],
          ['Flan', 6, 'GF', 'Caramel custard'],
        ],
      },
      {
        name: 'Bebidas',
        items: [
          ['Margarita', 9.5, null, null],
          ['Paloma', 9.5, null, null],
          ['Corona', 5, null, null],
          ['Horchata', 4, 'V', null],
          ['Mezcal (single)', 8, null, null],
        ],
      },
    ],
  },
  {
    name: 'Greek',
    priceLevel: 3,
    // prettier-ignore
    names: [
      [
        ['Santorini', 'Mykonos', 'Athena', 'Kalimera', 'Olympus', 'Corfu', 'Kefalonia', 'Naxos', 'Ithaca', 'Zorba’s', 'Plaka', 'Cretan'],
        ['Taverna', 'Kitchen', 'Grill', 'Table', 'Souvlaki Bar', 'House'],
      ],
      [
        ['Taverna', 'Estiatorio', 'Ouzeri'],
        ['Elia', 'Thalassa', 'Meltemi', 'Agora', 'Yia Yia', 'Kyma'],
      ],
    ],
    descriptions: [
      'Sunny Greek cooking in {town}: charcoal souvlaki, crisp salads and a glass of Assyrtiko.',
      'Island cooking from Crete and the Cyclades, with fresh fish grilled simply with lemon and oregano.',
      'Homestyle Greek food like yia yia makes, from moussaka to slow-baked kleftiko.',
    ],
    menuNotes: [
      'Meze are brought out as they are ready; the kleftiko is limited each evening.',
      'Our olive oil comes from a family grove in Crete.',
    ],
    labels: ['Sharing plates', 'Outdoor seating'],
    menu: [
      {
        name: 'Mains',
        items: [
          ['Moussaka', 15, null, 'Aubergine, spiced lamb, béchamel'],
          ['Lamb Kleftiko', 21, 'GF', 'Slow-baked lamb shoulder, potatoes, lemon'],
          ['Chicken Souvlaki', 14, 'GF', 'Skewers, tzatziki, chips, salad'],
          ['Grilled Octopus', 19, 'GF', 'Fava purée, capers, red onion'],
          ['Gemista', 13, 'VG', 'Tomatoes and peppers stuffed with herby rice'],
          ['Sea Bream', 20, 'GF', 'Chargrilled whole, lemon and oregano'],
          ['Pork Gyros', 13.5, null, 'Pitta, tzatziki, tomato, onion, chips'],
        ],
      },
      {
        name: 'Meze',
        items: [
          ['Tzatziki', 5, 'V', 'Yoghurt, cucumber, garlic, dill'],
          ['Taramasalata', 5.5, null, null],
          ['Spanakopita', 7, 'V', 'Spinach and feta filo pie'],
          ['Halloumi Saganaki', 7.5, 'V', 'Fried halloumi, honey, sesame'],
          ['Dolmades', 6, 'VG', 'Vine leaves stuffed with rice and herbs'],
          ['Keftedes', 7.5, null, 'Pork and beef meatballs, tomato sauce'],
          ['Greek Salad', 8, 'V', 'Tomato, cucumber, olives, feta'],
          ['Kalamari', 8.5, null, 'Fried squid, lemon'],
        ],
      },
      {
        name: 'Desserts',
        items: [
          ['Baklava', 6, 'N', 'Walnut and honey'],
          ['Loukoumades', 6.5, 'V', 'Honey doughnuts, cinnamon'],
          ['Galaktoboureko', 7, 'V', 'Semolina custard in filo'],
          ['Greek Yoghurt', 5.5, 'N', 'Thyme honey, walnuts'],
        ],
      },
      {
        name: 'Drinks',
        items: [
          ['Mythos', 5, null, null],
          ['Ouzo (single)', 5.5, null, null],
          ['Assyrtiko (glass)', 9, null, null],
          ['Greek Frappé', 3.5, 'V', null],
        ],
      },
    ],
  },
  {
    name: 'British',
    priceLevel: 3,
    // prettier-ignore
    names: [
      [
        ['The Copper', 'The Brass', 'The Red', 'The White', 'The Golden', 'The Oak', 'The Black', 'The Crooked', 'The Silver', 'The Green', 'The Old', 'The Royal'],
        ['Pot', 'Kettle', 'Lion', 'Hart', 'Swan', 'Fox', 'Table', 'Larder', 'Anchor', 'Hound', 'Pheasant', 'Plough', 'Bell', 'Stag'],
      ],
      [
        ['The Kitchen at', 'Dining Rooms at', 'The Pantry at'],
        ['No. 12', 'No. 7', 'the Mill', 'the Old Bank', 'the Exchange', 'the Granary'],
      ],
    ],
    descriptions: [
      'Seasonal British cooking in {town}, sourced from farms and fishing boats within a day’s drive.',
      'A handsome dining room with a roaring fire, proper pies and a Sunday roast people travel for.',
      'Modern British plates built around whole-animal butchery and produce from the kitchen garden.',
      'A relaxed all-day kitchen in {town} serving hearty British classics and local cask ales.',
    ],
    menuNotes: [
      'Our menu changes with the seasons; the Sunday roast is served from noon until it runs out.',
      'Meat comes from named farms and fish from day boats; see the board for today’s catch.',
      'Every main can be served without gluten; just ask.',
    ],
    labels: ['Sunday roast', 'Real ale', 'Dog friendly'],
    menu: [
      {
        name: 'Mains',
        items: [
          [
            'Beer-battered Fish and Chips',
            17,
            null,
            'Haddock, triple-cooked chips, mushy peas, tartare sauce',
          ],
          ['Steak and Ale Pie', 17.5, null, 'Shortcrust pastry, mash, greens, gravy'],
          ['Roast Sirloin of Beef', 22, null, 'Yorkshire pudding, roast potatoes, seasonal veg'],
          ['Bangers and Mash', 15, null, 'Cumberland sausages, onion gravy'],
          ['Pan-roasted Hake', 21, 'GF', 'Mussels, leeks, cider sauce'],
          ['Mushroom and Stilton Wellington', 17, 'V', 'Roast potatoes, red wine jus'],
          ['Lamb Rump', 24, 'GF', 'Crushed peas, mint, fondant potato'],
          ['28-day Aged Ribeye', 30, 'GF', 'Chips, watercress, peppercorn sauce'],
        ],
      },
      {
        name: 'Starters',
        items: [
          ['Soup of the Day', 7, 'VG', 'Sourdough and butter'],
          ['Scotch Egg', 8, null, 'Pork sausage meat, piccalilli'],
          ['Potted Shrimps', 10, null, 'Brown shrimps, spiced butter, toast'],
          ['Ham Hock Terrine', 9, null, 'Piccalilli, toasted brioche'],
          ['Welsh Rarebit', 7.5, 'V', 'Ale and mustard cheese on toast'],
          ['Smoked Mackerel Pâté', 8.5, null, 'Pickled cucumber, oatcakes'],
        ],
      },
      {
        name: 'Puddings',
        items: [
          ['Sticky Toffee Pudding', 8, 'V', 'Toffee sauce, clotted cream'],
          ['Bread and Butter Pudding', 7.5, 'V', 'Custard'],
          ['Eton Mess', 7.5, 'GF', 'Meringue, strawberries, cream'],
          ['Apple and Blackberry Crumble', 7.5, 'V', 'Vanilla custard'],
          ['Cheese Board', 12, 'N', 'British cheeses, chutney, walnuts, crackers'],
          ['Treacle Tart', 7.5, 'V', 'Clotted cream'],
        ],
      },
      {
        name: 'Sides',
        items: [
          ['Triple-cooked Chips', 4.5, 'VG', null],
          ['Buttered Greens', 4.5, 'V', null],
          ['Cauliflower Cheese', 5.5, 'V', null],
          ['Onion Rings', 4.5, 'VG', null],
          ['Honey-roast Carrots', 4.5, 'V', null],
        ],
      },
      {
        name: 'Drinks',
        items: [
          ['Local Cask Ale (pint)', 5.5, null, null],
          ['Somerset Cider (pint)', 5.5, null, null],
          ['English Sparkling Wine (glass)', 12, null, null],
          ['Pimm’s Cup', 8, null, null],
          ['Elderflower Pressé', 3.5, 'VG', null],
        ],
      },
    ],
  },
  {
    name: 'Korean',
    priceLevel: 3,
    // prettier-ignore
    names: [
      [
        ['Seoul', 'Busan', 'Gangnam', 'Hanok', 'Jeju', 'Kimchi', 'Bibim', 'Arirang', 'Insadong', 'Myeongdong'],
        ['Kitchen', 'BBQ', 'House', 'Table', 'Grill', 'Bap', 'Pocha'],
      ],
      [
        ['Oseyo', 'Bap', 'Han', 'Jinjja'],
        ['Korean Kitchen', 'BBQ', 'Pocha', 'House'],
      ],
    ],
    descriptions: [
      'Korean barbecue in {town} with grills set into every table and banchan to share.',
      'Bibimbap in sizzling stone bowls, fried chicken and bubbling kimchi stews.',
      'A lively Seoul-style room with soju, street snacks and late-night fried chicken.',
    ],
    menuNotes: [
      'Barbecue sets are for two or more and cooked at the table.',
      'Kimchi is made in-house and contains fish sauce; a vegan version is available.',
    ],
    labels: ['Table barbecue', 'Spicy food'],
    menu: [
      {
        name: 'Mains',
        items: [
          [
            'Dolsot Bibimbap',
            13.5,
            null,
            'Rice, vegetables, beef, egg, gochujang, in a hot stone bowl',
          ],
          ['Tofu Bibimbap', 12.5, 'VG', 'Rice, vegetables, tofu, gochujang'],
          ['Kimchi Jjigae', 13, null, 'Kimchi and pork stew, tofu, rice'],
          ['Bulgogi', 16, null, 'Soy-marinated beef, onions, rice'],
          ['Japchae', 12, 'V', 'Glass noodles, vegetables, sesame'],
          ['Dakgalbi', 15, null, 'Spicy stir-fried chicken, rice cakes, cabbage'],
          ['Galbi BBQ Set (for two)', 42, null, 'Marinated short rib, banchan, lettuce wraps'],
        ],
      },
      {
        name: 'Small Plates',
        items: [
          ['Korean Fried Chicken', 10, null, 'Yangnyeom glaze, sesame'],
          ['Haemul Pajeon', 11, null, 'Seafood and spring onion pancake'],
          ['Mandu', 7.5, null, 'Pork and kimchi dumplings'],
          ['Tteokbokki', 8, 'V', 'Rice cakes in spicy gochujang sauce'],
          ['Kimchi', 4, null, null],
          ['Yachae Mandu', 7, 'VG', 'Vegetable dumplings'],
        ],
      },
      {
        name: 'Sides',
        items: [
          ['Steamed Rice', 2.5, 'VG', null],
          ['Pickled Radish', 3, 'VG', null],
          ['Spicy Cucumber', 3.5, 'VG', null],
          ['Gyeran Jjim', 5, 'GF', 'Steamed egg'],
        ],
      },
      {
        name: 'Desserts',
        items: [
          ['Bingsu', 8.5, 'V', 'Shaved milk ice, red bean, rice cake'],
          ['Hotteok', 5.5, 'N', 'Sweet pancake with brown sugar and peanuts'],
          ['Yuzu Sorbet', 5, 'VG', null],
        ],
      },
      {
        name: 'Drinks',
        items: [
          ['Soju (bottle)', 14, null, null],
          ['Hite', 5, null, null],
          ['Makgeolli (bottle)', 15, null, null],
          ['Barley Tea', 2.5, 'VG', null],
        ],
      },
    ],
  },
  {
    name: 'Vietnamese',
    priceLevel: 1,
    // prettier-ignore
    names: [
      [
        ['Pho', 'Saigon', 'Hanoi', 'Hoi An', 'Mekong', 'Lotus', 'Banh Mi', 'Hue', 'Halong', 'Dalat'],
        ['Kitchen', 'House', 'Street', 'Café', 'Canteen', 'Corner', 'Express'],
      ],
      [
        ['Little', 'Com', 'Bep'],
        ['Saigon', 'Hanoi', 'Viet', 'Pho'],
      ],
    ],
    descriptions: [
      'Steaming bowls of pho with broth simmered overnight, right in the centre of {town}.',
      'Fresh Vietnamese street food: banh mi, summer rolls and vermicelli bowls piled with herbs.',
      'A family kitchen cooking the food of Hanoi and Saigon, light, fragrant and full of herbs.',
    ],
    menuNotes: [
      'Our beef pho broth simmers for twelve hours; a vegan broth is always on.',
      'Rice noodles are gluten-free; ask about sauces.',
    ],
    labels: ['Takeaway available', 'Vegan options'],
    menu: [
      {
        name: 'Mains',
        items: [
          ['Pho Bo', 11.5, 'GF', 'Beef noodle soup, rare steak, brisket, herbs'],
          ['Pho Ga', 10.5, 'GF', 'Chicken noodle soup, lime, chilli'],
          ['Bun Cha', 12, null, 'Grilled pork, vermicelli, dipping sauce'],
          ['Bun Bo Hue', 12, null, 'Spicy beef and lemongrass noodle soup'],
          ['Com Tam', 12.5, null, 'Broken rice, grilled pork chop, fried egg'],
          ['Tofu Lemongrass Bun', 10.5, 'VG', 'Vermicelli, crispy tofu, peanuts, herbs'],
          ['Caramel Clay Pot Fish', 14, null, 'Catfish, caramel, black pepper, rice'],
        ],
      },
      {
        name: 'Starters',
        items: [
          ['Summer Rolls', 6, 'N', 'Prawn, herbs, vermicelli, peanut dip'],
          ['Crispy Spring Rolls', 6, null, 'Pork and mushroom, nuoc cham'],
          ['Chicken Wings', 7, null, 'Fish sauce caramel, garlic'],
          ['Tofu Summer Rolls', 5.5, 'VG', null],
          ['Papaya Salad', 7, 'N', 'Green papaya, herbs, peanuts, lime'],
        ],
      },
      {
        name: 'Banh Mi',
        items: [
          ['Classic Pork Banh Mi', 8, null, 'Pâté, grilled pork, pickles, coriander'],
          ['Lemongrass Chicken Banh Mi', 8, null, null],
          ['Tofu Banh Mi', 7.5, 'VG', 'Pickled carrot, daikon, chilli'],
          ['Beef Banh Mi', 8.5, null, 'Five-spice beef, pickles, chilli mayonnaise'],
        ],
      },
      {
        name: 'Drinks',
        items: [
          ['Vietnamese Iced Coffee', 4, 'V', 'Condensed milk'],
          ['Saigon Beer', 5, null, null],
          ['Fresh Lime Soda', 3.5, 'VG', null],
          ['Lotus Tea', 3, 'VG', null],
        ],
      },
    ],
  },
  {
    name: 'American',
    priceLevel: 2,
    // prettier-ignore
    names: [
      [
        ['Liberty', 'Brooklyn', 'Route 66', 'Lone Star', 'Big Apple', 'Bourbon Street', 'Hudson', 'Memphis', 'Dixie', 'Motor City', 'Golden Gate'],
        ['Diner', 'Grill', 'Smokehouse', 'Burger Co.', 'Kitchen', 'BBQ', 'Ribs'],
      ],
      [
        ['Smoke &', 'Stack &', 'Patty &'],
        ['Barrel', 'Bun', 'Fire', 'Bone'],
      ],
    ],
    descriptions: [
      'Texas-style barbecue in {town}, smoked low and slow over oak for up to fourteen hours.',
      'Smash burgers, loaded fries and thick milkshakes under the neon lights.',
      'Southern comfort food: buttermilk fried chicken, mac and cheese and pecan pie.',
    ],
    menuNotes: [
      'Brisket and ribs are smoked daily and served until they sell out.',
      'Any burger can be made with a plant-based patty and gluten-free bun.',
    ],
    labels: ['Kids menu', 'Late night'],
    menu: [
      {
        name: 'Mains',
        items: [
          ['Classic Cheeseburger', 13, null, 'Double smashed patty, American cheese, pickles'],
          ['Smoked Brisket Plate', 19, 'GF', 'Slaw, pickles, house barbecue sauce'],
          ['Buttermilk Fried Chicken', 15, null, 'Hot honey, pickles, fries'],
          ['Baby Back Ribs (half rack)', 18, 'GF', 'Dry rub, barbecue glaze'],
          ['Pulled Pork Sandwich', 13, null, 'Brioche, slaw, pickled onions'],
          ['Plant Burger', 13, 'VG', 'Plant patty, vegan cheese, burger sauce'],
          ['Mac and Cheese', 11, 'V', 'Three cheeses, crispy crumb'],
        ],
      },
      {
        name: 'Starters',
        items: [
          ['Buffalo Wings', 8.5, 'GF', 'Blue cheese dip, celery'],
          ['Loaded Nachos', 9, 'V', 'Cheese sauce, jalapeños, sour cream'],
          ['Corn Dogs', 7, null, 'Mustard and ketchup'],
          ['Fried Pickles', 6, 'V', 'Ranch dip'],
          ['Burnt Ends', 9.5, 'GF', 'Brisket burnt ends, barbecue glaze'],
        ],
      },
      {
        name: 'Sides',
        items: [
          ['Fries', 4, 'VG', null],
          ['Sweet Potato Fries', 4.5, 'VG', null],
          ['Coleslaw', 3.5, 'V', null],
          ['Cornbread', 4.5, 'V', 'Honey butter'],
          ['Onion Rings', 4.5, 'VG', null],
        ],
      },
      {
        name: 'Desserts',
        items: [
          ['Pecan Pie', 7, 'N', 'Vanilla ice cream'],
          ['New York Cheesecake', 7, 'V', null],
          ['Chocolate Brownie Sundae', 7.5, 'V', null],
          ['Key Lime Pie', 7, 'V', null],
        ],
      },
      {
        name: 'Drinks',
        items: [
          ['Vanilla Milkshake', 6, 'V', null],
          ['Old Fashioned', 11, null, null],
          ['Brooklyn Lager', 5.5, null, null],
          ['Bottomless Soda', 3.5, 'VG', null],
          ['Peanut Butter Shake', 6.5, 'N', null],
        ],
      },
    ],
  },
];
