<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK">
<context>
    <name>CarcassonneRules</name>
    <message>
        <source>City: 3 tiles × 2 + 1 shield × 2 = 8 points</source>
        <extracomment>three tiles that close a city (base game kinds, quarter turns): a cap facing east, a city across with a shield, a cap facing west — 3 tiles × 2 + 1 shield × 2 = 8 points</extracomment>
        <translation>By: 3 brikker × 2 + 1 våben × 2 = 8 point</translation>
    </message>
    <message>
        <source>an upgraded meeple counts as two</source>
        <translation>en opgraderet meeple tæller dobbelt</translation>
    </message>
    <message>
        <source>What is the goal?</source>
        <translation>Hvad går spillet ud på?</translation>
    </message>
    <message>
        <source>Together you lay a landscape of tiles over the map of Germany: roads, cities, monasteries and fields. Put your meeples on them: finished roads, cities and monasteries bring points. Whoever has the most points at the end wins.</source>
        <translation>Sammen lægger I et landskab af brikker over Tysklandskortet: veje, byer, klostre og marker. Sæt dine meeples på dem: færdige veje, byer og klostre giver point. Den med flest point til sidst vinder.</translation>
    </message>
    <message>
        <source>The map</source>
        <translation>Landkortet</translation>
    </message>
    <message>
        <source>The map is cut into squares, and a tile may only lie on a square of the map. The first tiles lie on two of the start squares Rostock, Erfurt and Stuttgart.</source>
        <translation>Kortet er delt i felter, og en brik må kun ligge på et felt på kortet. De første brikker ligger på to af startfelterne Rostock, Erfurt og Stuttgart.</translation>
    </message>
    <message>
        <source>Six big cities are printed on the map: Hamburg, Berlin, Hannover, the Ruhrgebiet, Frankfurt and München. No tile goes on them, but a tile next to one must carry its city on. Roads and cities printed at the edge of the map must be carried on as well.</source>
        <translation>Seks storbyer er trykt på kortet: Hamburg, Berlin, Hannover, Ruhrgebiet, Frankfurt og München. Der må ikke ligge brikker på dem, men en brik ved siden af skal føre byen videre. Veje og byer, der er trykt ved kortets kant, skal også føres videre.</translation>
    </message>
    <message>
        <source>Map-Chips lie face down on some squares. Lay a tile there and the chip is yours: 1 or 2 points at once.</source>
        <translation>På nogle felter ligger Map-Chips med bagsiden op. Læg en brik der, så er chippen din: 1 eller 2 point med det samme.</translation>
    </message>
    <message>
        <source>Your turn, step by step</source>
        <translation>Din tur, trin for trin</translation>
    </message>
    <message>
        <source>You get a new tile. Turn it (R) and lay it next to a tile that is already there, so that every side fits: road to road, city to city, field to field.</source>
        <translation>Du får en ny brik. Drej den (R), og læg den ved siden af en brik, der allerede ligger, så alle sider passer: vej til vej, by til by, mark til mark.</translation>
    </message>
    <message>
        <source>If you like, put one meeple on the tile you just laid: on its road, city, monastery or field, if nobody has a meeple there yet.</source>
        <translation>Hvis du vil, så sæt én meeple på brikken, du lige har lagt: på dens vej, by, kloster eller mark, hvis ingen har en meeple der endnu.</translation>
    </message>
    <message>
        <source>Chips worth exactly 4 together can upgrade one of your meeples: it then counts as two meeples.</source>
        <translation>Chips til en værdi af præcis 4 kan tilsammen opgradere en af dine meeples: den tæller så som to meeples.</translation>
    </message>
    <message>
        <source>Roads, cities and monasteries that are finished now are scored, and their meeples come back to their owners.</source>
        <translation>Veje, byer og klostre, der nu er færdige, giver point, og deres meeples kommer tilbage til ejerne.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>A finished road: 1 point per tile. A finished city: 2 points per tile and 2 per shield. A monastery with tiles all round it: 9 points. The edge of the map closes a road or a city like a tile would.</source>
        <translation>En færdig vej: 1 point pr. brik. En færdig by: 2 point pr. brik og 2 pr. våbenskjold. Et kloster med brikker hele vejen rundt: 9 point. Kortets kant lukker en vej eller by, ligesom en brik ville.</translation>
    </message>
    <message>
        <source>Whoever has the most meeples on a road or city gets its points; if several have the most, each of them gets them all.</source>
        <translation>Den, der har flest meeples på en vej eller by, får pointene; har flere lige mange, får hver af dem dem alle.</translation>
    </message>
    <message>
        <source>Blue&apos;s meeple holds a city that has just been finished; below, three chips worth 4 pay for an upgrade.</source>
        <translation>Den blå meeple står i en by, der lige er blevet færdig; nedenunder betaler tre chips til en værdi af 4 for en opgradering.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Slutningen</translation>
    </message>
    <message>
        <source>When the last tile has been laid, what is left unfinished counts too: a road 1 point per tile, a city 1 per tile and 1 per shield, a monastery 1 plus 1 per tile around it. A meeple lying in a field (a farmer) gets 3 points for each finished city next to its field. Then the most points win.</source>
        <translation>Når den sidste brik er lagt, tæller det ufærdige også: en vej 1 point pr. brik, en by 1 pr. brik og 1 pr. våbenskjold, et kloster 1 plus 1 pr. brik rundt om det. En meeple, der ligger på en mark (en bonde), får 3 point for hver færdig by ved sin mark. Så vinder flest point.</translation>
    </message>
