<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK">
<context>
    <name>ChanceCardWidget</name>
    <message>
        <source>Chance card</source>
        <extracomment>the card&apos;s paper and edge; the heading strips of the two kinds of card (the symbol and the word tell them apart as well) the card&apos;s width where there is room, and its margin from the edges of the board</extracomment>
        <translation>Chancekort</translation>
    </message>
    <message>
        <source>%1 draws a chance card:</source>
        <translation>%1 trækker et chancekort:</translation>
    </message>
    <message>
        <source>Chance card text</source>
        <translation>Chancekortets tekst</translation>
    </message>
    <message>
        <source>OK (Enter)</source>
        <translation>OK (Enter)</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>DanmarkBoard</name>
    <message>
        <source>Chance card</source>
        <extracomment>the other players&apos; last moves (:meth:`app.danmark.screen.DanmarkScreen.trails`): (player, the spaces of the piece&apos;s path), drawn as dashed, haloed lines in the player&apos;s colour with the player&apos;s shape at each end (not told by colour alone) a piece on its way (:class:`app.danmark.animation.PieceWalk`): player, the spaces of its path, how far along it is (1.0: at the path&apos;s second space); drawn there, not at its space in :attr:`pieces` where the last paint drew the walking piece (None: no piece on its way) where the last paint drew each piece: (player, box) (:meth:`_piece_centres`) where the last paint drew the town names (:meth:`_name_rects`) the pieces&apos; places for a view, names and pieces (:meth:`_piece_centres`): key, places the names the last paint drew: where, and their picture (drawn again over a piece)</extracomment>
        <translation>Chancekort</translation>
    </message>
    <message>
        <source>Airport</source>
        <translation>Lufthavn</translation>
    </message>
    <message>
        <source>Ferry</source>
        <translation>Færge</translation>
    </message>
    <message>
        <source>Storebælt toll bridge</source>
        <translation>Storebæltsbroen (broafgift)</translation>
    </message>
    <message>
        <source>Dead end: turn round</source>
        <translation>Blindgade: vend her</translation>
    </message>
    <message>
        <source>A North Jutland</source>
        <translation>A Nordjylland</translation>
    </message>
    <message>
        <source>B Central and South Jutland</source>
        <translation>B Midt- og Sydjylland</translation>
    </message>
    <message>
        <source>C Funen and southern islands</source>
        <translation>C Fyn og de sydlige øer</translation>
    </message>
    <message>
        <source>D Zealand and Bornholm</source>
        <translation>D Sjælland og Bornholm</translation>
    </message>
