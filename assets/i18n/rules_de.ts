<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CarcassonneRules</name>
    <message>
        <source>City: 3 tiles × 2 + 1 shield × 2 = 8 points</source>
        <extracomment>three tiles that close a city (base game kinds, quarter turns): a cap facing east, a city across with a shield, a cap facing west — 3 tiles × 2 + 1 shield × 2 = 8 points</extracomment>
        <translation>Stadt: 3 Plättchen × 2 + 1 Wappen × 2 = 8 Punkte</translation>
    </message>
    <message>
        <source>an upgraded meeple counts as two</source>
        <translation>ein aufgewerteter Meeple zählt doppelt</translation>
    </message>
    <message>
        <source>What is the goal?</source>
        <translation>Worum geht es?</translation>
    </message>
    <message>
        <source>Together you lay a landscape of tiles over the map of Germany: roads, cities, monasteries and fields. Put your meeples on them: finished roads, cities and monasteries bring points. Whoever has the most points at the end wins.</source>
        <translation>Gemeinsam legt ihr eine Landschaft aus Plättchen über die Deutschlandkarte: Straßen, Städte, Klöster und Wiesen. Stell deine Meeple darauf: Fertige Straßen, Städte und Klöster bringen Punkte. Wer am Ende die meisten Punkte hat, gewinnt.</translation>
    </message>
    <message>
        <source>The map</source>
        <translation>Die Landkarte</translation>
    </message>
    <message>
        <source>The map is cut into squares, and a tile may only lie on a square of the map. The first tiles lie on two of the start squares Rostock, Erfurt and Stuttgart.</source>
        <translation>Die Karte ist in Quadrate geteilt, und ein Plättchen darf nur auf einem Quadrat der Karte liegen. Die ersten Plättchen liegen auf zwei der Startfelder Rostock, Erfurt und Stuttgart.</translation>
    </message>
    <message>
        <source>Six big cities are printed on the map: Hamburg, Berlin, Hannover, the Ruhrgebiet, Frankfurt and München. No tile goes on them, but a tile next to one must carry its city on. Roads and cities printed at the edge of the map must be carried on as well.</source>
        <translation>Sechs Großstädte sind auf die Karte gedruckt: Hamburg, Berlin, Hannover, das Ruhrgebiet, Frankfurt und München. Auf sie kommt kein Plättchen, aber ein Plättchen daneben muss ihre Stadt weiterführen. Straßen und Städte, die am Kartenrand aufgedruckt sind, müssen auch weitergeführt werden.</translation>
    </message>
    <message>
        <source>Map-Chips lie face down on some squares. Lay a tile there and the chip is yours: 1 or 2 points at once.</source>
        <translation>Auf manchen Quadraten liegen verdeckte Map-Chips. Leg dort ein Plättchen hin, und der Chip gehört dir: sofort 1 oder 2 Punkte.</translation>
    </message>
    <message>
        <source>Your turn, step by step</source>
        <translation>Dein Zug, Schritt für Schritt</translation>
    </message>
    <message>
        <source>You get a new tile. Turn it (R) and lay it next to a tile that is already there, so that every side fits: road to road, city to city, field to field.</source>
        <translation>Du bekommst ein neues Plättchen. Dreh es (R) und leg es neben ein Plättchen, das schon liegt, so dass jede Seite passt: Straße an Straße, Stadt an Stadt, Wiese an Wiese.</translation>
    </message>
    <message>
        <source>If you like, put one meeple on the tile you just laid: on its road, city, monastery or field, if nobody has a meeple there yet.</source>
        <translation>Wenn du magst, stell einen Meeple auf das Plättchen, das du gerade gelegt hast: auf seine Straße, Stadt, sein Kloster oder seine Wiese, wenn dort noch niemand einen Meeple hat.</translation>
    </message>
    <message>
        <source>Chips worth exactly 4 together can upgrade one of your meeples: it then counts as two meeples.</source>
        <translation>Chips im Wert von genau 4 können zusammen einen deiner Meeple aufwerten: Er zählt dann wie zwei Meeple.</translation>
    </message>
    <message>
        <source>Roads, cities and monasteries that are finished now are scored, and their meeples come back to their owners.</source>
        <translation>Straßen, Städte und Klöster, die jetzt fertig sind, werden gewertet, und ihre Meeple kommen zurück zu ihren Besitzern.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>A finished road: 1 point per tile. A finished city: 2 points per tile and 2 per shield. A monastery with tiles all round it: 9 points. The edge of the map closes a road or a city like a tile would.</source>
        <translation>Eine fertige Straße: 1 Punkt pro Plättchen. Eine fertige Stadt: 2 Punkte pro Plättchen und 2 pro Wappen. Ein Kloster, das rundherum von Plättchen umgeben ist: 9 Punkte. Der Kartenrand schließt eine Straße oder Stadt ab wie ein Plättchen.</translation>
    </message>
    <message>
        <source>Whoever has the most meeples on a road or city gets its points; if several have the most, each of them gets them all.</source>
        <translation>Wer die meisten Meeple auf einer Straße oder Stadt hat, bekommt ihre Punkte; haben mehrere gleich viele, bekommt jeder von ihnen alle Punkte.</translation>
    </message>
    <message>
        <source>Blue&apos;s meeple holds a city that has just been finished; below, three chips worth 4 pay for an upgrade.</source>
        <translation>Der blaue Meeple steht in einer Stadt, die gerade fertig geworden ist; darunter bezahlen drei Chips im Wert von 4 eine Aufwertung.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Das Ende</translation>
    </message>
    <message>
        <source>When the last tile has been laid, what is left unfinished counts too: a road 1 point per tile, a city 1 per tile and 1 per shield, a monastery 1 plus 1 per tile around it. A meeple lying in a field (a farmer) gets 3 points for each finished city next to its field. Then the most points win.</source>
        <translation>Ist das letzte Plättchen gelegt, zählt auch, was nicht fertig ist: eine Straße 1 Punkt pro Plättchen, eine Stadt 1 pro Plättchen und 1 pro Wappen, ein Kloster 1 plus 1 pro Plättchen drumherum. Ein Meeple, der auf einer Wiese liegt (ein Bauer), bekommt 3 Punkte für jede fertige Stadt an seiner Wiese. Dann gewinnen die meisten Punkte.</translation>
    </message>