</context>
<context>
    <name>DanmarkRules</name>
    <message>
        <source>your piece</source>
        <extracomment>the pips of each face on a 3 × 3 grid (column, row)</extracomment>
        <translation>din brik</translation>
    </message>
    <message>
        <source>a town on your cards: exactly 3</source>
        <translation>en by på dine kort: præcis 3</translation>
    </message>
    <message>
        <source>Ferry, plane, bridge: a 1 or a 5, or a ticket</source>
        <translation>Færge, fly, bro: en 1&apos;er eller 5&apos;er eller en billet</translation>
    </message>
    <message>
        <source>What is the goal?</source>
        <translation>Hvad går spillet ud på?</translation>
    </message>
    <message>
        <source>Travel round Denmark: visit every town on your 16 city cards and then go back home to the town you started from. Whoever gets home first wins.</source>
        <translation>Rejs rundt i Danmark: besøg alle byerne på dine 16 bykort, og tag så hjem til den by, du startede i. Den, der først er hjemme, vinder.</translation>
    </message>
    <message>
        <source>You get four cards from each part of the country (A north Jutland, B the rest of Jutland, C Funen and the southern islands, D Zealand and Bornholm). Before your first roll you choose one of your towns as your start town.</source>
        <translation>Du får fire kort fra hver landsdel (A Nordjylland, B resten af Jylland, C Fyn og øerne mod syd, D Sjælland og Bornholm). Før dit første slag vælger du en af dine byer som startby.</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Spillepladen</translation>
    </message>
    <message>
        <source>Roads made of spaces join the towns. Towns with a star give you a chance card. Ferries, planes and the Storebælt Bridge take you over the water.</source>
        <translation>Veje af felter forbinder byerne. Byer med en stjerne giver dig et chancekort. Færger, fly og Storebæltsbroen bringer dig over vandet.</translation>
    </message>
    <message>
        <source>Above: a 3 takes you exactly three spaces. Below: the ferry from Aarhus to Odden.</source>
        <translation>Øverst: en 3&apos;er flytter dig præcis tre felter. Nederst: færgen fra Aarhus til Odden.</translation>
    </message>
    <message>
        <source>Your turn, step by step</source>
        <translation>Din tur, trin for trin</translation>
    </message>
    <message>
        <source>Roll the die (the Space bar).</source>
        <translation>Slå med terningen (mellemrumstasten).</translation>
    </message>
    <message>
        <source>Move exactly that many spaces, always on in one direction: no turning back, except at the end of a road. The app lists every place you can reach.</source>
        <translation>Ryk præcis så mange felter, hele tiden i samme retning: ingen vending, undtagen for enden af en vej. Appen viser alle steder, du kan nå.</translation>
    </message>
    <message>
        <source>Do you land exactly on a town of your cards? Then you hand that card in. Just passing through does not count.</source>
        <translation>Lander du præcis på en by fra dine kort? Så afleverer du det kort. Bare at køre igennem tæller ikke.</translation>
    </message>
    <message>
        <source>Do you land exactly on a star town? Take a chance card: for example an extra roll, a ticket you can keep, or a turn you must miss.</source>
        <translation>Lander du præcis på en stjerneby? Tag et chancekort: for eksempel et ekstra slag, en billet du kan gemme, eller en tur du må stå over.</translation>
    </message>
    <message>
        <source>Special throws and places</source>
        <translation>Særlige slag og steder</translation>
    </message>
    <message>
        <source>A 6: you stay where you are and answer a question card; the next player reads it to you. Right: keep the card and move the number of spaces on it. Every third card you keep gives you an extra roll. Wrong: your turn is over.</source>
        <translation>En 6&apos;er: du bliver stående og svarer på et spørgekort; den næste spiller læser det op for dig. Rigtigt: behold kortet, og ryk det antal felter, der står på det. Hvert tredje kort, du beholder, giver et ekstra slag. Forkert: din tur er slut.</translation>
    </message>
    <message>
        <source>Ferry, plane or bridge: you must already stand in the harbour, airport or bridge town when your turn begins. Then a 1 or a 5, or a ticket from a chance card, takes you across.</source>
        <translation>Færge, fly eller bro: du skal allerede stå i havne-, lufthavns- eller broby, når din tur begynder. Så bringer en 1&apos;er eller 5&apos;er, eller en billet fra et chancekort, dig over.</translation>
    </message>
    <message>
        <source>Only one piece fits in a town. If your town is taken, you stop on the space just before it.</source>
        <translation>Der er kun plads til én brik i en by. Er din by optaget, stopper du på feltet lige før.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Slutningen</translation>
    </message>
    <message>
        <source>When all your cards are handed in, head home. Whoever lands exactly on their start town first wins.</source>
        <translation>Når alle dine kort er afleveret, går turen hjem. Den, der først lander præcis på sin startby, vinder.</translation>
    </message>