</context>
<context>
    <name>DanmarkScreen</name>
    <message>
        <source>Board: map of Denmark</source>
        <extracomment>the setting of the panel&apos;s &quot;Animate&quot; box (the die rolls, the pieces walk) the pieces&apos; shapes as text, for the players&apos; list beside the board a computer to move waits for the board to show the last move, looking again this often (ms): a real timer interval, so that each look comes after the paints and drawing steps between and at most this many looks (a board that is not painted, e.g. a minimised window, holds no game up for longer) the match was resumed from a save (its log says so above the rebuilt lines) False: no animations whatever the box says (screenshots and demos show the end) what waits for the die and the walking piece to come to rest (:meth:`when_settled`)</extracomment>
        <translation>Spilleplade: kort over Danmark</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Spillets status</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nyt spil</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsæt</translation>
    </message>
    <message>
        <source>Start screen</source>
        <translation>Startside</translation>
    </message>
    <message>
        <source>Visit every town on your 16 city cards and come back to your start town. Move exactly the number rolled; a card is handed in only when you land on its town exactly. A star town gives a chance card, a 6 a question card. Ferries, planes and the Storebælt Bridge need a rolled 1 or 5 or a ticket.</source>
        <translation>Besøg alle byerne på dine 16 bykort, og vend tilbage til din startby. Ryk præcis det antal, du slår; et kort afleveres kun, når du lander præcis i byen. En by med stjerne giver et chancekort, en 6&apos;er et spørgekort. Færger, fly og Storebæltsbroen kræver en 1&apos;er eller 5&apos;er eller en billet.</translation>
    </message>
    <message>
        <source>Roll the die (Space)</source>
        <translation>Slå med terningen (mellemrum)</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>Slå med terningen</translation>
    </message>
    <message>
        <source>&amp;Animate</source>
        <translation>&amp;Animér</translation>
    </message>
    <message>
        <source>The die rolls and the pieces walk (off: at once)</source>
        <translation>Terningen ruller, og brikkerne går felt for felt (fra: med det samme)</translation>
    </message>
    <message>
        <source>Where to? (Up/Down, Enter)</source>
        <translation>Hvorhen? (op/ned, Enter)</translation>
    </message>
    <message>
        <source>Possible moves</source>
        <translation>Mulige træk</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Kør</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Whose city cards to show</source>
        <translation>Hvis bykort der vises</translation>
    </message>
    <message>
        <source>City cards</source>
        <translation>Bykort</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spillets forløb</translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <extracomment>a computer to move waits for the board&apos;s picture (:meth:`_start_computer`) the size the side panel is drawn at while the screen is built (:meth:`_warm_up`) the name this screen&apos;s lobby and tests know the dialog by</extracomment>
        <translation>%1 (computer) tænker…</translation>
    </message>
    <message>
        <source>road %3–%4, space %1 of %2</source>
        <translation>vej %3–%4, felt %1 af %2</translation>
    </message>
    <message>
        <source>Start in %1</source>
        <translation>Start i %1</translation>
    </message>
    <message>
        <source>Go to %1</source>
        <translation>Til %1</translation>
    </message>
    <message>
        <source>(blocked: stop before)</source>
        <translation>(optaget: stop før)</translation>
    </message>
    <message>
        <source>Ferry to %1</source>
        <translation>Færge til %1</translation>
    </message>
    <message>
        <source>Fly to %1</source>
        <translation>Fly til %1</translation>
    </message>
    <message>
        <source>Storebælt Bridge to %1</source>
        <translation>Storebæltsbroen til %1</translation>
    </message>
    <message>
        <source>(use ticket)</source>
        <translation>(brug billet)</translation>
    </message>
    <message>
        <source>Stay (no way to move)</source>
        <translation>Bliv stående (ingen vej mulig)</translation>
    </message>
    <message>
        <source>Answer %1: %2</source>
        <translation>Svar %1: %2</translation>
    </message>
    <message>
        <source>Game resumed (the lines below are rebuilt from the saved game).</source>
        <translation>Spillet er genoptaget (linjerne herunder er genskabt fra det gemte spil).</translation>
    </message>
    <message>
        <source>%1 rolls %2.</source>
        <translation>%1 slår %2.</translation>
    </message>
    <message>
        <source>%1 visits %2 and hands in the card.</source>
        <translation>%1 besøger %2 og afleverer kortet.</translation>
    </message>
    <message>
        <source>%1 starts in %2.</source>
        <translation>%1 starter i %2.</translation>
    </message>
    <message>
        <source>Chance card for %1: %2</source>
        <translation>Chancekort til %1: %2</translation>
    </message>
    <message>
        <source>%1 answers correctly: %2.</source>
        <translation>%1 svarer rigtigt: %2.</translation>
    </message>
    <message>
        <source>%1 answers wrongly and stays; the right answer is %2.</source>
        <translation>%1 svarer forkert og bliver stående; det rigtige svar er %2.</translation>
    </message>
    <message>
        <source>%1 sails to %2.</source>
        <translation>%1 sejler til %2.</translation>
    </message>
    <message>
        <source>%1 flies to %2.</source>
        <translation>%1 flyver til %2.</translation>
    </message>
    <message>
        <source>%1 crosses the Storebælt Bridge to %2.</source>
        <translation>%1 kører over Storebæltsbroen til %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kort</numerusform>
            <numerusform>%n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ticket(s)</source>
        <translation>
            <numerusform>%n billet</numerusform>
            <numerusform>%n billetter</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 misses this turn.</source>
        <translation>%1 står over.</translation>
    </message>
    <message>
        <source>%1 rolls again.</source>
        <translation>%1 slår en gang til.</translation>
    </message>
    <message>
        <source>%1 is back home and wins!</source>
        <translation>%1 er hjemme igen og vinder!</translation>
    </message>
    <message>
        <source>The round limit is reached.</source>
        <translation>Det højeste antal runder er nået.</translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N) or resume a saved one.</source>
        <translation>Start et nyt spil (Ctrl+N) eller fortsæt et gemt.</translation>
    </message>
    <message>
        <source>Game over. Ranking: %1</source>
        <translation>Spillet er slut. Placering: %1</translation>
    </message>
    <message>
        <source>choose a start town from your cards</source>
        <translation>vælg en startby blandt dine kort</translation>
    </message>
    <message>
        <source>roll the die</source>
        <translation>slå med terningen</translation>
    </message>
    <message>
        <source>the die is rolling</source>
        <translation>terningen triller</translation>
    </message>
    <message>
        <source>rolled %1: choose where to go</source>
        <translation>slog %1: vælg, hvor du vil hen</translation>
    </message>
    <message>
        <source>answer the question</source>
        <translation>besvar spørgsmålet</translation>
    </message>
    <message>
        <source>%1&apos;s turn: %2</source>
        <translation>%1s tur: %2</translation>
    </message>
    <message>
        <source>Cards of the player to move</source>
        <translation>Kort for spilleren, der har turen</translation>
    </message>
    <message>
        <source>Cards of %1</source>
        <translation>Kort for %1</translation>
    </message>
    <message>
        <source>%1: %2 city cards left, tickets: %3, question cards: %4</source>
        <translation>%1: %2 bykort tilbage, billetter: %3, spørgekort: %4</translation>
    </message>
    <message>
        <source>Home: %1</source>
        <translation>Hjem: %1</translation>
    </message>