</context>
<context>
    <name>DanmarkRules</name>
    <message>
        <source>your piece</source>
        <extracomment>the pips of each face on a 3 × 3 grid (column, row)</extracomment>
        <translation>deine Figur</translation>
    </message>
    <message>
        <source>a town on your cards: exactly 3</source>
        <translation>eine Stadt deiner Karten: genau 3</translation>
    </message>
    <message>
        <source>Ferry, plane, bridge: a 1 or a 5, or a ticket</source>
        <translation>Fähre, Flugzeug, Brücke: eine 1 oder 5 oder ein Ticket</translation>
    </message>
    <message>
        <source>What is the goal?</source>
        <translation>Worum geht es?</translation>
    </message>
    <message>
        <source>Travel round Denmark: visit every town on your 16 city cards and then go back home to the town you started from. Whoever gets home first wins.</source>
        <translation>Reise durch Dänemark: Besuche jede Stadt auf deinen 16 Stadtkarten und kehr dann in die Stadt zurück, in der du angefangen hast. Wer zuerst wieder zu Hause ist, gewinnt.</translation>
    </message>
    <message>
        <source>You get four cards from each part of the country (A north Jutland, B the rest of Jutland, C Funen and the southern islands, D Zealand and Bornholm). Before your first roll you choose one of your towns as your start town.</source>
        <translation>Du bekommst vier Karten aus jedem Landesteil (A Nordjütland, B übriges Jütland, C Fünen und die südlichen Inseln, D Seeland und Bornholm). Vor deinem ersten Wurf wählst du eine deiner Städte als Startstadt.</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Der Spielplan</translation>
    </message>
    <message>
        <source>Roads made of spaces join the towns. Towns with a star give you a chance card. Ferries, planes and the Storebælt Bridge take you over the water.</source>
        <translation>Straßen aus Feldern verbinden die Städte. Städte mit Stern bringen dir eine Chance-Karte. Fähren, Flugzeuge und die Storebælt-Brücke bringen dich übers Wasser.</translation>
    </message>
    <message>
        <source>Above: a 3 takes you exactly three spaces. Below: the ferry from Aarhus to Odden.</source>
        <translation>Oben: Eine 3 bringt dich genau drei Felder weit. Unten: die Fähre von Aarhus nach Odden.</translation>
    </message>
    <message>
        <source>Your turn, step by step</source>
        <translation>Dein Zug, Schritt für Schritt</translation>
    </message>
    <message>
        <source>Roll the die (the Space bar).</source>
        <translation>Würfle (Leertaste).</translation>
    </message>
    <message>
        <source>Move exactly that many spaces, always on in one direction: no turning back, except at the end of a road. The app lists every place you can reach.</source>
        <translation>Zieh genau so viele Felder, immer weiter in eine Richtung: kein Umkehren, außer am Ende einer Straße. Die App zeigt alle Orte, die du erreichen kannst.</translation>
    </message>
    <message>
        <source>Do you land exactly on a town of your cards? Then you hand that card in. Just passing through does not count.</source>
        <translation>Landest du genau auf einer Stadt deiner Karten? Dann gibst du diese Karte ab. Nur durchfahren zählt nicht.</translation>
    </message>
    <message>
        <source>Do you land exactly on a star town? Take a chance card: for example an extra roll, a ticket you can keep, or a turn you must miss.</source>
        <translation>Landest du genau auf einer Stern-Stadt? Nimm eine Chance-Karte: zum Beispiel ein Extrawurf, ein Ticket zum Aufheben oder einmal aussetzen.</translation>
    </message>
    <message>
        <source>Special throws and places</source>
        <translation>Besondere Würfe und Orte</translation>
    </message>
    <message>
        <source>A 6: you stay where you are and answer a question card; the next player reads it to you. Right: keep the card and move the number of spaces on it. Every third card you keep gives you an extra roll. Wrong: your turn is over.</source>
        <translation>Eine 6: Du bleibst stehen und beantwortest eine Fragekarte; die nächste Person liest sie dir vor. Richtig: Behalte die Karte und zieh so viele Felder, wie darauf steht. Jede dritte behaltene Karte bringt dir einen Extrawurf. Falsch: Dein Zug ist vorbei.</translation>
    </message>
    <message>
        <source>Ferry, plane or bridge: you must already stand in the harbour, airport or bridge town when your turn begins. Then a 1 or a 5, or a ticket from a chance card, takes you across.</source>
        <translation>Fähre, Flugzeug oder Brücke: Du musst schon zu Beginn deines Zugs in der Hafen-, Flughafen- oder Brückenstadt stehen. Dann bringt dich eine 1 oder 5 oder ein Ticket von einer Chance-Karte hinüber.</translation>
    </message>
    <message>
        <source>Only one piece fits in a town. If your town is taken, you stop on the space just before it.</source>
        <translation>In eine Stadt passt nur eine Figur. Ist deine Stadt besetzt, bleibst du auf dem Feld direkt davor stehen.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Das Ende</translation>
    </message>
    <message>
        <source>When all your cards are handed in, head home. Whoever lands exactly on their start town first wins.</source>
        <translation>Hast du alle Karten abgegeben, geht es nach Hause. Wer zuerst genau auf seiner Startstadt landet, gewinnt.</translation>
    </message>
