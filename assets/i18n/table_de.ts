<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CarcassonneTableBoard</name>
    <message>
        <source>Turn ⟲</source>
        <translation>Drehen ⟲</translation>
    </message>
    <message>
        <source>Turn ⟳</source>
        <translation>Drehen ⟳</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left in the pile</source>
        <translation>
            <numerusform>Noch %n Plättchen im Stapel</numerusform>
            <numerusform>Noch %n Plättchen im Stapel</numerusform>
        </translation>
    </message>
    <message>
        <source>chips: %1</source>
        <translation>Chips: %1</translation>
    </message>
    <message>
        <source>The players on phones turn the tile and choose the square there.</source>
        <translation>Wer am Handy spielt, dreht das Plättchen und wählt das Feld dort.</translation>
    </message>
    <message>
        <source>%1: click a yellow square to lay the tile (or arrow keys and Enter); R turns it.</source>
        <translation>%1: Klicke auf ein gelbes Feld, um das Plättchen zu legen (oder Pfeiltasten und Enter); R dreht es.</translation>
    </message>
    <message>
        <source>%1: choose below.</source>
        <translation>%1: Wähle unten.</translation>
    </message>
    <message>
        <source>Set a meeple on spot %1</source>
        <translation>Meeple auf Stelle %1 setzen</translation>
    </message>
    <message>
        <source>No meeple</source>
        <translation>Kein Meeple</translation>
    </message>
    <message>
        <source>Upgrade the meeple on %1 (pay %2)</source>
        <translation>Meeple auf %1 aufwerten (zahle %2)</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Zug beenden</translation>
    </message>
</context>
<context>
    <name>LaptopSeat</name>
    <message>
        <source>%1 (on this laptop)</source>
        <translation>%1 (an diesem Laptop)</translation>
    </message>
    <message>
        <source>Show %1&apos;s view</source>
        <translation>Ansicht von %1 zeigen</translation>
    </message>
    <message>
        <source>%1&apos;s view</source>
        <translation>Ansicht von %1</translation>
    </message>
    <message>
        <source>%1&apos;s moves</source>
        <translation>Züge von %1</translation>
    </message>
    <message>
        <source>Play the chosen move</source>
        <translation>Gewählten Zug spielen</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist am Zug</translation>
    </message>
