<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK">
<context>
    <name>CarcassonneTableBoard</name>
    <message>
        <source>Turn ⟲</source>
        <translation>Drej ⟲</translation>
    </message>
    <message>
        <source>Turn ⟳</source>
        <translation>Drej ⟳</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left in the pile</source>
        <translation>
            <numerusform>%n brik tilbage i bunken</numerusform>
            <numerusform>%n brikker tilbage i bunken</numerusform>
        </translation>
    </message>
    <message>
        <source>chips: %1</source>
        <translation>chips: %1</translation>
    </message>
    <message>
        <source>The players on phones turn the tile and choose the square there.</source>
        <translation>Spillere på mobil drejer brikken og vælger feltet dér.</translation>
    </message>
    <message>
        <source>%1: click a yellow square to lay the tile (or arrow keys and Enter); R turns it.</source>
        <translation>%1: Klik på et gult felt for at lægge brikken (eller piletasterne og Enter); R drejer den.</translation>
    </message>
    <message>
        <source>%1: choose below.</source>
        <translation>%1: Vælg nedenfor.</translation>
    </message>
    <message>
        <source>Set a meeple on spot %1</source>
        <translation>Sæt en meeple på plads %1</translation>
    </message>
    <message>
        <source>No meeple</source>
        <translation>Ingen meeple</translation>
    </message>
    <message>
        <source>Upgrade the meeple on %1 (pay %2)</source>
        <translation>Opgrader meeplen på %1 (betal %2)</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Afslut turen</translation>
    </message>
</context>
<context>
    <name>LaptopSeat</name>
    <message>
        <source>%1 (on this laptop)</source>
        <translation>%1 (på denne bærbare)</translation>
    </message>
    <message>
        <source>Show %1&apos;s view</source>
        <translation>Vis det, %1 ser</translation>
    </message>
    <message>
        <source>%1&apos;s view</source>
        <translation>Det, %1 ser</translation>
    </message>
    <message>
        <source>%1&apos;s moves</source>
        <translation>Træk for %1</translation>
    </message>
    <message>
        <source>Play the chosen move</source>
        <translation>Spil det valgte træk</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