</context>
<context>
    <name>MindenRules</name>
    <message>
        <source>Square %1, north zone</source>
        <extracomment>the board: 6–16°E × 47–55°N, squares of 2° × 1°; W/O at 10°E, N/M/S at 52°N and 50°N the square the picture explains (east, north zone, square 13, quarter C): no card&apos;s answer where the square is drawn enlarged</extracomment>
        <translation>Quadrat %1, Zone Nord</translation>
    </message>
    <message>
        <source>Tip card: 4 stones</source>
        <translation>Tippkarte: 4 Steine</translation>
    </message>
    <message>
        <source>What is the goal?</source>
        <translation>Worum geht es?</translation>
    </message>
    <message>
        <source>Each round every player gets a card with a place in Germany: a city, a village, a river, a mountain. You guess where it lies on the board. Right guesses move your piece along the track. Whoever is in front at the end is the champion.</source>
        <translation>In jeder Runde bekommt jeder eine Karte mit einem Ort in Deutschland: eine Stadt, ein Dorf, einen Fluss, einen Berg. Du tippst, wo er auf dem Spielplan liegt. Richtige Tipps bringen deine Figur auf der Leiste voran. Wer am Ende vorn steht, ist Meister.</translation>
    </message>
    <message>
        <source>The board and your tip card</source>
        <translation>Der Spielplan und deine Tippkarte</translation>
    </message>
    <message>
        <source>White lines cut Germany into parts. The line from north to south at 10° east splits it into W (west) and O (Ost: east). Two lines at 50° and 52° north make three zones: N (north), M (middle) and S (south).</source>
        <translation>Weiße Linien teilen Deutschland auf. Die Linie von Nord nach Süd bei 10° Ost trennt W (Westen) und O (Osten). Zwei Linien bei 50° und 52° Nord ergeben drei Zonen: N (Norden), M (Mitte) und S (Süden).</translation>
    </message>
    <message>
        <source>Each zone is cut into numbered map squares: 15 in N and S, 10 in M. Each square has four quarters: A top left, B top right, C bottom left, D bottom right.</source>
        <translation>Jede Zone ist in nummerierte Planquadrate geteilt: 15 in N und S, 10 in M. Jedes Quadrat hat vier Viertel: A oben links, B oben rechts, C unten links, D unten rechts.</translation>
    </message>
    <message>
        <source>Your tip card has four stones, one for each question: W or O? N, M or S? Which square? Which quarter? The board names no places, so nobody can just read the answer off the map.</source>
        <translation>Deine Tippkarte hat vier Steine, einen für jede Frage: W oder O? N, M oder S? Welches Quadrat? Welches Viertel? Auf dem Plan stehen keine Ortsnamen, niemand kann die Lösung also einfach ablesen.</translation>
    </message>
    <message>
        <source>The tip O · N · 13 · C: east of 10°, north of 52°, square 13, bottom left quarter.</source>
        <translation>Der Tipp O · N · 13 · C: östlich von 10°, nördlich von 52°, Quadrat 13, Viertel unten links.</translation>
    </message>
    <message>
        <source>A round, step by step</source>
        <translation>Eine Runde, Schritt für Schritt</translation>
    </message>
    <message>
        <source>Pick a card. There is one card for each player; whoever is furthest behind picks first, and the leader gets the last one.</source>
        <translation>Such dir eine Karte aus. Es liegt eine Karte pro Person aus; wer am weitesten hinten steht, wählt zuerst, und wer vorn liegt, bekommt die letzte.</translation>
    </message>
    <message>
        <source>Swap it if you like. Once in the game you may pay your chip for a new card from the pile. Whoever is behind decides first.</source>
        <translation>Tausche sie, wenn du magst. Einmal im Spiel darfst du deinen Chip für eine neue Karte vom Stapel abgeben. Wer hinten liegt, entscheidet zuerst.</translation>
    </message>
    <message>
        <source>Place your stones on the tip card, in this order: W/O, then N/M/S, then the square, then the quarter. You may stop after any stone. With several people the laptop goes round, and nobody sees the others&apos; tips.</source>
        <translation>Setze deine Steine auf die Tippkarte, in dieser Reihenfolge: W/O, dann N/M/S, dann das Quadrat, dann das Viertel. Du darfst nach jedem Stein aufhören. Spielen mehrere, geht der Laptop reihum, und niemand sieht die Tipps der anderen.</translation>
    </message>
    <message>
        <source>Show where you think the place is: click the map. Then the card is turned over and the app checks every stone. Whoever is furthest behind goes first.</source>
        <translation>Zeig, wo du den Ort vermutest: Klick auf die Karte. Dann wird die Karte umgedreht, und die App prüft jeden Stein. Wer am weitesten hinten steht, ist zuerst dran.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Every right stone moves your piece one space. Spaces with another piece on them do not count: you jump over them.</source>
        <translation>Jeder richtige Stein bringt deine Figur ein Feld weiter. Felder, auf denen schon eine Figur steht, zählen nicht: Du springst darüber.</translation>
    </message>
    <message>
        <source>But careful: if even one of your stones is wrong, you do not move at all. Only place a stone when you are fairly sure.</source>
        <translation>Aber Vorsicht: Ist auch nur ein Stein falsch, ziehst du gar nicht. Setz einen Stein nur, wenn du dir ziemlich sicher bist.</translation>
    </message>
    <message>
        <source>A right tip with enough stones lets you keep the card: yellow city cards need all 4 stones, orange place cards and blue expert cards 3, green nature cards 2.</source>
        <translation>Mit einem richtigen Tipp und genug Steinen darfst du die Karte behalten: Gelbe Stadtkarten brauchen alle 4 Steine, orange Ortskarten und blaue Expertenkarten 3, grüne Naturkarten 2.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Das Ende</translation>
    </message>
    <message>
        <source>When a piece reaches the orange spaces at the end of the track, the round is played to its end and the game is over. (It also ends when the pile has too few cards for a round.)</source>
        <translation>Erreicht eine Figur die orangen Felder am Ende der Leiste, wird die Runde noch zu Ende gespielt, dann ist Schluss. (Es endet auch, wenn der Stapel nicht mehr für eine Runde reicht.)</translation>
    </message>
    <message>
        <source>Then the kept cards count, colour by colour: whoever has the most cards of a colour moves 5 spaces; if several have the most, each of them moves 2. Whoever is in front after that wins.</source>
        <translation>Dann zählen die behaltenen Karten, Farbe für Farbe: Wer die meisten Karten einer Farbe hat, zieht 5 Felder; haben mehrere gleich viele, zieht jeder von ihnen 2. Wer danach vorn steht, gewinnt.</translation>
    </message>
    <message>
        <source>In the new-game dialog you can add the blue expert cards and two variants: swapping again for a stone, and challenging a tip you think is wrong.</source>
        <translation>Beim neuen Spiel kannst du die blauen Expertenkarten dazunehmen und zwei Varianten wählen: noch einmal tauschen gegen einen Stein, und einen Tipp anzweifeln, den du für falsch hältst.</translation>
    </message>
