// Word lists and sentence pools for the demo data: tags, descriptions, reviews and names.

/** Label tags (cards and the restaurant page), drawn alongside each cuisine's own labels. */
export const LABEL_TAGS: readonly string[] = [
  'Vegan options',
  'Vegetarian friendly',
  'Outdoor seating',
  'Dog friendly',
  'Gluten-free options',
  'Live music',
  'Cocktail bar',
  'Private dining',
  'Kids menu',
  'Late night',
  'Set lunch',
  'Brunch',
  'Good for groups',
  'Romantic',
  'Bring your own bottle',
];

/** About tags (the About tab). */
export const ABOUT_TAGS: readonly string[] = [
  'Family friendly',
  'Wheelchair accessible',
  'Step-free access',
  'Accessible toilet',
  'Free Wi-Fi',
  'Baby changing',
  'High chairs available',
  'Air conditioned',
  'Card payments only',
  'Accepts large groups',
  'Quiet atmosphere',
  'Near public transport',
  'Parking nearby',
  'Private room available',
];

/** Second sentences of a description, for any cuisine. */
export const DESCRIPTION_MIDDLES: readonly string[] = [
  'Expect a relaxed room, friendly staff and a short, well-chosen drinks list.',
  'The dining room fills up quickly at weekends, so booking ahead is a good idea.',
  'Good for a quick lunch, a date night or a big family get-together.',
  'Look out for the weekly specials chalked up on the board by the bar.',
  'Everything is cooked from scratch in a small open kitchen.',
  'Regulars come back for the generous portions and the warm welcome.',
  'Independent and family-owned, it has been a local favourite for years.',
  'The team are happy to adapt dishes for allergies and dietary needs.',
];

/** Optional third sentences. */
export const DESCRIPTION_ENDINGS: readonly string[] = [
  'Walk-ins are welcome at the bar.',
  'Private dining is available for parties of up to 20.',
  'Groups of eight or more are asked to choose from a set menu.',
  'Children are welcome until 8pm.',
  'A pre-theatre menu runs from 5pm on weekdays.',
];

export const PHOTO_NOTES: readonly string[] = [
  'A look inside our dining room and a few favourite dishes from the kitchen.',
  'Photos of the restaurant, the bar and some of the plates we are proudest of.',
  'Our team, our room and a taste of what comes out of the kitchen.',
  'Snapshots from service: the dining room, the pass and the dishes regulars order most.',
  'The room by candlelight, the terrace in summer and plenty of food.',
];

/** Menu files: the API draws the file from the menu data when it is asked for. */
export const MENU_FILES: readonly (readonly [string, 'pdf' | 'png'])[] = [
  ['dinner-menu.pdf', 'pdf'],
  ['lunch-menu.pdf', 'pdf'],
  ['set-menu.png', 'png'],
  ['drinks-list.pdf', 'pdf'],
  ['wine-list.pdf', 'pdf'],
  ['desserts.png', 'png'],
  ['sunday-menu.png', 'png'],
  ['tasting-menu.pdf', 'pdf'],
  ['kids-menu.png', 'png'],
  ['group-menu.pdf', 'pdf'],
];

// prettier-ignore
export const FIRST_NAMES: readonly string[] = [
  'Oliver', 'Amelia', 'Harry', 'Olivia', 'George', 'Isla', 'Jack', 'Emily', 'Charlie', 'Ava',
  'Thomas', 'Sophie', 'James', 'Grace', 'William', 'Lily', 'Alfie', 'Freya', 'Joshua', 'Ella',
  'Daniel', 'Chloe', 'Samuel', 'Ruby', 'Joseph', 'Evie', 'Henry', 'Poppy', 'Noah', 'Jessica',
  'Callum', 'Megan', 'Lewis', 'Hannah', 'Rhys', 'Eilidh', 'Owen', 'Siobhan', 'Dylan', 'Niamh',
  'Fraser', 'Catriona', 'Ciaran', 'Aoife', 'Gareth', 'Cerys', 'Ewan', 'Morag', 'Liam', 'Holly',
  'Matthew', 'Rebecca', 'Priya', 'Arjun', 'Aisha', 'Imran', 'Zara', 'Mohammed', 'Fatima',
  'Rachel', 'David', 'Sarah', 'Michael', 'Laura', 'Paul', 'Claire', 'Mark', 'Helen', 'Stephen',
  'Karen', 'Andrew', 'Lucy', 'Ben', 'Kate', 'Tom', 'Jade', 'Sam', 'Abigail', 'Nathan', 'Bethany',
];

