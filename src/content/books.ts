import type { Book } from './schemas';

/**
 * ISBN-10 of a 978-prefixed ISBN-13 (the form Amazon's product addresses use):
 * the nine digits after the prefix plus a mod-11 check digit.
 */
export function isbn10From13(isbn13: string): string {
  if (!/^978\d{10}$/.test(isbn13)) throw new Error(`not a 978 ISBN-13: ${isbn13}`);
  const core = isbn13.slice(3, 12);
  const sum = [...core].reduce((acc, digit, i) => acc + Number(digit) * (10 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return core + (check === 10 ? 'X' : String(check));
}

/** A book card from its real ISBN-13: Open Library cover, Amazon product page. */
function byIsbn(title: string, author: string, isbn13: string): Book {
  return {
    title,
    author,
    cover: `https://covers.openlibrary.org/b/isbn/${isbn13}-M.jpg`,
    link: `https://www.amazon.com/dp/${isbn10From13(isbn13)}`,
  };
}

/** Books page: Texas and Dallas reading, civic life and journalism, and well-loved novels. */
export const books: Book[] = [
  byIsbn('Lonesome Dove', 'Larry McMurtry', '9781439195260'),
  byIsbn('Lone Star: A History of Texas and the Texans', 'T. R. Fehrenbach', '9780306809422'),
  byIsbn('Goodbye to a River', 'John Graves', '9780375727788'),
  byIsbn('Friday Night Lights', 'H. G. Bissinger', '9780306824203'),
  byIsbn('All the Pretty Horses', 'Cormac McCarthy', '9780679744399'),
  byIsbn('No Country for Old Men', 'Cormac McCarthy', '9780307387134'),
  byIsbn('Blood Meridian', 'Cormac McCarthy', '9780679728757'),
  byIsbn('All the President’s Men', 'Carl Bernstein and Bob Woodward', '9781476770512'),
  byIsbn('Bowling Alone', 'Robert D. Putnam', '9780743203043'),
  byIsbn('The Death and Life of Great American Cities', 'Jane Jacobs', '9780679741954'),
  byIsbn('The Power Broker', 'Robert A. Caro', '9780394720241'),
  byIsbn('Evicted', 'Matthew Desmond', '9780553447453'),
  byIsbn('The Warmth of Other Suns', 'Isabel Wilkerson', '9780679763888'),
  byIsbn('The Color of Law', 'Richard Rothstein', '9781631494536'),
  byIsbn('Hidden Figures', 'Margot Lee Shetterly', '9780062363596'),
  byIsbn('The Immortal Life of Henrietta Lacks', 'Rebecca Skloot', '9781400052189'),
  byIsbn('Killers of the Flower Moon', 'David Grann', '9780307742483'),
  byIsbn('Educated', 'Tara Westover', '9780399590504'),
  byIsbn('Born a Crime', 'Trevor Noah', '9780399588198'),
  byIsbn('Becoming', 'Michelle Obama', '9781524763138'),
  byIsbn('To Kill a Mockingbird', 'Harper Lee', '9780060935467'),
  byIsbn('Nineteen Eighty-Four', 'George Orwell', '9780451524935'),
  byIsbn('The Great Gatsby', 'F. Scott Fitzgerald', '9780743273565'),
  byIsbn('Fahrenheit 451', 'Ray Bradbury', '9781451673319'),
  byIsbn('The Catcher in the Rye', 'J. D. Salinger', '9780316769488'),
  byIsbn('Pride and Prejudice', 'Jane Austen', '9780141439518'),
  byIsbn('Beloved', 'Toni Morrison', '9781400033416'),
  byIsbn('The Grapes of Wrath', 'John Steinbeck', '9780143039433'),
  byIsbn('Of Mice and Men', 'John Steinbeck', '9780140177398'),
  byIsbn('Brave New World', 'Aldous Huxley', '9780060850524'),
  byIsbn('The Road', 'Cormac McCarthy', '9780307387899'),
  byIsbn('Where the Crawdads Sing', 'Delia Owens', '9780735219106'),
  byIsbn('The Kite Runner', 'Khaled Hosseini', '9781594631931'),
  byIsbn('Things Fall Apart', 'Chinua Achebe', '9780385474542'),
  byIsbn('Invisible Man', 'Ralph Ellison', '9780679732761'),
  byIsbn('Slaughterhouse-Five', 'Kurt Vonnegut', '9780385333849'),
  byIsbn('Catch-22', 'Joseph Heller', '9781451626650'),
  byIsbn('The Handmaid’s Tale', 'Margaret Atwood', '9780385490818'),
  byIsbn('A Tree Grows in Brooklyn', 'Betty Smith', '9780060736262'),
  byIsbn('The Old Man and the Sea', 'Ernest Hemingway', '9780684801223'),
];