</context>
<context>
    <name>MindenRules</name>
    <message>
        <source>Square %1, north zone</source>
        <extracomment>the board: 6–16°E × 47–55°N, squares of 2° × 1°; W/O at 10°E, N/M/S at 52°N and 50°N the square the picture explains (east, north zone, square 13, quarter C): no card&apos;s answer where the square is drawn enlarged</extracomment>
        <translation>Felt %1, nordzonen</translation>
    </message>
    <message>
        <source>Tip card: 4 stones</source>
        <translation>Tipkort: 4 sten</translation>
    </message>
    <message>
        <source>What is the goal?</source>
        <translation>Hvad går spillet ud på?</translation>
    </message>
    <message>
        <source>Each round every player gets a card with a place in Germany: a city, a village, a river, a mountain. You guess where it lies on the board. Right guesses move your piece along the track. Whoever is in front at the end is the champion.</source>
        <translation>I hver runde får alle et kort med et sted i Tyskland: en by, en landsby, en flod, et bjerg. Du gætter, hvor det ligger på pladen. Rigtige gæt flytter din brik frem på banen. Den, der står forrest til sidst, er mester.</translation>
    </message>
    <message>
        <source>The board and your tip card</source>
        <translation>Spillepladen og dit tipkort</translation>
    </message>
    <message>
        <source>White lines cut Germany into parts. The line from north to south at 10° east splits it into W (west) and O (Ost: east). Two lines at 50° and 52° north make three zones: N (north), M (middle) and S (south).</source>
        <translation>Hvide linjer deler Tyskland op. Linjen fra nord til syd ved 10° øst deler det i W (vest) og O (Ost: øst). To linjer ved 50° og 52° nord giver tre zoner: N (nord), M (midt) og S (syd).</translation>
    </message>
    <message>
        <source>Each zone is cut into numbered map squares: 15 in N and S, 10 in M. Each square has four quarters: A top left, B top right, C bottom left, D bottom right.</source>
        <translation>Hver zone er delt i nummererede kortfelter: 15 i N og S, 10 i M. Hvert felt har fire fjerdedele: A øverst til venstre, B øverst til højre, C nederst til venstre, D nederst til højre.</translation>
    </message>
    <message>
        <source>Your tip card has four stones, one for each question: W or O? N, M or S? Which square? Which quarter? The board names no places, so nobody can just read the answer off the map.</source>
        <translation>Dit tipkort har fire sten, én til hvert spørgsmål: W eller O? N, M eller S? Hvilket felt? Hvilken fjerdedel? Pladen viser ingen stednavne, så ingen kan bare aflæse svaret på kortet.</translation>
    </message>
    <message>
        <source>The tip O · N · 13 · C: east of 10°, north of 52°, square 13, bottom left quarter.</source>
        <translation>Tippet O · N · 13 · C: øst for 10°, nord for 52°, felt 13, fjerdedelen nederst til venstre.</translation>
    </message>
    <message>
        <source>A round, step by step</source>
        <translation>En runde, trin for trin</translation>
    </message>
    <message>
        <source>Pick a card. There is one card for each player; whoever is furthest behind picks first, and the leader gets the last one.</source>
        <translation>Vælg et kort. Der ligger ét kort til hver spiller; den, der er længst bagud, vælger først, og den førende får det sidste.</translation>
    </message>
    <message>
        <source>Swap it if you like. Once in the game you may pay your chip for a new card from the pile. Whoever is behind decides first.</source>
        <translation>Byt det, hvis du vil. Én gang i spillet må du betale din jeton for et nyt kort fra bunken. Den, der er bagud, bestemmer først.</translation>
    </message>
    <message>
        <source>Place your stones on the tip card, in this order: W/O, then N/M/S, then the square, then the quarter. You may stop after any stone. With several people the laptop goes round, and nobody sees the others&apos; tips.</source>
        <translation>Sæt dine sten på tipkortet i denne rækkefølge: W/O, så N/M/S, så feltet, så fjerdedelen. Du må stoppe efter hver sten. Er I flere, går computeren på omgang, og ingen ser de andres tip.</translation>
    </message>
    <message>
        <source>Show where you think the place is: click the map. Then the card is turned over and the app checks every stone. Whoever is furthest behind goes first.</source>
        <translation>Vis, hvor du tror stedet ligger: klik på kortet. Så vendes kortet, og appen tjekker hver sten. Den, der er længst bagud, starter.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Every right stone moves your piece one space. Spaces with another piece on them do not count: you jump over them.</source>
        <translation>Hver rigtig sten flytter din brik ét felt frem. Felter med en anden brik tæller ikke: du hopper over dem.</translation>
    </message>
    <message>
        <source>But careful: if even one of your stones is wrong, you do not move at all. Only place a stone when you are fairly sure.</source>
        <translation>Men pas på: er bare én af dine sten forkert, rykker du slet ikke. Sæt kun en sten, når du er nogenlunde sikker.</translation>
    </message>
    <message>
        <source>A right tip with enough stones lets you keep the card: yellow city cards need all 4 stones, orange place cards and blue expert cards 3, green nature cards 2.</source>
        <translation>Med et rigtigt tip og nok sten må du beholde kortet: gule bykort kræver alle 4 sten, orange stedkort og blå ekspertkort 3, grønne naturkort 2.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Slutningen</translation>
    </message>
    <message>
        <source>When a piece reaches the orange spaces at the end of the track, the round is played to its end and the game is over. (It also ends when the pile has too few cards for a round.)</source>
        <translation>Når en brik når de orange felter for enden af banen, spilles runden færdig, og så er spillet slut. (Det slutter også, når bunken har for få kort til en runde.)</translation>
    </message>
    <message>
        <source>Then the kept cards count, colour by colour: whoever has the most cards of a colour moves 5 spaces; if several have the most, each of them moves 2. Whoever is in front after that wins.</source>
        <translation>Så tæller de beholdte kort, farve for farve: den, der har flest kort i en farve, rykker 5 felter; har flere lige mange, rykker hver af dem 2. Den, der derefter står forrest, vinder.</translation>
    </message>
    <message>
        <source>In the new-game dialog you can add the blue expert cards and two variants: swapping again for a stone, and challenging a tip you think is wrong.</source>
        <translation>Når du starter et nyt spil, kan du tage de blå ekspertkort med og vælge to varianter: at bytte igen for en sten og at udfordre et tip, du tror er forkert.</translation>
    </message>