</context>
<context>
    <name>ListingBoard</name>
    <message>
        <source>The public board</source>
        <extracomment>keys whose integer value is a seat keys whose list has one entry per seat</extracomment>
        <translation>Der öffentliche Spielplan</translation>
    </message>
    <message>
        <source>computer</source>
        <extracomment>the public ``state`` message shown now (None before the first)</extracomment>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Seats: %1</source>
        <translation>Plätze: %1</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Who are you? Choose your seat.</source>
        <translation>Wer bist du? Wähle deinen Platz.</translation>
    </message>
    <message>
        <source>This room code is not valid. Look at the laptop.</source>
        <translation>Dieser Raumcode ist nicht gültig. Schau auf den Laptop.</translation>
    </message>
    <message>
        <source>This seat is taken. Choose another one.</source>
        <translation>Dieser Platz ist schon vergeben. Wähle einen anderen.</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>violett</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>train (%1)</source>
        <translation>Zug (%1)</translation>
    </message>
    <message>
        <source>bus</source>
        <translation>Bus</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <extracomment>the games by their own names (proper names: the same in every language)</extracomment>
        <translation>Dieser Zug ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <extracomment>the table&apos;s own refusals: code → English text (translated when shown; lupdate sees them)</extracomment>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>The phone sent a move the game does not know.</source>
        <translation>Das Telefon hat einen Zug geschickt, den das Spiel nicht kennt.</translation>
    </message>
    <message>
        <source>The phone sent a message the table does not understand.</source>
        <translation>Das Telefon hat eine Nachricht geschickt, die der Tisch nicht versteht.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>This join code is not valid (any more). Ask the host for a new one.</source>
        <translation>Dieser Beitrittscode ist (nicht mehr) gültig. Bitte den Gastgeber um einen neuen.</translation>
    </message>
    <message>
        <source>Too many attempts. Wait a moment and try again.</source>
        <translation>Zu viele Versuche. Warte kurz und versuche es noch einmal.</translation>
    </message>
    <message>
        <source>Join the table first.</source>
        <translation>Setz dich zuerst an den Tisch.</translation>
    </message>
    <message>
        <source>The host gave this seat to another device.</source>
        <translation>Der Gastgeber hat diesen Platz einem anderen Gerät gegeben.</translation>
    </message>
    <message>
        <source>This seat was opened on another device or tab.</source>
        <translation>Dieser Platz wurde auf einem anderen Gerät oder Tab geöffnet.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Der Gastgeber hat den Tisch geschlossen.</translation>
    </message>
    <message>
        <source>Too many phones are watching already. Look at the laptop&apos;s board.</source>
        <translation>Es schauen schon zu viele Handys zu. Schau auf den Spielplan am Laptop.</translation>
    </message>
    <message>
        <source>“Stopp und Aus!” only when the table has a term of yours in every category.</source>
        <translation>„Stopp und Aus!“ erst, wenn der Tisch in jeder Kategorie einen Begriff von dir hat.</translation>
    </message>
    <message>
        <source>The table has more terms on your sheet than your “Stopp und 1!” says.</source>
        <translation>Der Tisch hat mehr Begriffe auf deinem Zettel, als dein „Stopp und 1!“ sagt.</translation>
    </message>
    <message>
        <source>The sheet was locked at “Aus!”: only the terms the table had then count.</source>
        <translation>Der Zettel wurde bei „Aus!“ gesperrt: Es zählen nur die Begriffe, die der Tisch da hatte.</translation>
    </message>
    <message>
        <source>geoquiz table</source>
        <translation>geoquiz-Tisch</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde …</translation>
    </message>
    <message>
        <source>Connection lost. Reconnecting…</source>
        <translation>Verbindung verloren. Verbinde neu …</translation>
    </message>
    <message>
        <source>Scan the QR code on the laptop to join a seat.</source>
        <translation>Scanne den QR-Code am Laptop, um einen Platz einzunehmen.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist am Zug</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>Warte auf %1</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation>Es wird gewürfelt …</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Rangfolge</translation>
    </message>
    <message>
        <source>%1. place</source>
        <translation>%1. Platz</translation>
    </message>
    <message>
        <source>You are %1</source>
        <translation>Du bist %1</translation>
    </message>
    <message>
        <source>Your moves</source>
        <translation>Deine Züge</translation>
    </message>
    <message>
        <source>Nothing to do right now.</source>
        <translation>Gerade gibt es nichts zu tun.</translation>
    </message>
    <message>
        <source>What you see</source>
        <translation>Was du siehst</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>on the laptop</source>
        <translation>am Laptop</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>More moves: %1</source>
        <translation>Weitere Züge: %1</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Alle zeigen</translation>
    </message>
    <message>
        <source>Time left: %1</source>
        <translation>Noch %1</translation>
    </message>
    <message>
        <source>Offline — reconnecting…</source>
        <translation>Offline – verbinde neu …</translation>
    </message>
    <message>
        <source>Your last tap did not reach the table while the connection was lost. Make your move again.</source>
        <translation>Dein letzter Tipp hat den Tisch nicht erreicht, während die Verbindung weg war. Mach deinen Zug noch einmal.</translation>
    </message>
    <message>
        <source>The table was closed. Thank you for playing!</source>
        <translation>Der Tisch wurde geschlossen. Danke fürs Spielen!</translation>
    </message>
    <message>
        <source>Every seat is taken. You can watch the game.</source>
        <translation>Alle Plätze sind besetzt. Du kannst zuschauen.</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Raumcode</translation>
    </message>
    <message>
        <source>Type the code the laptop shows (or scan its QR code).</source>
        <translation>Tippe den Code ein, den der Laptop zeigt (oder scanne seinen QR-Code).</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Sit down as %1</source>
        <translation>Als %1 hinsetzen</translation>
    </message>
    <message>
        <source>Watch the game</source>
        <translation>Zuschauen</translation>
    </message>
    <message>
        <source>You are watching (audience).</source>
        <translation>Du schaust zu (Publikum).</translation>
    </message>
    <message>
        <source>Your card holder</source>
        <translation>Dein Kartenhalter</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Tag %1</translation>
    </message>
    <message>
        <source>Drawn card</source>
        <translation>Gezogene Karte</translation>
    </message>
    <message>
        <source>Discard piles</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Nachziehstapel</translation>
    </message>
    <message>
        <source>Pile %1</source>
        <translation>Stapel %1</translation>
    </message>
    <message>
        <source>Draw from the draw pile</source>
        <translation>Vom Nachziehstapel ziehen</translation>
    </message>
    <message>
        <source>Take from pile %1</source>
        <translation>Von Stapel %1 nehmen</translation>
    </message>
    <message>
        <source>Put it on day %1</source>
        <translation>Auf Tag %1 legen</translation>
    </message>
    <message>
        <source>Discard onto pile %1</source>
        <translation>Auf Stapel %1 ablegen</translation>
    </message>
    <message>
        <source>Ich reise in 10 Tagen durch Deutschland!</source>
        <translation>Ich reise in 10 Tagen durch Deutschland!</translation>
    </message>
    <message>
        <source>%1 and call out</source>
        <translation>%1 und ausrufen</translation>
    </message>
    <message>
        <source>Tap the day it goes on, then the pile for the day&apos;s old card — or discard it.</source>
        <translation>Tipp den Tag an, auf den sie kommt, dann den Stapel für die alte Karte des Tages — oder wirf sie ab.</translation>
    </message>
    <message>
        <source>The host gave your seat to a computer.</source>
        <translation>Der Gastgeber hat deinen Platz einem Computer gegeben.</translation>
    </message>
    <message>
        <source>The host gave your seat to a person at the laptop.</source>
        <translation>Der Gastgeber hat deinen Platz einer Person am Laptop gegeben.</translation>
    </message>
    <message>
        <source>The host gave your seat to another phone.</source>
        <translation>Der Gastgeber hat deinen Platz einem anderen Handy gegeben.</translation>
    </message>
    <message>
        <source>You were skipped: the computer plays this turn for you.</source>
        <translation>Du wurdest übersprungen: Der Computer spielt diesen Zug für dich.</translation>
    </message>
    <message>
        <source>%1 onto pile %2</source>
        <translation>%1 auf Stapel %2</translation>
    </message>
    <message>
        <source>Your next card: %1</source>
        <translation>Deine nächste Karte: %1</translation>
    </message>
    <message>
        <source>Tap the free day it goes on. Cards placed during setup stay where they are.</source>
        <translation>Tipp den freien Tag an, auf den sie kommt. Karten aus dem Aufbau bleiben, wo sie sind.</translation>
    </message>
    <message>
        <source>Trains and buses never go on day 1 or day 10.</source>
        <translation>Züge und Busse kommen nie auf Tag 1 oder Tag 10.</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>passt nicht</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <source>Your card</source>
        <translation>Deine Karte</translation>
    </message>
    <message>
        <source>Your tip card</source>
        <translation>Deine Tippkarte</translation>
    </message>
    <message>
        <source>West/East</source>
        <translation>West/Ost</translation>
    </message>
    <message>
        <source>North/Middle/South</source>
        <translation>Nord/Mitte/Süd</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Quadrant</source>
        <translation>Quadrant</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Nehmen</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <source>Keep the card</source>
        <translation>Karte behalten</translation>
    </message>
    <message>
        <source>Place the stones</source>
        <translation>Steine setzen</translation>
    </message>
    <message>
        <source>Trade chip</source>
        <translation>Tauschchip</translation>
    </message>
    <message>
        <source>Tip stones: %1</source>
        <translation>Tippsteine: %1</translation>
    </message>
    <message>
        <source>Send the tip</source>
        <translation>Tipp abgeben</translation>
    </message>
    <message>
        <source>Scoring: your card</source>
        <translation>Wertung: deine Karte</translation>
    </message>
    <message>
        <source>Tap the board where you think the place is: the place indicator.</source>
        <translation>Tippe auf den Plan, wo du den Ort vermutest: der Ortsanzeiger.</translation>
    </message>
    <message>
        <source>Turn the card over</source>
        <translation>Karte umdrehen</translation>
    </message>
    <message>
        <source>Turn the card over (no place indicator)</source>
        <translation>Karte umdrehen (ohne Ortsanzeiger)</translation>
    </message>
    <message>
        <source>The solution side</source>
        <translation>Die Lösungsseite</translation>
    </message>
    <message>
        <source>Right! %1 spaces forward.</source>
        <translation>Richtig! %1 Felder vor.</translation>
    </message>
    <message>
        <source>Wrong: your piece stays.</source>
        <translation>Falsch: deine Figur bleibt stehen.</translation>
    </message>
    <message>
        <source>Score track: space %1 of %2</source>
        <translation>Wertungsleiste: Feld %1 von %2</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>Points: %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <source>Prompt card</source>
        <translation>Aufgabenkarte</translation>
    </message>
    <message>
        <source>Your terms</source>
        <translation>Deine Begriffe</translation>
    </message>
    <message>
        <source>Justification (optional)</source>
        <translation>Begründung (freiwillig)</translation>
    </message>
    <message>
        <source>Justification for %1</source>
        <translation>Begründung für %1</translation>
    </message>
    <message>
        <source>Enter my terms</source>
        <translation>Meine Begriffe eintragen</translation>
    </message>
    <message>
        <source>Deal a prompt card</source>
        <translation>Eine Aufgabenkarte ziehen</translation>
    </message>
    <message>
        <source>Stopp und 1! (%1 filled)</source>
        <translation>Stopp und 1! (%1 ausgefüllt)</translation>
    </message>
    <message>
        <source>Stopp und Aus!</source>
        <translation>Stopp und Aus!</translation>
    </message>
    <message>
        <source>Time is up: Aus!</source>
        <translation>Die Zeit ist um: Aus!</translation>
    </message>
    <message>
        <source>Another player calls</source>
        <translation>Ein anderer Spieler ruft</translation>
    </message>
    <message>
        <source>Pens down: enter the terms</source>
        <translation>Stifte weg: die Begriffe eintragen</translation>
    </message>
    <message>
        <source>The check: who is against?</source>
        <translation>Die Prüfung: Wer ist dagegen?</translation>
    </message>
    <message>
        <source>%1 is against</source>
        <translation>%1 ist dagegen</translation>
    </message>
    <message>
        <source>Record the vote</source>
        <translation>Abstimmung eintragen</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>zählt</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>Score the round</source>
        <translation>Runde werten</translation>
    </message>
    <message>
        <source>Who was the most creative?</source>
        <translation>Wer war am kreativsten?</translation>
    </message>
    <message>
        <source>%1 points at</source>
        <translation>%1 zeigt auf</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Since your last move</source>
        <translation>Seit deinem letzten Zug</translation>
    </message>
    <message>
        <source>Aus! Only the term you were writing may be finished now.</source>
        <translation>Aus! Nur den Begriff, den du gerade geschrieben hast, darfst du noch zu Ende schreiben.</translation>
    </message>
    <message>
        <source>You called “Stopp und 1!”: you may not write any further terms.</source>
        <translation>Du hast „Stopp und 1!“ gerufen: Du darfst keine weiteren Begriffe schreiben.</translation>
    </message>
    <message>
        <source>Pens down. These are the terms the table had at “Aus!”.</source>
        <translation>Stifte weg. Das sind die Begriffe, die der Tisch bei „Aus!“ hatte.</translation>
    </message>
    <message>
        <source>gap</source>
        <translation>Lücke</translation>
    </message>
    <message>
        <source>crossed out: does not fit the letter prompt</source>
        <translation>gestrichen: passt nicht zur Buchstabenaufgabe</translation>
    </message>
    <message>
        <source>crossed out: already used earlier in this game (rule 5)</source>
        <translation>gestrichen: schon früher in diesem Spiel verwendet (Regel 5)</translation>
    </message>
    <message>
        <source>crossed out: same term in two categories (rule 4)</source>
        <translation>gestrichen: derselbe Begriff in zwei Kategorien (Regel 4)</translation>
    </message>
    <message>
        <source>crossed out by vote</source>
        <translation>gestrichen durch Abstimmung</translation>
    </message>
    <message>
        <source>The app crossed it out. The vote can overrule the app.</source>
        <translation>Die App hat ihn gestrichen. Die Abstimmung kann die App überstimmen.</translation>
    </message>
    <message>
        <source>Record: it counts (%1 of %2 against)</source>
        <translation>Eintragen: gilt (%1 von %2 dagegen)</translation>
    </message>
    <message>
        <source>Record: crossed out (%1 of %2 against)</source>
        <translation>Eintragen: gestrichen (%1 von %2 dagegen)</translation>
    </message>
    <message>
        <source>Voted: %1 of %2 against</source>
        <translation>Abgestimmt: %1 von %2 dagegen</translation>
    </message>
    <message>
        <source>Justification: %1</source>
        <translation>Begründung: %1</translation>
    </message>
    <message>
        <source>%1 records the votes.</source>
        <translation>%1 trägt die Abstimmungen ein.</translation>
    </message>
    <message>
        <source>Your city cards</source>
        <translation>Deine Stadtkarten</translation>
    </message>
    <message>
        <source>visited</source>
        <translation>besucht</translation>
    </message>
    <message>
        <source>Home: %1</source>
        <translation>Zuhause: %1</translation>
    </message>
    <message>
        <source>You are in %1</source>
        <translation>Du bist in %1</translation>
    </message>
    <message>
        <source>Start in %1</source>
        <translation>In %1 beginnen</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>The die shows %1</source>
        <translation>Der Würfel zeigt %1</translation>
    </message>
    <message>
        <source>Where to go</source>
        <translation>Wohin?</translation>
    </message>
    <message>
        <source>Go to %1</source>
        <translation>Nach %1</translation>
    </message>
    <message>
        <source>a road space (%1)</source>
        <translation>ein Feld auf der Straße (%1)</translation>
    </message>
    <message>
        <source>%1 — one of your cards</source>
        <translation>%1 — eine deiner Karten</translation>
    </message>
    <message>
        <source>Ferry, plane or bridge to %1</source>
        <translation>Mit Fähre, Flugzeug oder Brücke nach %1</translation>
    </message>
    <message>
        <source>%1, with a ticket</source>
        <translation>%1, mit einer Fahrkarte</translation>
    </message>
    <message>
        <source>Stay here</source>
        <translation>Hier bleiben</translation>
    </message>
    <message>
        <source>Tickets: %1</source>
        <translation>Fahrkarten: %1</translation>
    </message>
    <message>
        <source>Read this question aloud to %1</source>
        <translation>Lies %1 diese Frage vor</translation>
    </message>
    <message>
        <source>The right answer: %1</source>
        <translation>Die richtige Antwort: %1</translation>
    </message>
    <message>
        <source>%1 reads you a question. Listen, then choose the number of your answer.</source>
        <translation>%1 liest dir eine Frage vor. Hör zu und wähle dann die Nummer deiner Antwort.</translation>
    </message>
    <message>
        <source>Answer %1</source>
        <translation>Antwort %1</translation>
    </message>
    <message>
        <source>%1 reads a question to %2.</source>
        <translation>%1 liest %2 eine Frage vor.</translation>
    </message>
    <message>
        <source>Your tile</source>
        <translation>Deine Karte</translation>
    </message>
    <message>
        <source>The tile of %1</source>
        <translation>Die Karte von %1</translation>
    </message>
    <message>
        <source>Turn ⟲</source>
        <translation>Drehen ⟲</translation>
    </message>
    <message>
        <source>Turn ⟳</source>
        <translation>Drehen ⟳</translation>
    </message>
    <message>
        <source>North %1, east %2, south %3, west %4</source>
        <translation>Norden %1, Osten %2, Süden %3, Westen %4</translation>
    </message>
    <message>
        <source>city</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>field</source>
        <translation>Wiese</translation>
    </message>
    <message>
        <source>with a monastery</source>
        <translation>mit einem Kloster</translation>
    </message>
    <message>
        <source>Fits on %1 squares in this direction</source>
        <translation>Passt in dieser Richtung auf %1 Felder</translation>
    </message>
    <message>
        <source>Does not fit anywhere in this direction: turn it.</source>
        <translation>Passt in dieser Richtung nirgends: dreh sie.</translation>
    </message>
    <message>
        <source>Lay it on column %1, row %2</source>
        <translation>Auf Spalte %1, Zeile %2 legen</translation>
    </message>
    <message>
        <source>Lay it on %1</source>
        <translation>Auf %1 legen</translation>
    </message>
    <message>
        <source>Lay it %1 of %2</source>
        <translation>%1 von %2 legen</translation>
    </message>
    <message>
        <source>%1 east</source>
        <translation>%1 nach Osten</translation>
    </message>
    <message>
        <source>%1 west</source>
        <translation>%1 nach Westen</translation>
    </message>
    <message>
        <source>%1 north</source>
        <translation>%1 nach Norden</translation>
    </message>
    <message>
        <source>%1 south</source>
        <translation>%1 nach Süden</translation>
    </message>
    <message>
        <source>Set a meeple on spot %1 (%2)</source>
        <translation>Setz einen Meeple auf Platz %1 (%2)</translation>
    </message>
    <message>
        <source>monastery</source>
        <translation>Kloster</translation>
    </message>
    <message>
        <source>The numbers are the spots where a meeple may go: tap one.</source>
        <translation>Die Zahlen sind die Plätze, auf die ein Meeple darf: Tipp einen an.</translation>
    </message>
    <message>
        <source>The map</source>
        <translation>Die Karte</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Tap a marked square on the map to choose it.</source>
        <translation>Tipp ein markiertes Feld auf der Karte an, um es zu wählen.</translation>
    </message>
    <message>
        <source>Every square where it fits</source>
        <translation>Alle Felder, auf die es passt</translation>
    </message>
    <message>
        <source>No meeple</source>
        <translation>Kein Meeple</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Upgrade the meeple on %1</source>
        <translation>Den Meeple auf %1 aufwerten</translation>
    </message>
    <message>
        <source>Tiles in the pile: %1</source>
        <translation>Karten im Stapel: %1</translation>
    </message>
    <message>
        <source>Points: %1 · meeples: %2</source>
        <translation>Punkte: %1 · Meeples: %2</translation>
    </message>
    <message>
        <source>%1: your turn on this laptop.</source>
        <extracomment>registry game → its screen class (&quot;module.Class&quot;), made with ``(lang, persist=False)`` the game&apos;s screen, made when a laptop seat first uncovers it the laptop seats whose turn has been uncovered (covered again when the turn goes on)</extracomment>
        <translation>%1: Du bist am Laptop dran.</translation>
    </message>
    <message>
        <source>Everybody else, please look away.</source>
        <translation>Alle anderen schauen bitte weg.</translation>
    </message>
    <message>
        <source>Show %1&apos;s screen</source>
        <translation>Bildschirm von %1 zeigen</translation>
    </message>