</context>
<context>
    <name>ListingBoard</name>
    <message>
        <source>The public board</source>
        <extracomment>keys whose integer value is a seat keys whose list has one entry per seat</extracomment>
        <translation>Den offentlige spilleplade</translation>
    </message>
    <message>
        <source>computer</source>
        <extracomment>the public ``state`` message shown now (None before the first)</extracomment>
        <translation>computer</translation>
    </message>
    <message>
        <source>Seats: %1</source>
        <translation>Pladser: %1</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Who are you? Choose your seat.</source>
        <translation>Hvem er du? Vælg din plads.</translation>
    </message>
    <message>
        <source>This room code is not valid. Look at the laptop.</source>
        <translation>Denne rumkode er ikke gyldig. Se på den bærbare.</translation>
    </message>
    <message>
        <source>This seat is taken. Choose another one.</source>
        <translation>Denne plads er optaget. Vælg en anden.</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rød</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blå</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>violet</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grøn</translation>
    </message>
    <message>
        <source>train (%1)</source>
        <translation>tog (%1)</translation>
    </message>
    <message>
        <source>bus</source>
        <translation>bus</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <extracomment>the games by their own names (proper names: the same in every language)</extracomment>
        <translation>Det træk er ikke tilladt nu.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <extracomment>the table&apos;s own refusals: code → English text (translated when shown; lupdate sees them)</extracomment>
        <translation>Det er ikke din tur.</translation>
    </message>
    <message>
        <source>The phone sent a move the game does not know.</source>
        <translation>Telefonen sendte et træk, som spillet ikke kender.</translation>
    </message>
    <message>
        <source>The phone sent a message the table does not understand.</source>
        <translation>Telefonen sendte en besked, som bordet ikke forstår.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>This join code is not valid (any more). Ask the host for a new one.</source>
        <translation>Denne kode er ikke (længere) gyldig. Bed værten om en ny.</translation>
    </message>
    <message>
        <source>Too many attempts. Wait a moment and try again.</source>
        <translation>For mange forsøg. Vent lidt og prøv igen.</translation>
    </message>
    <message>
        <source>Join the table first.</source>
        <translation>Sæt dig først ved bordet.</translation>
    </message>
    <message>
        <source>The host gave this seat to another device.</source>
        <translation>Værten har givet denne plads til en anden enhed.</translation>
    </message>
    <message>
        <source>This seat was opened on another device or tab.</source>
        <translation>Denne plads blev åbnet på en anden enhed eller fane.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Værten har lukket bordet.</translation>
    </message>
    <message>
        <source>Too many phones are watching already. Look at the laptop&apos;s board.</source>
        <translation>For mange telefoner ser allerede med. Se brættet på den bærbare.</translation>
    </message>
    <message>
        <source>“Stopp und Aus!” only when the table has a term of yours in every category.</source>
        <translation>„Stopp und Aus!“ først når bordet har et ord fra dig i hver kategori.</translation>
    </message>
    <message>
        <source>The table has more terms on your sheet than your “Stopp und 1!” says.</source>
        <translation>Bordet har flere ord på dit ark, end dit „Stopp und 1!“ siger.</translation>
    </message>
    <message>
        <source>The sheet was locked at “Aus!”: only the terms the table had then count.</source>
        <translation>Arket blev låst ved „Aus!“: kun de ord, bordet havde da, tæller.</translation>
    </message>
    <message>
        <source>geoquiz table</source>
        <translation>geoquiz-bord</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Forbinder …</translation>
    </message>
    <message>
        <source>Connection lost. Reconnecting…</source>
        <translation>Forbindelsen er tabt. Forbinder igen …</translation>
    </message>
    <message>
        <source>Scan the QR code on the laptop to join a seat.</source>
        <translation>Scan QR-koden på den bærbare for at tage en plads.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>Venter på %1</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation>Terningen rulles …</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Placering</translation>
    </message>
    <message>
        <source>%1. place</source>
        <translation>%1. plads</translation>
    </message>
    <message>
        <source>You are %1</source>
        <translation>Du er %1</translation>
    </message>
    <message>
        <source>Your moves</source>
        <translation>Dine træk</translation>
    </message>
    <message>
        <source>Nothing to do right now.</source>
        <translation>Lige nu er der intet at gøre.</translation>
    </message>
    <message>
        <source>What you see</source>
        <translation>Det du ser</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprog</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>computer</translation>
    </message>
    <message>
        <source>on the laptop</source>
        <translation>på den bærbare</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nej</translation>
    </message>
    <message>
        <source>More moves: %1</source>
        <translation>Flere træk: %1</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Vis alle</translation>
    </message>
    <message>
        <source>Time left: %1</source>
        <translation>Tid tilbage: %1</translation>
    </message>
    <message>
        <source>Offline — reconnecting…</source>
        <translation>Offline – forbinder igen …</translation>
    </message>
    <message>
        <source>Your last tap did not reach the table while the connection was lost. Make your move again.</source>
        <translation>Dit sidste tryk nåede ikke bordet, mens forbindelsen var væk. Gør dit træk igen.</translation>
    </message>
    <message>
        <source>The table was closed. Thank you for playing!</source>
        <translation>Bordet blev lukket. Tak fordi du spillede!</translation>
    </message>
    <message>
        <source>Every seat is taken. You can watch the game.</source>
        <translation>Alle pladser er taget. Du kan se med.</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Rumkode</translation>
    </message>
    <message>
        <source>Type the code the laptop shows (or scan its QR code).</source>
        <translation>Skriv koden, som den bærbare viser (eller scan dens QR-kode).</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Deltag</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dit navn</translation>
    </message>
    <message>
        <source>Sit down as %1</source>
        <translation>Sæt dig som %1</translation>
    </message>
    <message>
        <source>Watch the game</source>
        <translation>Se med</translation>
    </message>
    <message>
        <source>You are watching (audience).</source>
        <translation>Du ser med (publikum).</translation>
    </message>
    <message>
        <source>Your card holder</source>
        <translation>Din kortholder</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Dag %1</translation>
    </message>
    <message>
        <source>Drawn card</source>
        <translation>Trukket kort</translation>
    </message>
    <message>
        <source>Discard piles</source>
        <translation>Aflægningsbunker</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Trækbunke</translation>
    </message>
    <message>
        <source>Pile %1</source>
        <translation>Bunke %1</translation>
    </message>
    <message>
        <source>Draw from the draw pile</source>
        <translation>Træk fra trækbunken</translation>
    </message>
    <message>
        <source>Take from pile %1</source>
        <translation>Tag fra bunke %1</translation>
    </message>
    <message>
        <source>Put it on day %1</source>
        <translation>Læg det på dag %1</translation>
    </message>
    <message>
        <source>Discard onto pile %1</source>
        <translation>Læg på bunke %1</translation>
    </message>
    <message>
        <source>Ich reise in 10 Tagen durch Deutschland!</source>
        <translation>Ich reise in 10 Tagen durch Deutschland!</translation>
    </message>
    <message>
        <source>%1 and call out</source>
        <translation>%1 og råb op</translation>
    </message>
    <message>
        <source>Tap the day it goes on, then the pile for the day&apos;s old card — or discard it.</source>
        <translation>Tryk på dagen, det skal på, og så på bunken til dagens gamle kort — eller læg det fra.</translation>
    </message>
    <message>
        <source>The host gave your seat to a computer.</source>
        <translation>Værten har givet din plads til en computer.</translation>
    </message>
    <message>
        <source>The host gave your seat to a person at the laptop.</source>
        <translation>Værten har givet din plads til en person ved den bærbare.</translation>
    </message>
    <message>
        <source>The host gave your seat to another phone.</source>
        <translation>Værten har givet din plads til en anden telefon.</translation>
    </message>
    <message>
        <source>You were skipped: the computer plays this turn for you.</source>
        <translation>Du blev sprunget over: computeren spiller denne tur for dig.</translation>
    </message>
    <message>
        <source>%1 onto pile %2</source>
        <translation>%1 på bunke %2</translation>
    </message>
    <message>
        <source>Your next card: %1</source>
        <translation>Dit næste kort: %1</translation>
    </message>
    <message>
        <source>Tap the free day it goes on. Cards placed during setup stay where they are.</source>
        <translation>Tryk på den ledige dag, det skal på. Kort fra opstillingen bliver, hvor de er.</translation>
    </message>
    <message>
        <source>Trains and buses never go on day 1 or day 10.</source>
        <translation>Tog og busser kommer aldrig på dag 1 eller dag 10.</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>passer</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>passer ikke</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>tom</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>skjult</translation>
    </message>
    <message>
        <source>Your card</source>
        <translation>Dit kort</translation>
    </message>
    <message>
        <source>Your tip card</source>
        <translation>Dit tipkort</translation>
    </message>
    <message>
        <source>West/East</source>
        <translation>Vest/Øst</translation>
    </message>
    <message>
        <source>North/Middle/South</source>
        <translation>Nord/Midt/Syd</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Felt</translation>
    </message>
    <message>
        <source>Quadrant</source>
        <translation>Kvadrant</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Vest</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Øst</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Midt</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Syd</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Byt</translation>
    </message>
    <message>
        <source>Keep the card</source>
        <translation>Behold kortet</translation>
    </message>
    <message>
        <source>Place the stones</source>
        <translation>Placér brikkerne</translation>
    </message>
    <message>
        <source>Trade chip</source>
        <translation>Byttechip</translation>
    </message>
    <message>
        <source>Tip stones: %1</source>
        <translation>Tipbrikker: %1</translation>
    </message>
    <message>
        <source>Send the tip</source>
        <translation>Afgiv tip</translation>
    </message>
    <message>
        <source>Scoring: your card</source>
        <translation>Pointtælling: dit kort</translation>
    </message>
    <message>
        <source>Tap the board where you think the place is: the place indicator.</source>
        <translation>Tryk på brættet, hvor du tror stedet er: stedmarkøren.</translation>
    </message>
    <message>
        <source>Turn the card over</source>
        <translation>Vend kortet</translation>
    </message>
    <message>
        <source>Turn the card over (no place indicator)</source>
        <translation>Vend kortet (uden stedmarkør)</translation>
    </message>
    <message>
        <source>The solution side</source>
        <translation>Løsningssiden</translation>
    </message>
    <message>
        <source>Right! %1 spaces forward.</source>
        <translation>Rigtigt! %1 felter frem.</translation>
    </message>
    <message>
        <source>Wrong: your piece stays.</source>
        <translation>Forkert: din brik bliver stående.</translation>
    </message>
    <message>
        <source>Score track: space %1 of %2</source>
        <translation>Pointbane: felt %1 af %2</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 af %2</translation>
    </message>
    <message>
        <source>Points: %1</source>
        <translation>Point: %1</translation>
    </message>
    <message>
        <source>Prompt card</source>
        <translation>Opgavekort</translation>
    </message>
    <message>
        <source>Your terms</source>
        <translation>Dine ord</translation>
    </message>
    <message>
        <source>Justification (optional)</source>
        <translation>Begrundelse (frivillig)</translation>
    </message>
    <message>
        <source>Justification for %1</source>
        <translation>Begrundelse for %1</translation>
    </message>
    <message>
        <source>Enter my terms</source>
        <translation>Indtast mine ord</translation>
    </message>
    <message>
        <source>Deal a prompt card</source>
        <translation>Træk et opgavekort</translation>
    </message>
    <message>
        <source>Stopp und 1! (%1 filled)</source>
        <translation>Stopp und 1! (%1 udfyldt)</translation>
    </message>
    <message>
        <source>Stopp und Aus!</source>
        <translation>Stopp und Aus!</translation>
    </message>
    <message>
        <source>Time is up: Aus!</source>
        <translation>Tiden er gået: Aus!</translation>
    </message>
    <message>
        <source>Another player calls</source>
        <translation>En anden spiller råber</translation>
    </message>
    <message>
        <source>Pens down: enter the terms</source>
        <translation>Blyanterne ned: indtast ordene</translation>
    </message>
    <message>
        <source>The check: who is against?</source>
        <translation>Kontrollen: hvem er imod?</translation>
    </message>
    <message>
        <source>%1 is against</source>
        <translation>%1 er imod</translation>
    </message>
    <message>
        <source>Record the vote</source>
        <translation>Registrér afstemningen</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>tæller</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>afvist</translation>
    </message>
    <message>
        <source>Score the round</source>
        <translation>Tæl runden op</translation>
    </message>
    <message>
        <source>Who was the most creative?</source>
        <translation>Hvem var mest kreativ?</translation>
    </message>
    <message>
        <source>%1 points at</source>
        <translation>%1 peger på</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Peg</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Fortryd</translation>
    </message>
    <message>
        <source>Since your last move</source>
        <translation>Siden dit sidste træk</translation>
    </message>
    <message>
        <source>Aus! Only the term you were writing may be finished now.</source>
        <translation>Aus! Kun det ord, du var ved at skrive, må du skrive færdigt nu.</translation>
    </message>
    <message>
        <source>You called “Stopp und 1!”: you may not write any further terms.</source>
        <translation>Du har råbt „Stopp und 1!“: du må ikke skrive flere ord.</translation>
    </message>
    <message>
        <source>Pens down. These are the terms the table had at “Aus!”.</source>
        <translation>Blyanterne ned. Det er de ord, bordet havde ved „Aus!“.</translation>
    </message>
    <message>
        <source>gap</source>
        <translation>hul</translation>
    </message>
    <message>
        <source>crossed out: does not fit the letter prompt</source>
        <translation>streget: passer ikke til bogstavopgaven</translation>
    </message>
    <message>
        <source>crossed out: already used earlier in this game (rule 5)</source>
        <translation>streget: allerede brugt tidligere i spillet (regel 5)</translation>
    </message>
    <message>
        <source>crossed out: same term in two categories (rule 4)</source>
        <translation>streget: samme ord i to kategorier (regel 4)</translation>
    </message>
    <message>
        <source>crossed out by vote</source>
        <translation>streget ved afstemning</translation>
    </message>
    <message>
        <source>The app crossed it out. The vote can overrule the app.</source>
        <translation>Appen har streget det. Afstemningen kan underkende appen.</translation>
    </message>
    <message>
        <source>Record: it counts (%1 of %2 against)</source>
        <translation>Registrér: det tæller (%1 af %2 imod)</translation>
    </message>
    <message>
        <source>Record: crossed out (%1 of %2 against)</source>
        <translation>Registrér: streget (%1 af %2 imod)</translation>
    </message>
    <message>
        <source>Voted: %1 of %2 against</source>
        <translation>Stemt: %1 af %2 imod</translation>
    </message>
    <message>
        <source>Justification: %1</source>
        <translation>Begrundelse: %1</translation>
    </message>
    <message>
        <source>%1 records the votes.</source>
        <translation>%1 registrerer afstemningerne.</translation>
    </message>
    <message>
        <source>Your city cards</source>
        <translation>Dine bykort</translation>
    </message>
    <message>
        <source>visited</source>
        <translation>besøgt</translation>
    </message>
    <message>
        <source>Home: %1</source>
        <translation>Hjem: %1</translation>
    </message>
    <message>
        <source>You are in %1</source>
        <translation>Du er i %1</translation>
    </message>
    <message>
        <source>Start in %1</source>
        <translation>Start i %1</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>Slå med terningen</translation>
    </message>
    <message>
        <source>The die shows %1</source>
        <translation>Terningen viser %1</translation>
    </message>
    <message>
        <source>Where to go</source>
        <translation>Hvor hen?</translation>
    </message>
    <message>
        <source>Go to %1</source>
        <translation>Gå til %1</translation>
    </message>
    <message>
        <source>a road space (%1)</source>
        <translation>et felt på vejen (%1)</translation>
    </message>
    <message>
        <source>%1 — one of your cards</source>
        <translation>%1 — et af dine kort</translation>
    </message>
    <message>
        <source>Ferry, plane or bridge to %1</source>
        <translation>Med færge, fly eller bro til %1</translation>
    </message>
    <message>
        <source>%1, with a ticket</source>
        <translation>%1, med en billet</translation>
    </message>
    <message>
        <source>Stay here</source>
        <translation>Bliv her</translation>
    </message>
    <message>
        <source>Tickets: %1</source>
        <translation>Billetter: %1</translation>
    </message>
    <message>
        <source>Read this question aloud to %1</source>
        <translation>Læs dette spørgsmål højt for %1</translation>
    </message>
    <message>
        <source>The right answer: %1</source>
        <translation>Det rigtige svar: %1</translation>
    </message>
    <message>
        <source>%1 reads you a question. Listen, then choose the number of your answer.</source>
        <translation>%1 læser et spørgsmål op for dig. Lyt, og vælg så nummeret på dit svar.</translation>
    </message>
    <message>
        <source>Answer %1</source>
        <translation>Svar %1</translation>
    </message>
    <message>
        <source>%1 reads a question to %2.</source>
        <translation>%1 læser et spørgsmål op for %2.</translation>
    </message>
    <message>
        <source>Your tile</source>
        <translation>Din brik</translation>
    </message>
    <message>
        <source>The tile of %1</source>
        <translation>%1s brik</translation>
    </message>
    <message>
        <source>Turn ⟲</source>
        <translation>Drej ⟲</translation>
    </message>
    <message>
        <source>Turn ⟳</source>
        <translation>Drej ⟳</translation>
    </message>
    <message>
        <source>North %1, east %2, south %3, west %4</source>
        <translation>Nord %1, øst %2, syd %3, vest %4</translation>
    </message>
    <message>
        <source>city</source>
        <translation>by</translation>
    </message>
    <message>
        <source>road</source>
        <translation>vej</translation>
    </message>
    <message>
        <source>field</source>
        <translation>mark</translation>
    </message>
    <message>
        <source>with a monastery</source>
        <translation>med et kloster</translation>
    </message>
    <message>
        <source>Fits on %1 squares in this direction</source>
        <translation>Passer på %1 felter i denne retning</translation>
    </message>
    <message>
        <source>Does not fit anywhere in this direction: turn it.</source>
        <translation>Passer ingen steder i denne retning: drej den.</translation>
    </message>
    <message>
        <source>Lay it on column %1, row %2</source>
        <translation>Læg den på kolonne %1, række %2</translation>
    </message>
    <message>
        <source>Lay it on %1</source>
        <translation>Læg den på %1</translation>
    </message>
    <message>
        <source>Lay it %1 of %2</source>
        <translation>Læg den %1 for %2</translation>
    </message>
    <message>
        <source>%1 east</source>
        <translation>%1 mod øst</translation>
    </message>
    <message>
        <source>%1 west</source>
        <translation>%1 mod vest</translation>
    </message>
    <message>
        <source>%1 north</source>
        <translation>%1 mod nord</translation>
    </message>
    <message>
        <source>%1 south</source>
        <translation>%1 mod syd</translation>
    </message>
    <message>
        <source>Set a meeple on spot %1 (%2)</source>
        <translation>Sæt en meeple på plads %1 (%2)</translation>
    </message>
    <message>
        <source>monastery</source>
        <translation>kloster</translation>
    </message>
    <message>
        <source>The numbers are the spots where a meeple may go: tap one.</source>
        <translation>Tallene er pladserne, hvor en meeple må stå: tryk på en.</translation>
    </message>
    <message>
        <source>The map</source>
        <translation>Kortet</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom ind</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom ud</translation>
    </message>
    <message>
        <source>Tap a marked square on the map to choose it.</source>
        <translation>Tryk på et markeret felt på kortet for at vælge det.</translation>
    </message>
    <message>
        <source>Every square where it fits</source>
        <translation>Alle felter, hvor den passer</translation>
    </message>
    <message>
        <source>No meeple</source>
        <translation>Ingen meeple</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Afslut turen</translation>
    </message>
    <message>
        <source>Upgrade the meeple on %1</source>
        <translation>Opgrader meeplen på %1</translation>
    </message>
    <message>
        <source>Tiles in the pile: %1</source>
        <translation>Brikker i bunken: %1</translation>
    </message>
    <message>
        <source>Points: %1 · meeples: %2</source>
        <translation>Point: %1 · meeples: %2</translation>
    </message>
    <message>
        <source>%1: your turn on this laptop.</source>
        <extracomment>registry game → its screen class (&quot;module.Class&quot;), made with ``(lang, persist=False)`` the game&apos;s screen, made when a laptop seat first uncovers it the laptop seats whose turn has been uncovered (covered again when the turn goes on)</extracomment>
        <translation>%1: Din tur på denne bærbare.</translation>
    </message>
    <message>
        <source>Everybody else, please look away.</source>
        <translation>Alle andre, kig venligst væk.</translation>
    </message>
    <message>
        <source>Show %1&apos;s screen</source>
        <translation>Vis %1s skærm</translation>
    </message>