</context>
<context>
    <name>RulesAccess</name>
    <message>
        <source>How to &amp;play</source>
        <extracomment>the object name of the main window&apos;s F1 action (one per window, also after a rebuild)</extracomment>
        <translation>Sådan spiller &amp;du</translation>
    </message>
    <message>
        <source>The rules in short, with pictures (F1)</source>
        <translation>Reglerne kort fortalt, med billeder (F1)</translation>
    </message>
    <message>
        <source>Every game&apos;s rules are in the Help menu; F1 on a game shows its own.</source>
        <translation>Alle spils regler står i Hjælp-menuen; F1 i et spil viser dets egne.</translation>
    </message>
    <message>
        <source>How to play: %1</source>
        <translation>Sådan spiller du: %1</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>How to play: %1</source>
        <extracomment>the widest a section&apos;s text grows (pixels) the narrowest a text beside a picture may be; narrower, the picture goes under the text</extracomment>
        <translation>Sådan spiller du: %1</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Luk</translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>How to play — Finden Sie Minden</source>
        <translation>Sådan spiller du — Finden Sie Minden</translation>
    </message>
    <message>
        <source>How to play — 10 Tage durch Deutschland</source>
        <translation>Sådan spiller du — 10 Tage durch Deutschland</translation>
    </message>
    <message>
        <source>How to play — Danmark-spillet</source>
        <translation>Sådan spiller du — Danmark-spillet</translation>
    </message>
    <message>
        <source>How to play — Carcassonne — Germany</source>
        <translation>Sådan spiller du — Carcassonne — Tyskland</translation>
    </message>
    <message>
        <source>How to play — Stadt-Land-anders</source>
        <translation>Sådan spiller du — Stadt-Land-anders</translation>
    </message>