</context>
<context>
    <name>TableBoard</name>
    <message>
        <source>computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>laptop</source>
        <translation>Laptop</translation>
    </message>
    <message>
        <source>phone</source>
        <translation>Handy</translation>
    </message>
    <message>
        <source>Board: map of Denmark</source>
        <translation>Spielbrett: Karte von Dänemark</translation>
    </message>
    <message>
        <source>on the road</source>
        <translation>unterwegs</translation>
    </message>
    <message>
        <source>%1 is back home and wins!</source>
        <translation>%1 ist wieder zu Hause und gewinnt!</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>the die shows %1</source>
        <translation>der Würfel zeigt %1</translation>
    </message>
    <message>
        <source>Chance cards: %1 in the pile, %2 discarded · question cards: %3</source>
        <translation>Chancekarten: %1 im Stapel, %2 abgelegt · Fragekarten: %3</translation>
    </message>
    <message>
        <source>visited %1 of %2</source>
        <translation>%1 von %2 besucht</translation>
    </message>
    <message>
        <source>tickets: %1</source>
        <translation>Fahrkarten: %1</translation>
    </message>
    <message>
        <source>question cards: %1</source>
        <translation>Fragekarten: %1</translation>
    </message>
    <message>
        <source>misses the next turn</source>
        <translation>setzt die nächste Runde aus</translation>
    </message>
    <message>
        <source>%1 reads a question to %2:</source>
        <translation>%1 liest %2 eine Frage vor:</translation>
    </message>
    <message>
        <source>%1 answers correctly: %2.</source>
        <translation>%1 antwortet richtig: %2.</translation>
    </message>
    <message>
        <source>%1 answers wrongly and stays; the right answer is %2.</source>
        <translation>%1 antwortet falsch und bleibt stehen; richtig ist %2.</translation>
    </message>
    <message>
        <source>%1 starts in %2.</source>
        <translation>%1 beginnt in %2.</translation>
    </message>
    <message>
        <source>%1 rolls %2.</source>
        <translation>%1 würfelt %2.</translation>
    </message>
    <message>
        <source>%1 visits %2 and hands in the card.</source>
        <translation>%1 besucht %2 und gibt die Karte ab.</translation>
    </message>
    <message>
        <source>%1 crosses to %2.</source>
        <translation>%1 setzt über nach %2.</translation>
    </message>
    <message>
        <source>Chance card for %1: %2</source>
        <translation>Chancekarte für %1: %2</translation>
    </message>
    <message>
        <source>%1 uses a ticket: %2</source>
        <translation>%1 löst eine Fahrkarte ein: %2</translation>
    </message>
    <message>
        <source>%1 gets a question card.</source>
        <translation>%1 bekommt eine Fragekarte.</translation>
    </message>
    <message>
        <source>%1 misses this turn.</source>
        <translation>%1 setzt diese Runde aus.</translation>
    </message>
    <message>
        <source>%1 rolls again.</source>
        <translation>%1 würfelt noch einmal.</translation>
    </message>
    <message>
        <source>still tipping</source>
        <translation>tippt noch</translation>
    </message>
    <message>
        <source>has tipped (%1 stones)</source>
        <translation>hat getippt (%1 Steine)</translation>
    </message>
    <message>
        <source>has tipped</source>
        <translation>hat getippt</translation>
    </message>
    <message>
        <source>drafting the cards</source>
        <translation>die Karten werden gewählt</translation>
    </message>
    <message>
        <source>trading</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <source>everybody places tip stones</source>
        <translation>alle setzen Tippsteine</translation>
    </message>
    <message>
        <source>challenges</source>
        <translation>Herausforderungen</translation>
    </message>
    <message>
        <source>scoring: the cards are turned</source>
        <translation>Wertung: die Karten werden umgedreht</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist zu Ende</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>Runde %1: %2</translation>
    </message>
    <message>
        <source>%1 cards in the pile</source>
        <translation>%1 Karten im Stapel</translation>
    </message>
    <message>
        <source>space %1</source>
        <translation>Feld %1</translation>
    </message>
    <message>
        <source>trade chip</source>
        <translation>Tauschchip</translation>
    </message>
    <message>
        <source>%1 challenge chips</source>
        <translation>%1 Herausforderungschips</translation>
    </message>
    <message>
        <source>challenges %1</source>
        <translation>fordert %1 heraus</translation>
    </message>
    <message>
        <source>%1 cards kept</source>
        <translation>%1 Karten behalten</translation>
    </message>
    <message>
        <source>The offer</source>
        <translation>Die Auslage</translation>
    </message>
    <message>
        <source>The cards played</source>
        <translation>Die gespielten Karten</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Restzeit</translation>
    </message>
    <message>
        <source>The terms</source>
        <translation>Die Begriffe</translation>
    </message>
    <message>
        <source>Points per round</source>
        <translation>Punkte pro Runde</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Categories: %1</source>
        <translation>Kategorien: %1</translation>
    </message>
    <message>
        <source>%1: Stopp und 1! (%2 filled)</source>
        <translation>%1: Stopp und 1! (%2 ausgefüllt)</translation>
    </message>
    <message>
        <source>%1: Stopp und Aus!</source>
        <translation>%1: Stopp und Aus!</translation>
    </message>
    <message>
        <source>Aus! %1&apos;s count ran out</source>
        <translation>Aus! %1s Zählen ist abgelaufen</translation>
    </message>
    <message>
        <source>Aus! The time is up</source>
        <translation>Aus! Die Zeit ist um</translation>
    </message>
    <message>
        <source>Waiting for the prompt card</source>
        <translation>Warten auf die Aufgabenkarte</translation>
    </message>
    <message>
        <source>Everybody writes</source>
        <translation>Alle schreiben</translation>
    </message>
    <message>
        <source>Aus! Last words</source>
        <translation>Aus! Letzte Wörter</translation>
    </message>
    <message>
        <source>Pens down: the terms are entered</source>
        <translation>Stifte weg: die Begriffe werden eingegeben</translation>
    </message>
    <message>
        <source>The check</source>
        <translation>Die Prüfung</translation>
    </message>
    <message>
        <source>Who was the most creative?</source>
        <translation>Wer war am kreativsten?</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist zu Ende</translation>
    </message>
    <message>
        <source>The terms stay on the phones until the check.</source>
        <translation>Die Begriffe bleiben bis zur Prüfung auf den Handys.</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>zählt</translation>
    </message>
    <message>
        <source>Vote on %1&apos;s “%2”: %3 of %4 against — %5</source>
        <translation>Abstimmung über „%2“ von %1: %3 von %4 dagegen — %5</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