</context>
<context>
    <name>TableBoard</name>
    <message>
        <source>computer</source>
        <translation>computer</translation>
    </message>
    <message>
        <source>laptop</source>
        <translation>bærbar</translation>
    </message>
    <message>
        <source>phone</source>
        <translation>mobil</translation>
    </message>
    <message>
        <source>Board: map of Denmark</source>
        <translation>Spillebræt: kort over Danmark</translation>
    </message>
    <message>
        <source>on the road</source>
        <translation>på vejen</translation>
    </message>
    <message>
        <source>%1 is back home and wins!</source>
        <translation>%1 er hjemme igen og vinder!</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1s tur</translation>
    </message>
    <message>
        <source>the die shows %1</source>
        <translation>terningen viser %1</translation>
    </message>
    <message>
        <source>Chance cards: %1 in the pile, %2 discarded · question cards: %3</source>
        <translation>Chancekort: %1 i bunken, %2 lagt væk · spørgsmålskort: %3</translation>
    </message>
    <message>
        <source>visited %1 of %2</source>
        <translation>%1 af %2 besøgt</translation>
    </message>
    <message>
        <source>tickets: %1</source>
        <translation>billetter: %1</translation>
    </message>
    <message>
        <source>question cards: %1</source>
        <translation>spørgsmålskort: %1</translation>
    </message>
    <message>
        <source>misses the next turn</source>
        <translation>står over næste gang</translation>
    </message>
    <message>
        <source>%1 reads a question to %2:</source>
        <translation>%1 læser et spørgsmål op for %2:</translation>
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
        <source>%1 starts in %2.</source>
        <translation>%1 starter i %2.</translation>
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
        <source>%1 crosses to %2.</source>
        <translation>%1 krydser over til %2.</translation>
    </message>
    <message>
        <source>Chance card for %1: %2</source>
        <translation>Chancekort til %1: %2</translation>
    </message>
    <message>
        <source>%1 uses a ticket: %2</source>
        <translation>%1 bruger en billet: %2</translation>
    </message>
    <message>
        <source>%1 gets a question card.</source>
        <translation>%1 får et spørgsmålskort.</translation>
    </message>
    <message>
        <source>%1 misses this turn.</source>
        <translation>%1 står over denne gang.</translation>
    </message>
    <message>
        <source>%1 rolls again.</source>
        <translation>%1 slår igen.</translation>
    </message>
    <message>
        <source>still tipping</source>
        <translation>tipper stadig</translation>
    </message>
    <message>
        <source>has tipped (%1 stones)</source>
        <translation>har tippet (%1 sten)</translation>
    </message>
    <message>
        <source>has tipped</source>
        <translation>har tippet</translation>
    </message>
    <message>
        <source>drafting the cards</source>
        <translation>kortene vælges</translation>
    </message>
    <message>
        <source>trading</source>
        <translation>bytte</translation>
    </message>
    <message>
        <source>everybody places tip stones</source>
        <translation>alle lægger tipsten</translation>
    </message>
    <message>
        <source>challenges</source>
        <translation>udfordringer</translation>
    </message>
    <message>
        <source>scoring: the cards are turned</source>
        <translation>pointgivning: kortene vendes</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>spillet er slut</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>Runde %1: %2</translation>
    </message>
    <message>
        <source>%1 cards in the pile</source>
        <translation>%1 kort i bunken</translation>
    </message>
    <message>
        <source>space %1</source>
        <translation>felt %1</translation>
    </message>
    <message>
        <source>trade chip</source>
        <translation>byttemærke</translation>
    </message>
    <message>
        <source>%1 challenge chips</source>
        <translation>%1 udfordringsmærker</translation>
    </message>
    <message>
        <source>challenges %1</source>
        <translation>udfordrer %1</translation>
    </message>
    <message>
        <source>%1 cards kept</source>
        <translation>%1 kort beholdt</translation>
    </message>
    <message>
        <source>The offer</source>
        <translation>Udbuddet</translation>
    </message>
    <message>
        <source>The cards played</source>
        <translation>De spillede kort</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Tid tilbage</translation>
    </message>
    <message>
        <source>The terms</source>
        <translation>Ordene</translation>
    </message>
    <message>
        <source>Points per round</source>
        <translation>Point pr. runde</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Categories: %1</source>
        <translation>Kategorier: %1</translation>
    </message>
    <message>
        <source>%1: Stopp und 1! (%2 filled)</source>
        <translation>%1: Stopp und 1! (%2 udfyldt)</translation>
    </message>
    <message>
        <source>%1: Stopp und Aus!</source>
        <translation>%1: Stopp und Aus!</translation>
    </message>
    <message>
        <source>Aus! %1&apos;s count ran out</source>
        <translation>Aus! %1s nedtælling er slut</translation>
    </message>
    <message>
        <source>Aus! The time is up</source>
        <translation>Aus! Tiden er gået</translation>
    </message>
    <message>
        <source>Waiting for the prompt card</source>
        <translation>Venter på opgavekortet</translation>
    </message>
    <message>
        <source>Everybody writes</source>
        <translation>Alle skriver</translation>
    </message>
    <message>
        <source>Aus! Last words</source>
        <translation>Aus! Sidste ord</translation>
    </message>
    <message>
        <source>Pens down: the terms are entered</source>
        <translation>Blyanterne ned: ordene tastes ind</translation>
    </message>
    <message>
        <source>The check</source>
        <translation>Kontrollen</translation>
    </message>
    <message>
        <source>Who was the most creative?</source>
        <translation>Hvem var mest kreativ?</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Spillet er slut</translation>
    </message>
    <message>
        <source>The terms stay on the phones until the check.</source>
        <translation>Ordene bliver på mobilerne indtil kontrollen.</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>afvist</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>tæller</translation>
    </message>
    <message>
        <source>Vote on %1&apos;s “%2”: %3 of %4 against — %5</source>
        <translation>Afstemning om %1s „%2“: %3 af %4 imod — %5</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>I alt</translation>
    </message>