</context>
<context>
    <name>RulesAccess</name>
    <message>
        <source>How to &amp;play</source>
        <extracomment>the object name of the main window&apos;s F1 action (one per window, also after a rebuild)</extracomment>
        <translation>So &amp;wird gespielt</translation>
    </message>
    <message>
        <source>The rules in short, with pictures (F1)</source>
        <translation>Die Regeln kurz erklärt, mit Bildern (F1)</translation>
    </message>
    <message>
        <source>Every game&apos;s rules are in the Help menu; F1 on a game shows its own.</source>
        <translation>Die Regeln jedes Spiels stehen im Hilfe-Menü; F1 in einem Spiel zeigt seine Regeln.</translation>
    </message>
    <message>
        <source>How to play: %1</source>
        <translation>So wird gespielt: %1</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>How to play: %1</source>
        <extracomment>the widest a section&apos;s text grows (pixels) the narrowest a text beside a picture may be; narrower, the picture goes under the text</extracomment>
        <translation>So wird gespielt: %1</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>How to play — Finden Sie Minden</source>
        <translation>So wird gespielt — Finden Sie Minden</translation>
    </message>
    <message>
        <source>How to play — 10 Tage durch Deutschland</source>
        <translation>So wird gespielt — 10 Tage durch Deutschland</translation>
    </message>
    <message>
        <source>How to play — Danmark-spillet</source>
        <translation>So wird gespielt — Danmark-spillet</translation>
    </message>
    <message>
        <source>How to play — Carcassonne — Germany</source>
        <translation>So wird gespielt — Carcassonne — Deutschland</translation>
    </message>
    <message>
        <source>How to play — Stadt-Land-anders</source>
        <translation>So wird gespielt — Stadt-Land-anders</translation>
    </message>