</context>
<context>
    <name>DieFace</name>
    <message>
        <source>Die</source>
        <extracomment>how long the die tumbles before it rests (ms) how long a piece takes per space of a walk, and for a crossing (ms) the pips of each face on a 3 × 3 grid (column, row)</extracomment>
        <translation>Terning</translation>
    </message>
    <message>
        <source>The die shows %1</source>
        <translation>Terningen viser %1</translation>
    </message>
    <message>
        <source>The die has not been rolled yet</source>
        <translation>Der er ikke slået med terningen endnu</translation>
    </message>
</context>
<context>
    <name>GameHeader</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Fortryd</translation>
    </message>
    <message>
        <source>Take back your last move (Ctrl+Z), while nothing new has been revealed since</source>
        <translation>Tag dit sidste træk tilbage (Ctrl+Z), så længe intet nyt er blevet afsløret siden</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: Danmark-spillet</source>
        <translation>Nyt spil: Danmark-spillet</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spiller %1</translation>
    </message>
    <message>
        <source>Players join with their phones: the laptop shows a QR code for every phone and then only the public board; each phone shows its player&apos;s city cards and the question cards to read out.</source>
        <translation>Spillerne er med på deres mobiler: Den bærbare viser en QR-kode for hver mobil og derefter kun det offentlige spillebræt; hver mobil viser sin spillers bykort og spørgekortene, der skal læses op.</translation>
    </message>