</context>
<context>
    <name>TableDialog</name>
    <message>
        <source>Everybody scans the same code and picks a free seat by name.</source>
        <translation>Alle scanner den samme kode og vælger en ledig plads efter navn.</translation>
    </message>
    <message>
        <source>QR code for every player</source>
        <translation>QR-kode til alle spillere</translation>
    </message>
    <message>
        <source>Players join with their phones</source>
        <translation>Spillerne deltager med deres telefoner</translation>
    </message>
    <message>
        <source>One QR code for all</source>
        <extracomment>the laptop&apos;s seats play on the game&apos;s own screen (``laptop_screen``)</extracomment>
        <translation>Én QR-kode til alle</translation>
    </message>
    <message>
        <source>%1 plays on this laptop</source>
        <translation>%1 spiller på denne bærbare</translation>
    </message>
    <message>
        <source>QR code to join as %1</source>
        <translation>QR-kode for at deltage som %1</translation>
    </message>
    <message>
        <source>Give the seat to another device</source>
        <translation>Giv pladsen til en anden enhed</translation>
    </message>
    <message>
        <source>Hand over…</source>
        <translation>Overdrag…</translation>
    </message>
    <message>
        <source>Give the seat to a computer or a person, or skip a player who is away</source>
        <translation>Giv pladsen til en computer eller en person, eller spring en fraværende spiller over</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Luk bordet</translation>
    </message>
    <message>
        <source>The phone that had this seat rejoins with its old link.</source>
        <translation>Mobilen, der havde denne plads, kommer ind igen med sit gamle link.</translation>
    </message>
    <message>
        <source>Room code %1</source>
        <translation>Rumkode %1</translation>
    </message>
    <message>
        <source>On a phone open %1 and type the room code:</source>
        <translation>Åbn %1 på en telefon og skriv rumkoden:</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>let</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>middel</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>svær</translation>
    </message>
    <message>
        <source>Skip: the computer plays this turn</source>
        <translation>Spring over: computeren spiller denne tur</translation>
    </message>
    <message>
        <source>Give to a computer (%1)</source>
        <translation>Giv til en computer (%1)</translation>
    </message>
    <message>
        <source>Give to a person with a phone (a new code)</source>
        <translation>Giv til en person med telefon (en ny kode)</translation>
    </message>
    <message>
        <source>Give to a person at this laptop</source>
        <translation>Giv til en person ved denne bærbare</translation>
    </message>
    <message>
        <source>Remove the device (the seat waits)</source>
        <translation>Fjern enheden (pladsen venter)</translation>
    </message>
    <message>
        <source>That is not possible any more: the game moved on.</source>
        <translation>Det er ikke muligt længere: spillet er gået videre.</translation>
    </message>
    <message>
        <source>played by the computer</source>
        <translation>spilles af computeren</translation>
    </message>
    <message>
        <source>skipped: the computer plays this turn</source>
        <translation>sprunget over: computeren spiller denne tur</translation>
    </message>
    <message>
        <source>%1 — the table could not be saved: %2</source>
        <translation>%1 — bordet kunne ikke gemmes: %2</translation>
    </message>
    <message>
        <source>%1 on this laptop</source>
        <translation>%1 på denne bærbare</translation>
    </message>
    <message>
        <source>The public board (no private cards)</source>
        <translation>Den offentlige spilleplade (ingen hemmelige kort)</translation>
    </message>
    <message>
        <source>phone connected</source>
        <translation>telefon forbundet</translation>
    </message>
    <message>
        <source>waiting for a phone</source>
        <translation>venter på en telefon</translation>
    </message>
    <message>
        <source>The game is over. Ranking: %1</source>
        <translation>Spillet er slut. Placering: %1</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation>Terningen rulles …</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1 har turen</translation>
    </message>