</context>
<context>
    <name>StadtlandRules</name>
    <message>
        <source>Prompt</source>
        <extracomment>the columns: width, heading; then the row of one round: the term and its points</extracomment>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>Animal</source>
        <translation>Tier</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Belgium</source>
        <translation>Belgien</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Bär</translation>
    </message>
    <message>
        <source>Begins with B</source>
        <translation>Beginnt mit B</translation>
    </message>
    <message>
        <source>2 alone · 1 shared · +1 for each gap of the others</source>
        <translation>2 allein · 1 geteilt · +1 für jede Lücke der anderen</translation>
    </message>
    <message>
        <source>(the next round goes in the next row)</source>
        <translation>(die nächste Runde kommt in die nächste Zeile)</translation>
    </message>
    <message>
        <source>What is the goal?</source>
        <translation>Worum geht es?</translation>
    </message>
    <message>
        <source>Find a word for every category that fits the round&apos;s prompt — best a word nobody else thinks of. Whoever has the most points after the last round wins.</source>
        <translation>Finde für jede Kategorie ein Wort, das zur Vorgabe der Runde passt — am besten eines, auf das sonst niemand kommt. Wer nach der letzten Runde die meisten Punkte hat, gewinnt.</translation>
    </message>
    <message>
        <source>Paper, pen and the laptop</source>
        <translation>Papier, Stift und der Laptop</translation>
    </message>
    <message>
        <source>Everybody writes on their own sheet of paper: one column for each category (for example City, Country, River, Animal) and one row for each round.</source>
        <translation>Jeder schreibt auf sein eigenes Blatt: eine Spalte für jede Kategorie (zum Beispiel Stadt, Land, Fluss, Tier) und eine Zeile für jede Runde.</translation>
    </message>
    <message>
        <source>The laptop is the game master: it shows the prompt, runs the clock, checks what it can and keeps the score.</source>
        <translation>Der Laptop leitet das Spiel: Er zeigt die Vorgabe, lässt die Uhr laufen, prüft, was er prüfen kann, und zählt die Punkte.</translation>
    </message>
    <message>
        <source>Green prompts are about letters (“begins with B”); blue prompts want ideas (“sweet”: a sweet city? a sweet animal?).</source>
        <translation>Grüne Vorgaben drehen sich um Buchstaben („beginnt mit B“); blaue wollen Ideen („süß“: eine süße Stadt? ein süßes Tier?).</translation>
    </message>
    <message>
        <source>One round on a sheet: the prompt, one word per category and its points.</source>
        <translation>Eine Runde auf dem Blatt: die Vorgabe, ein Wort pro Kategorie und seine Punkte.</translation>
    </message>
    <message>
        <source>A round, step by step</source>
        <translation>Eine Runde, Schritt für Schritt</translation>
    </message>
    <message>
        <source>The laptop shows the prompt. Everybody writes at the same time.</source>
        <translation>Der Laptop zeigt die Vorgabe. Alle schreiben gleichzeitig.</translation>
    </message>
    <message>
        <source>Every category filled? Press “Stopp und Aus!” and the round is over.</source>
        <translation>Alle Kategorien gefüllt? Drück „Stopp und Aus!“, und die Runde ist vorbei.</translation>
    </message>
    <message>
        <source>Stuck with at least two filled? Press “Stopp und 1!”: you stop writing, and ten seconds later the round is over for everybody.</source>
        <translation>Mindestens zwei gefüllt, aber dir fällt nichts mehr ein? Drück „Stopp und 1!“: Du hörst auf zu schreiben, und zehn Sekunden später ist die Runde für alle vorbei.</translation>
    </message>
    <message>
        <source>One after the other, everybody types their words into the laptop.</source>
        <translation>Nacheinander tippt jeder seine Wörter in den Laptop.</translation>
    </message>
    <message>
        <source>The laptop crosses out what breaks a rule. Is a word doubtful? The others vote on it; a tie lets it stand.</source>
        <translation>Der Laptop streicht, was gegen eine Regel verstößt. Ist ein Wort fraglich? Die anderen stimmen ab; bei Gleichstand bleibt es stehen.</translation>
    </message>
    <message>
        <source>Which words count, and points</source>
        <translation>Welche Wörter zählen, und Punkte</translation>
    </message>
    <message>
        <source>A word counts only once in the whole game, and you may not use one word in two columns. A surprising idea counts if you can explain it.</source>
        <translation>Ein Wort zählt im ganzen Spiel nur einmal, und du darfst ein Wort nicht in zwei Spalten schreiben. Eine überraschende Idee zählt, wenn du sie erklären kannst.</translation>
    </message>
    <message>
        <source>Points in each column: 2 for a word only you have, 1 for a word someone else has too, and 1 extra point for every other player who has nothing there.</source>
        <translation>Punkte in jeder Spalte: 2 für ein Wort, das nur du hast, 1 für ein Wort, das auch jemand anderes hat, und 1 Extrapunkt für jeden anderen, der dort nichts stehen hat.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Das Ende</translation>
    </message>
    <message>
        <source>The game lasts 5, 7 or 9 rounds. Then the most points win; if the lead is shared, you play one more round.</source>
        <translation>Das Spiel dauert 5, 7 oder 9 Runden. Dann gewinnen die meisten Punkte; liegen mehrere vorn, spielt ihr noch eine Runde.</translation>
    </message>