/** Review sentence pools by rating: an opener, a food line ({dish}), service, a closer. */
export interface ReviewPool {
  openers: readonly string[];
  food: readonly string[];
  service: readonly string[];
  closers: readonly string[];
}

export const REVIEWS: Record<1 | 2 | 3 | 4 | 5, ReviewPool> = {
  5: {
    openers: [
      'Absolutely brilliant evening.',
      'Faultless from start to finish.',
      'Booked for my mum’s birthday and it could not have gone better.',
      'Our new favourite place, hands down.',
      'One of the best meals we have had in ages.',
      'What a find!',
      'Came here on a friend’s recommendation and it did not disappoint.',
    ],
    food: [
      'The {dish} was outstanding.',
      'Do not leave without trying the {dish}.',
      'The {dish} was perfectly cooked and full of flavour.',
      'I am still thinking about the {dish}.',
      'Every plate was lovely, but the {dish} stole the show.',
    ],
    service: [
      'Staff were warm and attentive without ever hovering.',
      'Service was friendly and quick, even on a packed Saturday.',
      'The team made our little one feel very welcome.',
      'Our waiter’s recommendations were spot on.',
    ],
    closers: [
      'Cannot wait to come back.',
      'Already booked again for next month.',
      'Highly recommend.',
      'Worth every penny.',
    ],
  },
  4: {
    openers: [
      'Really enjoyable meal.',
      'Lovely spot for a catch-up with friends.',
      'Very good food and a nice atmosphere.',
      'A solid choice for a weeknight dinner.',
      'Good food at fair prices.',
    ],
    food: [
      'The {dish} was lovely, though portions were on the small side.',
      'Loved the {dish}; dessert was a little less exciting.',
      'The {dish} was very tasty and arrived quickly.',
      'Great {dish}, would order it again.',
    ],
    service: [
      'Service was friendly, if a little slow once it got busy.',
      'Staff were helpful with our dietary requirements.',
      'It gets quite loud later on but that is part of the charm.',
    ],
    closers: ['We will be back.', 'Would recommend.', 'Good value for the area.'],
  },
  3: {
    openers: [
      'Decent, but not especially memorable.',
      'A bit hit and miss.',
      'Fine for a quick bite.',
      'Mixed feelings about this one.',
    ],
    food: [
      'The {dish} was nice but lukewarm by the time it reached us.',
      'The {dish} was fine, nothing special.',
      'Enjoyed the {dish}, but the rest of the table were less impressed.',
    ],
    service: [
      'We waited a good 25 minutes between courses.',
      'It was very noisy and hard to hear each other.',
      'Service was polite but rather disorganised.',
    ],
    closers: ['Might give it another go.', 'OK, but a little overpriced.'],
  },
  2: {
    openers: [
      'Disappointing visit.',
      'Expected a lot more after reading the reviews.',
      'Not a great experience this time.',
    ],
    food: [
      'The {dish} was overcooked and under-seasoned.',
      'The {dish} tasted like it had been reheated.',
      'The {dish} was bland and the portion was tiny for the price.',
    ],
    service: [
      'Staff seemed overwhelmed and our order came out wrong.',
      'We had to ask three times for the bill.',
      'Our table was booked but still not ready when we arrived.',
    ],
    closers: ['Probably will not return.', 'Hopefully just an off night.'],
  },
  1: {
    openers: ['Really poor experience.', 'Very disappointing.', 'Avoid.'],
    food: [
      'The {dish} arrived cold and we had to send it back.',
      'The {dish} was inedible.',
      'Half the menu was unavailable and the {dish} we ended up with was poor.',
    ],
    service: [
      'We waited over an hour for our mains with no apology.',
      'The manager was dismissive when we raised it.',
      'We were charged for drinks we never received.',
    ],
    closers: ['Will not be going back.', 'Save your money.'],
  },
};