</context>
<context>
    <name>StadtlandRules</name>
    <message>
        <source>Prompt</source>
        <extracomment>the columns: width, heading; then the row of one round: the term and its points</extracomment>
        <translation>Opgave</translation>
    </message>
    <message>
        <source>City</source>
        <translation>By</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Flod</translation>
    </message>
    <message>
        <source>Animal</source>
        <translation>Dyr</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Belgium</source>
        <translation>Belgien</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Bjørn</translation>
    </message>
    <message>
        <source>Begins with B</source>
        <translation>Begynder med B</translation>
    </message>
    <message>
        <source>2 alone · 1 shared · +1 for each gap of the others</source>
        <translation>2 alene · 1 delt · +1 for hvert hul hos de andre</translation>
    </message>
    <message>
        <source>(the next round goes in the next row)</source>
        <translation>(næste runde kommer i næste række)</translation>
    </message>
    <message>
        <source>What is the goal?</source>
        <translation>Hvad går spillet ud på?</translation>
    </message>
    <message>
        <source>Find a word for every category that fits the round&apos;s prompt — best a word nobody else thinks of. Whoever has the most points after the last round wins.</source>
        <translation>Find et ord til hver kategori, der passer til rundens opgave — helst et, som ingen andre kommer på. Den med flest point efter sidste runde vinder.</translation>
    </message>
    <message>
        <source>Paper, pen and the laptop</source>
        <translation>Papir, blyant og computeren</translation>
    </message>
    <message>
        <source>Everybody writes on their own sheet of paper: one column for each category (for example City, Country, River, Animal) and one row for each round.</source>
        <translation>Alle skriver på deres eget stykke papir: en kolonne til hver kategori (for eksempel By, Land, Flod, Dyr) og en række til hver runde.</translation>
    </message>
    <message>
        <source>The laptop is the game master: it shows the prompt, runs the clock, checks what it can and keeps the score.</source>
        <translation>Computeren er spilleder: den viser opgaven, styrer uret, tjekker det, den kan, og holder styr på pointene.</translation>
    </message>
    <message>
        <source>Green prompts are about letters (“begins with B”); blue prompts want ideas (“sweet”: a sweet city? a sweet animal?).</source>
        <translation>Grønne opgaver handler om bogstaver (»begynder med B«); blå opgaver vil have idéer (»sød«: en sød by? et sødt dyr?).</translation>
    </message>
    <message>
        <source>One round on a sheet: the prompt, one word per category and its points.</source>
        <translation>En runde på papiret: opgaven, et ord pr. kategori og dets point.</translation>
    </message>
    <message>
        <source>A round, step by step</source>
        <translation>En runde, trin for trin</translation>
    </message>
    <message>
        <source>The laptop shows the prompt. Everybody writes at the same time.</source>
        <translation>Computeren viser opgaven. Alle skriver på samme tid.</translation>
    </message>
    <message>
        <source>Every category filled? Press “Stopp und Aus!” and the round is over.</source>
        <translation>Er alle kategorier udfyldt? Tryk på »Stopp und Aus!«, så er runden slut.</translation>
    </message>
    <message>
        <source>Stuck with at least two filled? Press “Stopp und 1!”: you stop writing, and ten seconds later the round is over for everybody.</source>
        <translation>Mindst to udfyldt, men du er gået i stå? Tryk på »Stopp und 1!«: du holder op med at skrive, og ti sekunder senere er runden slut for alle.</translation>
    </message>
    <message>
        <source>One after the other, everybody types their words into the laptop.</source>
        <translation>Én efter én skriver alle deres ord ind på computeren.</translation>
    </message>
    <message>
        <source>The laptop crosses out what breaks a rule. Is a word doubtful? The others vote on it; a tie lets it stand.</source>
        <translation>Computeren streger det ud, der bryder en regel. Er et ord tvivlsomt? De andre stemmer om det; står det lige, får det lov at blive.</translation>
    </message>
    <message>
        <source>Which words count, and points</source>
        <translation>Hvilke ord tæller, og point</translation>
    </message>
    <message>
        <source>A word counts only once in the whole game, and you may not use one word in two columns. A surprising idea counts if you can explain it.</source>
        <translation>Et ord tæller kun én gang i hele spillet, og du må ikke bruge ét ord i to kolonner. En overraskende idé tæller, hvis du kan forklare den.</translation>
    </message>
    <message>
        <source>Points in each column: 2 for a word only you have, 1 for a word someone else has too, and 1 extra point for every other player who has nothing there.</source>
        <translation>Point i hver kolonne: 2 for et ord, kun du har, 1 for et ord, som en anden også har, og 1 ekstra point for hver anden spiller, der ikke har noget der.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Slutningen</translation>
    </message>
    <message>
        <source>The game lasts 5, 7 or 9 rounds. Then the most points win; if the lead is shared, you play one more round.</source>
        <translation>Spillet varer 5, 7 eller 9 runder. Så vinder flest point; deler flere føringen, spiller I en runde mere.</translation>
    </message>