</context>
<context>
    <name>TageRules</name>
    <message>
        <source>Train</source>
        <extracomment>the route of the picture (a correct one: ``tests/test_rules_pages.py`` checks it) the region the bus of the picture stands for (it borders Chemnitz and Unterfranken)</extracomment>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Bus</source>
        <translation>Bus</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Tag %1</translation>
    </message>
    <message>
        <source>via %1</source>
        <translation>über %1</translation>
    </message>
    <message>
        <source>neighbours</source>
        <translation>Nachbarn</translation>
    </message>
    <message>
        <source>train</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>bus</source>
        <translation>Bus</translation>
    </message>
    <message>
        <source>What is the goal?</source>
        <translation>Worum geht es?</translation>
    </message>
    <message>
        <source>Plan a trip through Germany that lasts ten days. Your card holder has a place for each day. The first player whose ten cards make a correct trip from day 1 to day 10 wins.</source>
        <translation>Plane eine Reise durch Deutschland, die zehn Tage dauert. Dein Kartenhalter hat einen Platz für jeden Tag. Wer zuerst mit seinen zehn Karten eine richtige Reise von Tag 1 bis Tag 10 hat, gewinnt.</translation>
    </message>
    <message>
        <source>The map and the cards</source>
        <translation>Die Karte und die Spielkarten</translation>
    </message>
    <message>
        <source>The map shows Germany in 43 regions; the North Sea, the Baltic Sea and Lake Constance count as regions too. Every region has a train colour and a symbol: ● red, ▲ orange, ■ blue, ◆ violet, ★ green. Berlin is black: it goes with every train colour.</source>
        <translation>Die Karte zeigt Deutschland in 43 Regionen; Nordsee, Ostsee und Bodensee zählen auch als Regionen. Jede Region hat eine Zugfarbe und ein Zeichen: ● Rot, ▲ Orange, ■ Blau, ◆ Violett, ★ Grün. Berlin ist schwarz: Es passt zu jeder Zugfarbe.</translation>
    </message>
    <message>
        <source>There are region cards, train cards in the five colours, and bus cards. Point at a region or a card and the map shows its neighbours.</source>
        <translation>Es gibt Regionskarten, Zugkarten in den fünf Farben und Buskarten. Zeigst du auf eine Region oder Karte, zeigt die Karte ihre Nachbarn.</translation>
    </message>
    <message>
        <source>How one day leads to the next</source>
        <translation>Wie ein Tag zum nächsten führt</translation>
    </message>
    <message>
        <source>Neighbours: a region may follow a region that shares a border with it.</source>
        <translation>Nachbarn: Auf eine Region darf eine Region folgen, die eine gemeinsame Grenze mit ihr hat.</translation>
    </message>
    <message>
        <source>Train: a train card joins two regions of its colour, however far apart they are.</source>
        <translation>Zug: Eine Zugkarte verbindet zwei Regionen ihrer Farbe, egal wie weit sie auseinanderliegen.</translation>
    </message>
    <message>
        <source>Bus: a bus card jumps over one region that borders the region before and the region after it. Its colour does not matter.</source>
        <translation>Bus: Eine Buskarte springt über eine Region, die an die Region davor und die danach grenzt. Welche Farbe der Bus hat, ist egal.</translation>
    </message>
    <message>
        <source>Day 1 and day 10 must be regions, and only one train or bus may stand between two regions.</source>
        <translation>Tag 1 und Tag 10 müssen Regionen sein, und zwischen zwei Regionen darf nur ein Zug oder Bus stehen.</translation>
    </message>
    <message>
        <source>A correct trip: neighbours (solid), a green train from Lüneburg to Dresden (dashed), a bus over Oberfranken (dotted).</source>
        <translation>Eine richtige Reise: Nachbarn (durchgezogen), ein grüner Zug von Lüneburg nach Dresden (gestrichelt), ein Bus über Oberfranken (gepunktet).</translation>
    </message>
    <message>
        <source>Your turn, step by step</source>
        <translation>Dein Zug, Schritt für Schritt</translation>
    </message>
    <message>
        <source>At the start everybody gets ten cards and puts them one by one on free days of the holder. Then the game begins; the youngest player starts.</source>
        <translation>Zu Beginn bekommt jeder zehn Karten und stellt sie eine nach der anderen auf freie Tage des Halters. Dann geht es los; die jüngste Person fängt an.</translation>
    </message>
    <message>
        <source>Take a card: the top card of the face-down pile, or the top card of one of the three face-up discard piles.</source>
        <translation>Nimm eine Karte: die oberste vom verdeckten Stapel oder die oberste von einem der drei offenen Ablagestapel.</translation>
    </message>
    <message>
        <source>Use it or drop it: swap it for a card on your holder (the old card goes onto a discard pile), or put it straight onto a discard pile.</source>
        <translation>Benutz sie oder wirf sie ab: Tausch sie gegen eine Karte auf deinem Halter (die alte kommt auf einen Ablagestapel) oder leg sie gleich auf einen Ablagestapel.</translation>
    </message>
    <message>
        <source>Trip complete? Call it out with the button. The app checks every link.</source>
        <translation>Reise fertig? Ruf es mit dem Knopf aus. Die App prüft jede Verbindung.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Das Ende</translation>
    </message>
    <message>
        <source>There are no points: the first correct trip wins at once. If a call was wrong, the app shows which link does not work and the game goes on.</source>
        <translation>Es gibt keine Punkte: Die erste richtige Reise gewinnt sofort. War ein Ausruf falsch, zeigt die App, welche Verbindung nicht passt, und das Spiel geht weiter.</translation>
    </message>
    <message>
        <source>With two or more people the laptop is passed on at each turn, and only your own cards are face up.</source>
        <translation>Spielen zwei oder mehr Personen, wird der Laptop bei jedem Zug weitergegeben, und nur deine eigenen Karten sind aufgedeckt.</translation>
    </message>
</context>
</TS>