</context>
<context>
    <name>TableDialog</name>
    <message>
        <source>Everybody scans the same code and picks a free seat by name.</source>
        <translation>Alle scannen denselben Code und wählen einen freien Platz nach Namen.</translation>
    </message>
    <message>
        <source>QR code for every player</source>
        <translation>QR-Code für alle Spieler</translation>
    </message>
    <message>
        <source>Players join with their phones</source>
        <translation>Mitspielende kommen mit ihren Handys dazu</translation>
    </message>
    <message>
        <source>One QR code for all</source>
        <extracomment>the laptop&apos;s seats play on the game&apos;s own screen (``laptop_screen``)</extracomment>
        <translation>Ein QR-Code für alle</translation>
    </message>
    <message>
        <source>%1 plays on this laptop</source>
        <translation>%1 spielt an diesem Laptop</translation>
    </message>
    <message>
        <source>QR code to join as %1</source>
        <translation>QR-Code, um als %1 mitzuspielen</translation>
    </message>
    <message>
        <source>Give the seat to another device</source>
        <translation>Platz einem anderen Gerät geben</translation>
    </message>
    <message>
        <source>Hand over…</source>
        <translation>Übergeben…</translation>
    </message>
    <message>
        <source>Give the seat to a computer or a person, or skip a player who is away</source>
        <translation>Den Platz einem Computer oder einer Person geben oder einen abwesenden Spieler überspringen</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Tisch schließen</translation>
    </message>
    <message>
        <source>The phone that had this seat rejoins with its old link.</source>
        <translation>Das Handy, das diesen Platz hatte, kommt mit seinem alten Link wieder herein.</translation>
    </message>
    <message>
        <source>Room code %1</source>
        <translation>Raumcode %1</translation>
    </message>
    <message>
        <source>On a phone open %1 and type the room code:</source>
        <translation>Am Handy %1 öffnen und den Raumcode eintippen:</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>Skip: the computer plays this turn</source>
        <translation>Überspringen: Der Computer spielt diesen Zug</translation>
    </message>
    <message>
        <source>Give to a computer (%1)</source>
        <translation>Einem Computer geben (%1)</translation>
    </message>
    <message>
        <source>Give to a person with a phone (a new code)</source>
        <translation>Einer Person mit Handy geben (ein neuer Code)</translation>
    </message>
    <message>
        <source>Give to a person at this laptop</source>
        <translation>Einer Person an diesem Laptop geben</translation>
    </message>
    <message>
        <source>Remove the device (the seat waits)</source>
        <translation>Gerät entfernen (der Platz wartet)</translation>
    </message>
    <message>
        <source>That is not possible any more: the game moved on.</source>
        <translation>Das geht nicht mehr: Das Spiel ist weitergegangen.</translation>
    </message>
    <message>
        <source>played by the computer</source>
        <translation>spielt der Computer</translation>
    </message>
    <message>
        <source>skipped: the computer plays this turn</source>
        <translation>übersprungen: Der Computer spielt diesen Zug</translation>
    </message>
    <message>
        <source>%1 — the table could not be saved: %2</source>
        <translation>%1 — der Tisch konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>%1 on this laptop</source>
        <translation>%1 an diesem Laptop</translation>
    </message>
    <message>
        <source>The public board (no private cards)</source>
        <translation>Das öffentliche Spielbrett (keine geheimen Karten)</translation>
    </message>
    <message>
        <source>phone connected</source>
        <translation>Handy verbunden</translation>
    </message>
    <message>
        <source>waiting for a phone</source>
        <translation>wartet auf ein Handy</translation>
    </message>
    <message>
        <source>The game is over. Ranking: %1</source>
        <translation>Das Spiel ist vorbei. Rangfolge: %1</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation>Es wird gewürfelt …</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