</context>
<context>
    <name>QuestionCard</name>
    <message>
        <source>Question card</source>
        <translation>Spørgekort</translation>
    </message>
    <message>
        <source>%1 reads the question aloud:</source>
        <translation>%1 læser spørgsmålet højt:</translation>
    </message>
    <message numerus="yes">
        <source>Worth %n space(s)</source>
        <translation>
            <numerusform>Værd: %n felt</numerusform>
            <numerusform>Værd: %n felter</numerusform>
        </translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsæt</translation>
    </message>
    <message>
        <source>Right! %1</source>
        <translation>Rigtigt! %1</translation>
    </message>
    <message>
        <source>Wrong. The right answer is %1. %2</source>
        <translation>Forkert. Det rigtige svar er %1. %2</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>You cannot reach that space with exactly one step.</source>
        <translation>Du kan ikke nå det felt med præcis ét skridt.</translation>
    </message>
    <message>
        <source>You cannot reach that space with exactly %1 steps.</source>
        <translation>Du kan ikke nå det felt med præcis %1 skridt.</translation>
    </message>
    <message>
        <source>Danmark-spillet is played by 2 to 4 players.</source>
        <translation>Danmark-spillet spilles af 2 til 4 spillere.</translation>
    </message>
    <message>
        <source>There is no such computer level.</source>
        <translation>Det computerniveau findes ikke.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>The die is rolling: wait for it.</source>
        <translation>Terningen triller: vent på den.</translation>
    </message>
    <message>
        <source>The die is not being rolled now.</source>
        <translation>Der bliver ikke slået med terningen nu.</translation>
    </message>
    <message>
        <source>A die shows 1 to 6.</source>
        <translation>En terning viser 1 til 6.</translation>
    </message>
    <message>
        <source>Start towns are chosen before the first roll.</source>
        <translation>Startbyerne vælges før første slag.</translation>
    </message>
    <message>
        <source>Choose your start town from your own city cards.</source>
        <translation>Vælg din startby blandt dine egne bykort.</translation>
    </message>
    <message>
        <source>You cannot roll now: first finish your move.</source>
        <translation>Du kan ikke slå nu: gør først dit træk færdigt.</translation>
    </message>
    <message>
        <source>Roll the die first.</source>
        <translation>Slå først med terningen.</translation>
    </message>
    <message>
        <source>You need a matching ticket to cross before rolling.</source>
        <translation>Du skal have en passende billet for at krydse uden at slå.</translation>
    </message>
    <message>
        <source>To fly, sail or cross the Storebælt Bridge you must roll a 1 or a 5.</source>
        <translation>For at flyve, sejle eller køre over Storebæltsbroen skal du slå 1 eller 5.</translation>
    </message>
    <message>
        <source>There is no free crossing to %1 from here.</source>
        <translation>Herfra er der ingen ledig overfart til %1.</translation>
    </message>
    <message>
        <source>There is no such town.</source>
        <translation>Den by findes ikke.</translation>
    </message>
    <message>
        <source>You must move if you can.</source>
        <translation>Du skal rykke, hvis du kan.</translation>
    </message>
    <message>
        <source>There is no question to answer now.</source>
        <translation>Der er ikke noget spørgsmål at svare på nu.</translation>
    </message>
    <message>
        <source>Choose one of the answers.</source>
        <translation>Vælg et af svarene.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Det træk er ikke tilladt nu.</translation>
    </message>
    <message>
        <source>This saved game was made on an older board and cannot be resumed; start a new game.</source>
        <translation>Dette gemte spil er lavet på en ældre spilleplade og kan ikke genoptages; start et nyt spil.</translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>Danmark-spillet — a chance card</source>
        <extracomment>the game in progress with a chance card / a question card on the board</extracomment>
        <translation>Danmark-spillet — et chancekort</translation>
    </message>
    <message>
        <source>Danmark-spillet — a question card</source>
        <translation>Danmark-spillet — et spørgekort</translation>
    </message>
    <message>
        <source>Danmark-spillet</source>
        <translation>Danmark-spillet</translation>
    </message>
    <message>
        <source>Danmark-spillet — a game in progress</source>
        <translation>Danmark-spillet — et spil i gang</translation>
    </message>
</context>
</TS>