</context>
<context>
    <name>TageRules</name>
    <message>
        <source>Train</source>
        <extracomment>the route of the picture (a correct one: ``tests/test_rules_pages.py`` checks it) the region the bus of the picture stands for (it borders Chemnitz and Unterfranken)</extracomment>
        <translation>Tog</translation>
    </message>
    <message>
        <source>Bus</source>
        <translation>Bus</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Dag %1</translation>
    </message>
    <message>
        <source>via %1</source>
        <translation>via %1</translation>
    </message>
    <message>
        <source>neighbours</source>
        <translation>naboer</translation>
    </message>
    <message>
        <source>train</source>
        <translation>tog</translation>
    </message>
    <message>
        <source>bus</source>
        <translation>bus</translation>
    </message>
    <message>
        <source>What is the goal?</source>
        <translation>Hvad går spillet ud på?</translation>
    </message>
    <message>
        <source>Plan a trip through Germany that lasts ten days. Your card holder has a place for each day. The first player whose ten cards make a correct trip from day 1 to day 10 wins.</source>
        <translation>Planlæg en rejse gennem Tyskland, der varer ti dage. Din kortholder har en plads til hver dag. Den første, hvis ti kort giver en rigtig rejse fra dag 1 til dag 10, vinder.</translation>
    </message>
    <message>
        <source>The map and the cards</source>
        <translation>Kortet og spillekortene</translation>
    </message>
    <message>
        <source>The map shows Germany in 43 regions; the North Sea, the Baltic Sea and Lake Constance count as regions too. Every region has a train colour and a symbol: ● red, ▲ orange, ■ blue, ◆ violet, ★ green. Berlin is black: it goes with every train colour.</source>
        <translation>Kortet viser Tyskland i 43 regioner; Nordsøen, Østersøen og Bodensøen tæller også som regioner. Hver region har en togfarve og et tegn: ● rød, ▲ orange, ■ blå, ◆ violet, ★ grøn. Berlin er sort: den passer til alle togfarver.</translation>
    </message>
    <message>
        <source>There are region cards, train cards in the five colours, and bus cards. Point at a region or a card and the map shows its neighbours.</source>
        <translation>Der er regionskort, togkort i de fem farver og buskort. Peg på en region eller et kort, så viser kortet dens naboer.</translation>
    </message>
    <message>
        <source>How one day leads to the next</source>
        <translation>Sådan fører én dag til den næste</translation>
    </message>
    <message>
        <source>Neighbours: a region may follow a region that shares a border with it.</source>
        <translation>Naboer: en region må følge efter en region, den har fælles grænse med.</translation>
    </message>
    <message>
        <source>Train: a train card joins two regions of its colour, however far apart they are.</source>
        <translation>Tog: et togkort forbinder to regioner i sin farve, uanset hvor langt fra hinanden de ligger.</translation>
    </message>
    <message>
        <source>Bus: a bus card jumps over one region that borders the region before and the region after it. Its colour does not matter.</source>
        <translation>Bus: et buskort springer over én region, der grænser op til regionen før og regionen efter. Dens farve er ligegyldig.</translation>
    </message>
    <message>
        <source>Day 1 and day 10 must be regions, and only one train or bus may stand between two regions.</source>
        <translation>Dag 1 og dag 10 skal være regioner, og der må kun stå ét tog eller én bus mellem to regioner.</translation>
    </message>
    <message>
        <source>A correct trip: neighbours (solid), a green train from Lüneburg to Dresden (dashed), a bus over Oberfranken (dotted).</source>
        <translation>En rigtig rejse: naboer (fuld streg), et grønt tog fra Lüneburg til Dresden (stiplet), en bus over Oberfranken (prikket).</translation>
    </message>
    <message>
        <source>Your turn, step by step</source>
        <translation>Din tur, trin for trin</translation>
    </message>
    <message>
        <source>At the start everybody gets ten cards and puts them one by one on free days of the holder. Then the game begins; the youngest player starts.</source>
        <translation>I starten får alle ti kort og sætter dem ét ad gangen på ledige dage i holderen. Så begynder spillet; den yngste starter.</translation>
    </message>
    <message>
        <source>Take a card: the top card of the face-down pile, or the top card of one of the three face-up discard piles.</source>
        <translation>Tag et kort: det øverste fra den skjulte bunke eller det øverste fra en af de tre åbne kastebunker.</translation>
    </message>
    <message>
        <source>Use it or drop it: swap it for a card on your holder (the old card goes onto a discard pile), or put it straight onto a discard pile.</source>
        <translation>Brug det eller smid det: byt det med et kort i din holder (det gamle kort kommer på en kastebunke), eller læg det direkte på en kastebunke.</translation>
    </message>
    <message>
        <source>Trip complete? Call it out with the button. The app checks every link.</source>
        <translation>Er rejsen færdig? Råb det ud med knappen. Appen tjekker hver forbindelse.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Slutningen</translation>
    </message>
    <message>
        <source>There are no points: the first correct trip wins at once. If a call was wrong, the app shows which link does not work and the game goes on.</source>
        <translation>Der er ingen point: den første rigtige rejse vinder med det samme. Var et udråb forkert, viser appen, hvilken forbindelse der ikke holder, og spillet fortsætter.</translation>
    </message>
    <message>
        <source>With two or more people the laptop is passed on at each turn, and only your own cards are face up.</source>
        <translation>Er I to eller flere, gives computeren videre ved hver tur, og kun dine egne kort vises.</translation>
    </message>
</context>
</TS>