</context>
<context>
    <name>TableSetup</name>
    <message>
        <source>table game with phones</source>
        <translation>bordspil med mobiler</translation>
    </message>
    <message>
        <source>%1 with phones: %2</source>
        <translation>%1 med mobiler: %2</translation>
    </message>
    <message>
        <source>Resume the &amp;table game (phones)</source>
        <translation>Genoptag &amp;bordspillet (mobiler)</translation>
    </message>
    <message>
        <source>There is no unfinished table game.</source>
        <translation>Der er intet ufærdigt bordspil.</translation>
    </message>
    <message>
        <source>The saved table game cannot be resumed: %1</source>
        <translation>Det gemte bordspil kan ikke genoptages: %1</translation>
    </message>
    <message>
        <source>Human, on a phone</source>
        <extracomment>the combo-box data of a seat played on a phone</extracomment>
        <translation>Menneske, på mobil</translation>
    </message>
</context>
<context>
    <name>TageTableBoard</name>
    <message>
        <source>Drawn card:</source>
        <translation>Trukket kort:</translation>
    </message>
    <message>
        <source>&amp;Ich reise in 10 Tagen durch Deutschland!</source>
        <extracomment>the laptop seat that uncovered its cards this turn (None: covered)</extracomment>
        <translation>&amp;Ich reise in 10 Tagen durch Deutschland!</translation>
    </message>
    <message>
        <source>Call-outs and cards taken from the discard piles</source>
        <translation>Udråb og kort taget fra aflægningsbunkerne</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>vinder</translation>
    </message>
    <message>
        <source>Cards to place:</source>
        <translation>Kort at lægge:</translation>
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation>Jeg er %1: vis mine kort</translation>
    </message>
    <message>
        <source>Players on phones see their cards on their phones.</source>
        <translation>Spillere på mobil ser deres kort på mobilen.</translation>
    </message>
    <message>
        <source>%1 plays on this laptop. Everybody else: please look away.</source>
        <translation>%1 spiller på denne bærbare. Alle andre: kig venligst væk.</translation>
    </message>
    <message>
        <source>Setup: click a free day to place your next card face down.</source>
        <translation>Forberedelse: Klik på en ledig dag for at lægge dit næste kort med bagsiden op.</translation>
    </message>
    <message>
        <source>Draw: click the draw pile or a discard pile.</source>
        <translation>Træk: Klik på trækbunken eller en aflægningsbunke.</translation>
    </message>
    <message>
        <source>Choose the discard pile for the card from day %1.</source>
        <translation>Vælg aflægningsbunken til kortet fra dag %1.</translation>
    </message>
    <message>
        <source>You drew %1. Click a day to put it there, or a discard pile to discard it.</source>
        <translation>Du trak %1. Klik på en dag for at lægge det dér, eller på en aflægningsbunke for at lægge det fra dig.</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>korrekt</translation>
    </message>
    <message>
        <source>not yet correct</source>
        <translation>endnu ikke korrekt</translation>
    </message>
    <message>
        <source>%1 calls out (turn %2, %3): %4</source>
        <translation>%1 råber op (runde %2, %3): %4</translation>
    </message>
    <message>
        <source>%1 took from the discard piles: %2</source>
        <translation>%1 tog fra aflægningsbunkerne: %2</translation>
    </message>
</context>
</TS>