</context>
<context>
    <name>TableSetup</name>
    <message>
        <source>table game with phones</source>
        <translation>Tischspiel mit Handys</translation>
    </message>
    <message>
        <source>%1 with phones: %2</source>
        <translation>%1 mit Handys: %2</translation>
    </message>
    <message>
        <source>Resume the &amp;table game (phones)</source>
        <translation>&amp;Tischspiel (Handys) fortsetzen</translation>
    </message>
    <message>
        <source>There is no unfinished table game.</source>
        <translation>Es gibt kein unfertiges Tischspiel.</translation>
    </message>
    <message>
        <source>The saved table game cannot be resumed: %1</source>
        <translation>Das gespeicherte Tischspiel lässt sich nicht fortsetzen: %1</translation>
    </message>
    <message>
        <source>Human, on a phone</source>
        <extracomment>the combo-box data of a seat played on a phone</extracomment>
        <translation>Mensch, am Handy</translation>
    </message>
</context>
<context>
    <name>TageTableBoard</name>
    <message>
        <source>Drawn card:</source>
        <translation>Gezogene Karte:</translation>
    </message>
    <message>
        <source>&amp;Ich reise in 10 Tagen durch Deutschland!</source>
        <extracomment>the laptop seat that uncovered its cards this turn (None: covered)</extracomment>
        <translation>&amp;Ich reise in 10 Tagen durch Deutschland!</translation>
    </message>
    <message>
        <source>Call-outs and cards taken from the discard piles</source>
        <translation>Ausrufe und Karten von den Ablagestapeln</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Cards to place:</source>
        <translation>Noch zu legende Karten:</translation>
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation>Ich bin %1: meine Karten zeigen</translation>
    </message>
    <message>
        <source>Players on phones see their cards on their phones.</source>
        <translation>Wer am Handy spielt, sieht seine Karten auf dem Handy.</translation>
    </message>
    <message>
        <source>%1 plays on this laptop. Everybody else: please look away.</source>
        <translation>%1 spielt an diesem Laptop. Alle anderen: bitte wegsehen.</translation>
    </message>
    <message>
        <source>Setup: click a free day to place your next card face down.</source>
        <translation>Vorbereitung: Klicke auf einen freien Tag, um deine nächste Karte verdeckt abzulegen.</translation>
    </message>
    <message>
        <source>Draw: click the draw pile or a discard pile.</source>
        <translation>Ziehen: Klicken Sie auf den Nachziehstapel oder einen Ablagestapel.</translation>
    </message>
    <message>
        <source>Choose the discard pile for the card from day %1.</source>
        <translation>Wählen Sie den Ablagestapel für die Karte von Tag %1.</translation>
    </message>
    <message>
        <source>You drew %1. Click a day to put it there, or a discard pile to discard it.</source>
        <translation>Sie haben %1 gezogen. Klicken Sie auf einen Tag, um sie dorthin zu legen, oder auf einen Ablagestapel, um sie abzulegen.</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>not yet correct</source>
        <translation>noch nicht richtig</translation>
    </message>
    <message>
        <source>%1 calls out (turn %2, %3): %4</source>
        <translation>%1 ruft aus (Runde %2, %3): %4</translation>
    </message>
    <message>
        <source>%1 took from the discard piles: %2</source>
        <translation>%1 nahm von den Ablagestapeln: %2</translation>
    </message>
</context>
</TS>
