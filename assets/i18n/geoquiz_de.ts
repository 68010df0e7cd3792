<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <source>That move is not allowed now.</source>
        <extracomment>games whose codes carry another prefix than their package name</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About geoquiz</source>
        <translation>Über geoquiz</translation>
    </message>
    <message>
        <source>Map games about Germany and Denmark for families, classrooms and card authors.</source>
        <translation>Landkartenspiele über Deutschland und Dänemark für Familien, Schulklassen und Autoren von Quizkarten.</translation>
    </message>
    <message>
        <source>Program code under the MIT licence. Map data and places:</source>
        <translation>Programmcode unter der MIT-Lizenz. Kartendaten und Orte:</translation>
    </message>
    <message>
        <source>Data sources and licences</source>
        <translation>Datenquellen und Lizenzen</translation>
    </message>
</context>
<context>
    <name>CardEditorScreen</name>
    <message>
        <source>The card database cannot be opened: %1</source>
        <translation>Die Kartendatenbank kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>yellow (city)</source>
        <translation>gelb (Stadt)</translation>
    </message>
    <message>
        <source>orange (place)</source>
        <translation>orange (Ort)</translation>
    </message>
    <message>
        <source>green (nature)</source>
        <translation>grün (Natur)</translation>
    </message>
    <message>
        <source>blue (expert)</source>
        <translation>blau (Experte)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Card editor</source>
        <translation>Karteneditor</translation>
    </message>
    <message>
        <source>New deck…</source>
        <translation>Neues Kartenset …</translation>
    </message>
    <message>
        <source>Rename deck…</source>
        <translation>Kartenset umbenennen …</translation>
    </message>
    <message>
        <source>Enable/disable deck</source>
        <translation>Kartenset ein-/ausschalten</translation>
    </message>
    <message>
        <source>Tolerance…</source>
        <translation>Toleranz …</translation>
    </message>
    <message>
        <source>Delete deck…</source>
        <translation>Kartenset löschen …</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren …</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren …</translation>
    </message>
    <message>
        <source>Search cards</source>
        <translation>Karten suchen</translation>
    </message>
    <message>
        <source>all colours</source>
        <translation>alle Farben</translation>
    </message>
    <message>
        <source>two solutions</source>
        <translation>zwei Lösungen</translation>
    </message>
    <message>
        <source>needs review</source>
        <translation>zu prüfen</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Kartenset</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>Type a place name and press Enter</source>
        <translation>Ortsnamen eingeben und Enter drücken</translation>
    </message>
    <message>
        <source>Find place</source>
        <translation>Ort suchen</translation>
    </message>
    <message>
        <source>Prompt (German)</source>
        <translation>Aufgabe (deutsch)</translation>
    </message>
    <message>
        <source>Prompt (English)</source>
        <translation>Aufgabe (englisch)</translation>
    </message>
    <message>
        <source>Explanation / fun fact</source>
        <translation>Erklärung / Wissenswertes</translation>
    </message>
    <message>
        <source>latitude, e.g. 52.289</source>
        <translation>Breite, z. B. 52.289</translation>
    </message>
    <message>
        <source>longitude, e.g. 8.917</source>
        <translation>Länge, z. B. 8.917</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>Draw outline</source>
        <translation>Umriss zeichnen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Remove outline</source>
        <translation>Umriss entfernen</translation>
    </message>
    <message>
        <source>Outline</source>
        <translation>Umriss</translation>
    </message>
    <message>
        <source>WKT polygon (lon lat), or draw on the map</source>
        <translation>WKT-Polygon (Länge Breite) oder auf der Karte zeichnen</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>New card</source>
        <translation>Neue Karte</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Delete card…</source>
        <translation>Karte löschen …</translation>
    </message>
    <message>
        <source>Move to…</source>
        <translation>Verschieben nach …</translation>
    </message>
    <message>
        <source>Copy to…</source>
        <translation>Kopieren nach …</translation>
    </message>
    <message>
        <source>The card “%1” has unsaved changes. Save them?</source>
        <translation>Die Karte „%1“ hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>new card</source>
        <translation>neue Karte</translation>
    </message>
    <message>
        <source>This place is not on the board: %1</source>
        <translation>Dieser Ort liegt nicht auf dem Spielbrett: %1</translation>
    </message>
    <message>
        <source>all decks</source>
        <translation>alle Kartensets</translation>
    </message>
    <message>
        <source>%1 (disabled)</source>
        <translation>%1 (ausgeschaltet)</translation>
    </message>
    <message numerus="yes">
        <source>Cards: %n</source>
        <translation>
            <numerusform>Karten: %n</numerusform>
            <numerusform>Karten: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tolerance of “%1” set to %2 km; cards with new solutions: %n.</source>
        <translation>
            <numerusform>Toleranz von „%1“ auf %2 km gesetzt; Karten mit neuen Lösungen: %n.</numerusform>
            <numerusform>Toleranz von „%1“ auf %2 km gesetzt; Karten mit neuen Lösungen: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cards imported: %n.</source>
        <translation>
            <numerusform>Importierte Karten: %n.</numerusform>
            <numerusform>Importierte Karten: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The coordinates are not numbers.</source>
        <translation>Die Koordinaten sind keine Zahlen.</translation>
    </message>
    <message>
        <source>Give both latitude and longitude.</source>
        <translation>Bitte Breite und Länge angeben.</translation>
    </message>
    <message>
        <source>west</source>
        <translation>West</translation>
    </message>
    <message>
        <source>east (Ost)</source>
        <translation>Ost</translation>
    </message>
    <message>
        <source>north</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>south</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>upper left</source>
        <translation>oben links</translation>
    </message>
    <message>
        <source>upper right</source>
        <translation>oben rechts</translation>
    </message>
    <message>
        <source>lower left</source>
        <translation>unten links</translation>
    </message>
    <message>
        <source>lower right</source>
        <translation>unten rechts</translation>
    </message>
    <message>
        <source>square %1</source>
        <translation>Kartenfeld %1</translation>
    </message>
    <message>
        <source>No place yet</source>
        <translation>Noch kein Ort</translation>
    </message>
    <message>
        <source>Search a place, click the map, type coordinates or draw an outline.</source>
        <translation>Suchen Sie einen Ort, klicken Sie in die Karte, geben Sie Koordinaten ein oder zeichnen Sie einen Umriss.</translation>
    </message>
    <message>
        <source>No solution</source>
        <translation>Keine Lösung</translation>
    </message>
    <message>
        <source>Close to a dividing line: the card gets two solutions. Move the place if only one is meant.</source>
        <translation>Nahe an einer Trennlinie: Die Karte bekommt zwei Lösungen. Verschieben Sie den Ort, wenn nur eine gemeint ist.</translation>
    </message>
    <message>
        <source>The area spreads over two quadrants: the card gets two solutions.</source>
        <translation>Die Fläche verteilt sich auf zwei Quadranten: Die Karte bekommt zwei Lösungen.</translation>
    </message>
    <message>
        <source>No place found for “%1”.</source>
        <translation>Kein Ort für „%1“ gefunden.</translation>
    </message>
    <message>
        <source>Finish outline</source>
        <translation>Umriss abschließen</translation>
    </message>
    <message>
        <source>Create a deck first.</source>
        <translation>Legen Sie zuerst ein Kartenset an.</translation>
    </message>
    <message>
        <source>A card needs a title.</source>
        <translation>Eine Karte braucht einen Titel.</translation>
    </message>
    <message>
        <source>A card needs a prompt text.</source>
        <translation>Eine Karte braucht einen Aufgabentext.</translation>
    </message>
    <message>
        <source>A card needs a place: a point or an outline.</source>
        <translation>Eine Karte braucht einen Ort: einen Punkt oder einen Umriss.</translation>
    </message>
    <message>
        <source>The card no longer exists.</source>
        <translation>Die Karte gibt es nicht mehr.</translation>
    </message>
    <message>
        <source>Saved “%1”: %2</source>
        <translation>„%1“ gespeichert: %2</translation>
    </message>
    <message>
        <source>Delete the card “%1”?</source>
        <translation>Die Karte „%1“ löschen?</translation>
    </message>
    <message>
        <source>Move card to deck</source>
        <translation>Karte in Kartenset verschieben</translation>
    </message>
    <message>
        <source>Copy card to deck</source>
        <translation>Karte in Kartenset kopieren</translation>
    </message>
    <message>
        <source>A deck needs a name.</source>
        <translation>Ein Kartenset braucht einen Namen.</translation>
    </message>
    <message>
        <source>A deck called “%1” exists already.</source>
        <translation>Ein Kartenset namens „%1“ gibt es schon.</translation>
    </message>
    <message>
        <source>Deck “%1” is enabled.</source>
        <translation>Kartenset „%1“ ist eingeschaltet.</translation>
    </message>
    <message>
        <source>Deck “%1” is disabled.</source>
        <translation>Kartenset „%1“ ist ausgeschaltet.</translation>
    </message>
    <message>
        <source>Near-line tolerance</source>
        <translation>Toleranz an Linien</translation>
    </message>
    <message>
        <source>A point this close to a dividing line gets a second solution (0 = never), km:</source>
        <translation>Ein Punkt so nah an einer Trennlinie bekommt eine zweite Lösung (0 = nie), km:</translation>
    </message>
    <message>
        <source>Delete the deck “%1” with its %2 cards? This cannot be undone.</source>
        <translation>Das Kartenset „%1“ mit seinen %2 Karten löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>Neues Kartenset</translation>
    </message>
    <message>
        <source>Name of the deck:</source>
        <translation>Name des Kartensets:</translation>
    </message>
    <message>
        <source>Rename deck</source>
        <translation>Kartenset umbenennen</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Neuer Name:</translation>
    </message>
    <message>
        <source>The file has problems; nothing was imported.</source>
        <translation>Die Datei hat Fehler; nichts wurde importiert.</translation>
    </message>
    <message>
        <source>JSON export needs one deck.</source>
        <translation>Der JSON-Export braucht genau ein Kartenset.</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Nach %1 exportiert.</translation>
    </message>
    <message>
        <source>Import cards</source>
        <translation>Karten importieren</translation>
    </message>
    <message>
        <source>Card files (*.csv *.json)</source>
        <translation>Kartendateien (*.csv *.json)</translation>
    </message>
    <message>
        <source>Into the deck (a new name makes a new deck):</source>
        <translation>In das Kartenset (ein neuer Name legt ein neues an):</translation>
    </message>
    <message>
        <source>Export deck</source>
        <translation>Kartenset exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json);;GeoJSON (*.geojson)</source>
        <translation>CSV (*.csv);;JSON (*.json);;GeoJSON (*.geojson)</translation>
    </message>
</context>
<context>
    <name>CardProblems</name>
    <message>
        <source>“%1” is not a number</source>
        <translation>„%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>muss eine Zahl sein</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <source>%1 is outside %2…%3</source>
        <translation>%1 liegt außerhalb von %2…%3</translation>
    </message>
    <message>
        <source>“%1” is not yes/no</source>
        <translation>„%1“ ist weder ja noch nein</translation>
    </message>
    <message>
        <source>a card must be an object with named fields</source>
        <translation>eine Karte muss ein Objekt mit benannten Feldern sein</translation>
    </message>
    <message>
        <source>the row is empty</source>
        <translation>die Zeile ist leer</translation>
    </message>
    <message>
        <source>unknown column</source>
        <translation>unbekannte Spalte</translation>
    </message>
    <message>
        <source>contains a control character</source>
        <translation>enthält ein Steuerzeichen</translation>
    </message>
    <message>
        <source>missing column</source>
        <translation>Spalte fehlt</translation>
    </message>
    <message>
        <source>must be one of %1, not “%2”</source>
        <translation>muss eines von %1 sein, nicht „%2“</translation>
    </message>
    <message>
        <source>a card needs a title</source>
        <translation>eine Karte braucht einen Titel</translation>
    </message>
    <message>
        <source>a card needs a prompt text (prompt_de or prompt_en)</source>
        <translation>eine Karte braucht einen Aufgabentext (prompt_de oder prompt_en)</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>a card needs a point (lat and lon) or an outline (outline_wkt)</source>
        <translation>eine Karte braucht einen Punkt (lat und lon) oder einen Umriss (outline_wkt)</translation>
    </message>
    <message>
        <source>a card needs a point (lat/lon) or an outline</source>
        <translation>eine Karte braucht einen Punkt (lat/lon) oder einen Umriss</translation>
    </message>
    <message>
        <source>not valid WKT (%1)</source>
        <translation>kein gültiges WKT (%1)</translation>
    </message>
    <message>
        <source>the outline is empty</source>
        <translation>der Umriss ist leer</translation>
    </message>
    <message>
        <source>an outline must be a polygon or a line, not a %1</source>
        <translation>ein Umriss muss ein Polygon oder eine Linie sein, kein %1</translation>
    </message>
    <message>
        <source>the outline has coordinates that are not numbers</source>
        <translation>der Umriss hat Koordinaten, die keine Zahlen sind</translation>
    </message>
    <message>
        <source>the outline&apos;s coordinates are not longitude/latitude</source>
        <translation>die Koordinaten des Umrisses sind keine Länge/Breite</translation>
    </message>
    <message>
        <source>the outline is not a valid shape (%1)</source>
        <translation>der Umriss ist keine gültige Form (%1)</translation>
    </message>
    <message>
        <source>%1 is not on the board: %2 km from Germany</source>
        <translation>%1 liegt nicht auf dem Spielbrett: %2 km von Deutschland entfernt</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>the file holds no cards</source>
        <translation>die Datei enthält keine Karten</translation>
    </message>
    <message>
        <source>the file holds %1 rows; at most %2 cards can be imported at once (split the file)</source>
        <translation>die Datei hat %1 Zeilen; höchstens %2 Karten lassen sich auf einmal importieren (teilen Sie die Datei)</translation>
    </message>
    <message>
        <source>duplicate (same title and place) of a card already in the deck</source>
        <translation>doppelt (gleicher Titel und Ort) mit einer Karte, die schon im Kartenset ist</translation>
    </message>
    <message>
        <source>duplicate (same title and place) of row %1</source>
        <translation>doppelt (gleicher Titel und Ort) mit Zeile %1</translation>
    </message>
    <message>
        <source>%1 is %2 MB; at most %3 MB can be imported at once</source>
        <translation>%1 hat %2 MB; höchstens %3 MB lassen sich auf einmal importieren</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text</source>
        <translation>%1 ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>a JSON deck is {&quot;deck&quot;: {...}, &quot;cards&quot;: [...]}</source>
        <translation>ein JSON-Kartenset hat die Form {&quot;deck&quot;: {...}, &quot;cards&quot;: [...]}</translation>
    </message>
    <message>
        <source>&quot;deck&quot; must be an object</source>
        <translation>&quot;deck&quot; muss ein Objekt sein</translation>
    </message>
    <message>
        <source>%1 is not a geoquiz database (not a SQLite file); it was left untouched</source>
        <translation>%1 ist keine geoquiz-Datenbank (keine SQLite-Datei); sie wurde nicht verändert</translation>
    </message>
    <message>
        <source>%1 is damaged (%2); it was left untouched, restore a backup or move it away</source>
        <translation>%1 ist beschädigt (%2); sie wurde nicht verändert – spielen Sie eine Sicherung zurück oder verschieben Sie die Datei</translation>
    </message>
    <message>
        <source>%1 cannot be read as a database (%2); it was left untouched</source>
        <translation>%1 lässt sich nicht als Datenbank lesen (%2); sie wurde nicht verändert</translation>
    </message>
    <message>
        <source>%1 is not a geoquiz database (it holds other tables); it was left untouched</source>
        <translation>%1 ist keine geoquiz-Datenbank (sie enthält andere Tabellen); sie wurde nicht verändert</translation>
    </message>
    <message>
        <source>%1 was written by a newer geoquiz (schema %2); please update geoquiz. The database was left untouched</source>
        <translation>%1 wurde von einem neueren geoquiz geschrieben (Schema %2); bitte aktualisieren Sie geoquiz. Die Datenbank wurde nicht verändert</translation>
    </message>
    <message>
        <source>upgrading %1 from schema %2 failed (%3); the previous state was restored (a copy stays at %4)</source>
        <translation>die Aktualisierung von %1 ab Schema %2 ist fehlgeschlagen (%3); der vorige Stand wurde wiederhergestellt (eine Kopie liegt unter %4)</translation>
    </message>
    <message>
        <source>upgrading %1 from schema %2 failed (%3); nothing was changed</source>
        <translation>die Aktualisierung von %1 ab Schema %2 ist fehlgeschlagen (%3); es wurde nichts verändert</translation>
    </message>
    <message>
        <source>cannot open the database %1: %2</source>
        <translation>die Datenbank %1 lässt sich nicht öffnen: %2</translation>
    </message>
    <message>
        <source>cannot create the database %1: %2</source>
        <translation>die Datenbank %1 lässt sich nicht anlegen: %2</translation>
    </message>
    <message>
        <source>cannot use database %1: %2</source>
        <translation>die Datenbank %1 ist nicht verwendbar: %2</translation>
    </message>
    <message>
        <source>not a database URL: %1</source>
        <translation>keine Datenbank-URL: %1</translation>
    </message>
    <message>
        <source>%1, %2 km from Germany</source>
        <translation>%1, %2 km von Deutschland entfernt</translation>
    </message>
</context>
<context>
    <name>CardTile</name>
    <message>
        <source>City</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Nature</source>
        <translation>Natur</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
</context>
<context>
    <name>DeckPickerDialog</name>
    <message>
        <source>Deck:</source>
        <translation>Kartenset:</translation>
    </message>
</context>
<context>
    <name>ErrorHandler</name>
    <message>
        <source>Something went wrong: %1</source>
        <translation>Etwas ist schiefgegangen: %1</translation>
    </message>
    <message>
        <source>Your game was saved after the last move. The details are in the log file %1.</source>
        <translation>Das Spiel wurde nach dem letzten Zug gespeichert. Die Einzelheiten stehen in der Protokolldatei %1.</translation>
    </message>
    <message>
        <source>geoquiz — an error</source>
        <translation>geoquiz — ein Fehler</translation>
    </message>
</context>
<context>
    <name>ExploreScreen</name>
    <message>
        <source>N</source>
        <comment>north</comment>
        <extracomment>scale (pixels per km) to which a found place is zoomed, unless the view is already closer</extracomment>
        <translation>N</translation>
    </message>
    <message>
        <source>S</source>
        <comment>south</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>E</source>
        <comment>east</comment>
        <translation>O</translation>
    </message>
    <message>
        <source>W</source>
        <comment>west</comment>
        <translation>W</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Mouse wheel or + and - zoom, drag or arrow keys pan, F fits the map.</source>
        <translation>Mausrad oder + und - zoomen, Ziehen oder Pfeiltasten verschieben, F passt die Karte ein.</translation>
    </message>
    <message>
        <source>◀ Start</source>
        <translation>◀ Start</translation>
    </message>
    <message>
        <source>Back to the start screen (Esc)</source>
        <translation>Zurück zum Startbildschirm (Esc)</translation>
    </message>
    <message>
        <source>Find a place… (Ctrl+F)</source>
        <translation>Ort suchen … (Strg+F)</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>Ort suchen</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom in (+)</source>
        <translation>Vergrößern (+)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Zoom out (-)</source>
        <translation>Verkleinern (-)</translation>
    </message>
    <message>
        <source>Fit map</source>
        <translation>Karte einpassen</translation>
    </message>
    <message>
        <source>Show the whole map (F)</source>
        <translation>Die ganze Karte zeigen (F)</translation>
    </message>
    <message>
        <source>Position under the mouse</source>
        <translation>Position unter der Maus</translation>
    </message>
    <message>
        <source>Selected place</source>
        <translation>Gewählter Ort</translation>
    </message>
    <message>
        <source>Explore the board — Germany</source>
        <translation>Das Spielbrett erkunden — Deutschland</translation>
    </message>
    <message>
        <source>Explore Denmark</source>
        <translation>Dänemark erkunden</translation>
    </message>
    <message>
        <source>Click the map to see the nearest place and its solution.</source>
        <translation>Klicken Sie in die Karte: Sie sehen den nächsten Ort und seine Lösung.</translation>
    </message>
    <message>
        <source>Click the map to see the nearest place.</source>
        <translation>Klicken Sie in die Karte: Sie sehen den nächsten Ort.</translation>
    </message>
    <message>
        <source>not on the board</source>
        <translation>nicht auf dem Spielbrett</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>Clicked {pos}</source>
        <translation>Geklickt: {pos}</translation>
    </message>
    <message>
        <source>Nearest place: {name}, {km} km away</source>
        <translation>Nächster Ort: {name}, {km} km entfernt</translation>
    </message>
    <message>
        <source>No place called “{text}” found.</source>
        <translation>Kein Ort namens „{text}“ gefunden.</translation>
    </message>
</context>
<context>
    <name>ImportReportDialog</name>
    <message>
        <source>Import report</source>
        <translation>Importbericht</translation>
    </message>
    <message>
        <source>%1 rows read: %2 valid, %3 with problems. Nothing has been imported yet.</source>
        <translation>%1 Zeilen gelesen: %2 gültig, %3 mit Fehlern. Noch wurde nichts importiert.</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message numerus="yes">
        <source>Import only the valid rows (%n)</source>
        <translation>
            <numerusform>Nur die gültige Zeile importieren (%n)</numerusform>
            <numerusform>Nur die gültigen Zeilen importieren (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Start screen</source>
        <translation>&amp;Startbildschirm</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About geoquiz</source>
        <translation>&amp;Über geoquiz</translation>
    </message>
    <message>
        <source>The game could not be resumed: %1</source>
        <translation>Das Spiel konnte nicht fortgesetzt werden: %1</translation>
    </message>
    <message>
        <source>There is no unfinished game to resume.</source>
        <translation>Es gibt kein unbeendetes Spiel zum Fortsetzen.</translation>
    </message>
</context>
<context>
    <name>MindenScreen</name>
    <message>
        <source>Deutschland: Finden Sie Minden</source>
        <extracomment>emitted after every applied move (tests wait on it)</extracomment>
        <translation>Deutschland: Finden Sie Minden</translation>
    </message>
    <message>
        <source>Find places on the board: west or east, north, middle or south, the map square, the quadrant. Every right stone moves your piece, one wrong stone none.</source>
        <translation>Finden Sie Orte auf dem Spielbrett: West oder Ost, Nord, Mitte oder Süd, das Kartenfeld, der Quadrant. Jeder richtige Stein bringt Ihre Figur voran, ein falscher Stein keinen Schritt.</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>%1 — round %2</source>
        <translation>%1 — Runde %2</translation>
    </message>
    <message>
        <source>The database is not available: %1</source>
        <translation>Die Datenbank ist nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>There is no unfinished game.</source>
        <translation>Es gibt kein unterbrochenes Spiel.</translation>
    </message>
    <message>
        <source>Cards of this round</source>
        <translation>Karten dieser Runde</translation>
    </message>
    <message>
        <source>Leave (the game is saved)</source>
        <translation>Verlassen (das Spiel ist gespeichert)</translation>
    </message>
    <message>
        <source>Map of the board</source>
        <translation>Karte des Spielbretts</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>A tip has at most four stones.</source>
        <translation>Ein Tipp hat höchstens vier Steine.</translation>
    </message>
    <message>
        <source>The first stone must be W (west) or O (east).</source>
        <translation>Der erste Stein muss auf W (West) oder O (Ost) liegen.</translation>
    </message>
    <message>
        <source>The second stone must be N, M or S.</source>
        <translation>Der zweite Stein muss auf N, M oder S liegen.</translation>
    </message>
    <message>
        <source>Zone %1 has map squares 1 to %2.</source>
        <translation>Zone %1 hat die Kartenfelder 1 bis %2.</translation>
    </message>
    <message>
        <source>The fourth stone must be A, B, C or D.</source>
        <translation>Der vierte Stein muss auf A, B, C oder D liegen.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>Now each player chooses one of the cards on the table.</source>
        <translation>Jetzt wählt jeder Spieler eine der ausliegenden Karten.</translation>
    </message>
    <message>
        <source>Now each player decides whether to trade the card.</source>
        <translation>Jetzt entscheidet jeder Spieler, ob er seine Karte tauscht.</translation>
    </message>
    <message>
        <source>Now each player places tip stones.</source>
        <translation>Jetzt setzt jeder Spieler seine Tippsteine.</translation>
    </message>
    <message>
        <source>Now each player may place a challenge chip.</source>
        <translation>Jetzt darf jeder Spieler einen Herausforderungs-Chip legen.</translation>
    </message>
    <message>
        <source>Now the tips are scored: place the indicator on the map.</source>
        <translation>Jetzt werden die Tipps gewertet: Setzen Sie den Ortsanzeiger auf die Karte.</translation>
    </message>
    <message>
        <source>That card is not on the table this round.</source>
        <translation>Diese Karte liegt in dieser Runde nicht aus.</translation>
    </message>
    <message>
        <source>%1 needs a spare tip stone to trade.</source>
        <translation>%1 braucht zum Tauschen einen übrigen Tippstein.</translation>
    </message>
    <message>
        <source>%1 has already used the chip.</source>
        <translation>%1 hat den Chip schon eingesetzt.</translation>
    </message>
    <message>
        <source>%1 has only %2 tip stones.</source>
        <translation>%1 hat nur %2 Tippsteine.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Diesen Spieler gibt es nicht.</translation>
    </message>
    <message>
        <source>You cannot challenge yourself.</source>
        <translation>Sie können sich nicht selbst herausfordern.</translation>
    </message>
    <message>
        <source>The place indicator needs a position on the map.</source>
        <translation>Der Ortsanzeiger braucht eine Stelle auf der Karte.</translation>
    </message>
    <message>
        <source>%1 takes “%2”.</source>
        <translation>%1 nimmt „%2“.</translation>
    </message>
    <message>
        <source>%1 trades the card.</source>
        <translation>%1 tauscht die Karte.</translation>
    </message>
    <message>
        <source>%1 has placed tip stones.</source>
        <translation>%1 hat Tippsteine gesetzt.</translation>
    </message>
    <message>
        <source>%1 challenges %2.</source>
        <translation>%1 fordert %2 heraus.</translation>
    </message>
    <message>
        <source>The indicator lies in %1.</source>
        <translation>Der Ortsanzeiger liegt in %1.</translation>
    </message>
    <message>
        <source>The indicator is %1 km from %2.</source>
        <translation>Der Ortsanzeiger ist %1 km von %2 entfernt.</translation>
    </message>
    <message>
        <source>%1&apos;s card “%2”: solution %3; tip %4.</source>
        <translation>Karte von %1 „%2“: Lösung %3; Tipp %4.</translation>
    </message>
    <message>
        <source>No stones placed: no move.</source>
        <translation>Keine Steine gesetzt: kein Zug.</translation>
    </message>
    <message numerus="yes">
        <source>Right! %n free space(s) forward, to space %1.</source>
        <translation>
            <numerusform>Richtig! %n freies Feld vor, auf Feld %1.</numerusform>
            <numerusform>Richtig! %n freie Felder vor, auf Feld %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>A stone is wrong: the piece stays.</source>
        <translation>Ein Stein ist falsch: Die Figur bleibt stehen.</translation>
    </message>
    <message>
        <source>The card is kept.</source>
        <translation>Die Karte wird behalten.</translation>
    </message>
    <message>
        <source>The card goes back to the box.</source>
        <translation>Die Karte kommt zurück in die Schachtel.</translation>
    </message>
    <message>
        <source>%1&apos;s challenge was wrong: %2 keeps the chip.</source>
        <translation>Die Herausforderung von %1 war falsch: %2 behält den Chip.</translation>
    </message>
    <message>
        <source>%1&apos;s challenge was right: one space forward.</source>
        <translation>Die Herausforderung von %1 war richtig: ein Feld vor.</translation>
    </message>
    <message>
        <source>choosing cards</source>
        <translation>Karten wählen</translation>
    </message>
    <message>
        <source>trading</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <source>guessing</source>
        <translation>Tippen</translation>
    </message>
    <message>
        <source>challenges</source>
        <translation>Herausforderungen</translation>
    </message>
    <message>
        <source>scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Round %1 — %2</source>
        <translation>Runde %1 — %2</translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation>%1 (Computer) überlegt …</translation>
    </message>
    <message>
        <source>computer, easy</source>
        <translation>Computer, leicht</translation>
    </message>
    <message>
        <source>computer, medium</source>
        <translation>Computer, mittel</translation>
    </message>
    <message>
        <source>computer, hard</source>
        <translation>Computer, schwer</translation>
    </message>
    <message>
        <source>C</source>
        <comment>initial of City cards (yellow)</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>P</source>
        <comment>initial of Place cards (orange)</comment>
        <translation>O</translation>
    </message>
    <message>
        <source>N</source>
        <comment>initial of Nature cards (green)</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>E</source>
        <comment>initial of Expert cards (blue)</comment>
        <translation>E</translation>
    </message>
    <message>
        <source>space</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>chip</source>
        <translation>Chip</translation>
    </message>
    <message numerus="yes">
        <source>%n challenge chip(s)</source>
        <translation>
            <numerusform>%n Herausforderungs-Chip</numerusform>
            <numerusform>%n Herausforderungs-Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n Stein</numerusform>
            <numerusform>%n Steine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s) on the tip card</source>
        <translation>
            <numerusform>%n Stein auf der Tippkarte</numerusform>
            <numerusform>%n Steine auf der Tippkarte</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to trade this card for the top card of the pile.</source>
        <translation>Klicken, um diese Karte gegen die oberste Karte des Stapels zu tauschen.</translation>
    </message>
    <message>
        <source>%1, choose one of the cards above.</source>
        <translation>%1, wählen Sie eine der Karten oben.</translation>
    </message>
    <message>
        <source>The leader takes the card that is left over.</source>
        <translation>Wer vorne liegt, nimmt die übrige Karte.</translation>
    </message>
    <message>
        <source>%1: trade “%2” for the top card of the pile?</source>
        <translation>%1: „%2“ gegen die oberste Karte des Stapels tauschen?</translation>
    </message>
    <message>
        <source>Click your card or the button to trade it.</source>
        <translation>Klicken Sie auf Ihre Karte oder den Knopf, um sie zu tauschen.</translation>
    </message>
    <message>
        <source>your chip</source>
        <translation>Ihren Chip</translation>
    </message>
    <message>
        <source>a tip stone</source>
        <translation>einen Tippstein</translation>
    </message>
    <message>
        <source>&amp;Trade (costs %1)</source>
        <translation>&amp;Tauschen (kostet %1)</translation>
    </message>
    <message>
        <source>&amp;Keep the card</source>
        <translation>Karte &amp;behalten</translation>
    </message>
    <message>
        <source>Pass the laptop to %1.</source>
        <translation>Geben Sie den Laptop an %1 weiter.</translation>
    </message>
    <message>
        <source>Nobody else may look at the tip card now.</source>
        <translation>Niemand sonst darf jetzt auf die Tippkarte schauen.</translation>
    </message>
    <message>
        <source>I am %1 — show my tip card</source>
        <translation>Ich bin %1 — meine Tippkarte zeigen</translation>
    </message>
    <message>
        <source>%1, where is “%2”?</source>
        <translation>%1, wo liegt „%2“?</translation>
    </message>
    <message>
        <source>%1: challenge a player whose tip you think is wrong?</source>
        <translation>%1: Einen Spieler herausfordern, dessen Tipp Sie für falsch halten?</translation>
    </message>
    <message>
        <source>Right: you move one space and get the chip back. Wrong: they keep your chip.</source>
        <translation>Richtig: Sie ziehen ein Feld vor und bekommen den Chip zurück. Falsch: Der andere behält Ihren Chip.</translation>
    </message>
    <message numerus="yes">
        <source>Challenge %1 (%n stone(s))</source>
        <translation>
            <numerusform>%1 herausfordern (%n Stein)</numerusform>
            <numerusform>%1 herausfordern (%n Steine)</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;No challenge</source>
        <translation>&amp;Keine Herausforderung</translation>
    </message>
    <message>
        <source>%1: click on the map where “%2” is.</source>
        <translation>%1: Klicken Sie in die Karte, wo „%2“ liegt.</translation>
    </message>
    <message>
        <source>The place indicator shows everybody your guess; then the card is turned.</source>
        <translation>Der Ortsanzeiger zeigt allen Ihren Tipp; dann wird die Karte umgedreht.</translation>
    </message>
    <message>
        <source>Keyboard: Tab to the map, aim the cross with the arrow keys and + / −, then Enter places the indicator there.</source>
        <translation>Tastatur: mit Tab zur Karte, das Kreuz mit den Pfeiltasten und + / − ausrichten, dann setzt Enter den Ortsanzeiger dorthin.</translation>
    </message>
    <message>
        <source>&amp;Place the indicator in the middle of my tip</source>
        <translation>Ortsanzeiger in die &amp;Mitte meines Tipps setzen</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>%1 is Deutscher Meister!</source>
        <translation>%1 ist Deutscher Meister!</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 von %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %3 tips right in %n game(s)</source>
        <translation>
            <numerusform>%1: %2 von %3 Tipps richtig in %n Spiel</numerusform>
            <numerusform>%1: %2 von %3 Tipps richtig in %n Spielen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) kept</source>
        <translation>
            <numerusform>%n Karte behalten</numerusform>
            <numerusform>%n Karten behalten</numerusform>
        </translation>
    </message>
    <message>
        <source>The chosen decks hold too few cards for %1 players (%2 cards).</source>
        <translation>Die gewählten Kartensätze haben zu wenige Karten für %1 Spieler (%2 Karten).</translation>
    </message>
    <message>
        <source>The draw pile is empty: no more trading.</source>
        <translation>Der Nachziehstapel ist leer: Tauschen geht nicht mehr.</translation>
    </message>
    <message>
        <source>You have used your chip and need a spare tip stone to trade.</source>
        <translation>Ihr Chip ist verbraucht; zum Tauschen brauchen Sie einen übrigen Tippstein.</translation>
    </message>
    <message>
        <source>You have used your chip: no more trading.</source>
        <translation>Ihr Chip ist verbraucht: Tauschen geht nicht mehr.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Feld</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n chip(s)</source>
        <translation>
            <numerusform>%1: %n Chip</numerusform>
            <numerusform>%1: %n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: +%2 for the most %3 cards</source>
        <translation>%1: +%2 für die meisten %3 Karten</translation>
    </message>
    <message>
        <source>The draw pile could not deal another round, so the game ended early.</source>
        <translation>Der Nachziehstapel reichte für keine weitere Runde, deshalb endete das Spiel vorzeitig.</translation>
    </message>
    <message>
        <source>Final scoring: </source>
        <translation>Schlusswertung: </translation>
    </message>
    <message numerus="yes">
        <source>The map shows where the %n wrong tip(s) went: the indicator of each player and the true place.</source>
        <translation>
            <numerusform>Die Karte zeigt, wo der %n falsche Tipp lag: den Ortsanzeiger jedes Spielers und den wahren Ort.</numerusform>
            <numerusform>Die Karte zeigt, wo die %n falschen Tipps lagen: den Ortsanzeiger jedes Spielers und den wahren Ort.</numerusform>
        </translation>
    </message>
    <message>
        <source>New &amp;game…</source>
        <translation>Neues &amp;Spiel …</translation>
    </message>
    <message>
        <source>&amp;Back to the start</source>
        <translation>&amp;Zurück zum Start</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game — Finden Sie Minden</source>
        <translation>Neues Spiel — Finden Sie Minden</translation>
    </message>
    <message>
        <source>Players (the oldest starts in front)</source>
        <translation>Spieler (der Älteste beginnt vorne)</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Spielt</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Alter</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>red (circle)</source>
        <translation>rot (Kreis)</translation>
    </message>
    <message>
        <source>blue (square)</source>
        <translation>blau (Quadrat)</translation>
    </message>
    <message>
        <source>green (triangle)</source>
        <translation>grün (Dreieck)</translation>
    </message>
    <message>
        <source>yellow (diamond)</source>
        <translation>gelb (Raute)</translation>
    </message>
    <message>
        <source>purple (hexagon)</source>
        <translation>lila (Sechseck)</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer — easy</source>
        <translation>Computer — leicht</translation>
    </message>
    <message>
        <source>Computer — medium</source>
        <translation>Computer — mittel</translation>
    </message>
    <message>
        <source>Computer — hard</source>
        <translation>Computer — schwer</translation>
    </message>
    <message>
        <source>Player %1 plays</source>
        <translation>Spieler %1 spielt</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Expert game (with the blue expert cards)</source>
        <translation>Expertenspiel (mit den blauen Expertenkarten)</translation>
    </message>
    <message>
        <source>Variant A: trade again for a tip stone</source>
        <translation>Variante A: noch einmal tauschen gegen einen Tippstein</translation>
    </message>
    <message>
        <source>Variant B: challenges</source>
        <translation>Variante B: Herausforderungen</translation>
    </message>
    <message>
        <source> spaces</source>
        <translation> Felder</translation>
    </message>
    <message>
        <source>Score track up to the final spaces:</source>
        <translation>Punkteleiste bis zu den Zielfeldern:</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Kartensets</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>No enabled deck: enable one in the card editor.</source>
        <translation>Kein Kartenset eingeschaltet: Schalten Sie eines im Karteneditor ein.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Choose at least one deck.</source>
        <translation>Wählen Sie mindestens ein Kartenset.</translation>
    </message>
    <message>
        <source>Finden Sie Minden needs 2 to 5 players.</source>
        <translation>Finden Sie Minden braucht 2 bis 5 Spieler.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Jeder Spieler braucht einen Namen.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Zwei Spieler haben denselben Namen.</translation>
    </message>
    <message>
        <source>Two players have the same colour.</source>
        <translation>Zwei Spieler haben dieselbe Farbe.</translation>
    </message>
    <message>
        <source>New game: 10 Tage durch Deutschland</source>
        <translation>Neues Spiel: 10 Tage durch Deutschland</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Player 4</source>
        <translation>Spieler 4</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
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
        <source>The youngest player begins:</source>
        <translation>Der jüngste Spieler beginnt:</translation>
    </message>
    <message>
        <source>Youngest player</source>
        <translation>Jüngster Spieler</translation>
    </message>
</context>
<context>
    <name>ScoreTrack</name>
    <message>
        <source>Score track</source>
        <extracomment>Piece colours (Okabe–Ito, distinguishable with colour-vision deficiencies) and their shapes. The piece shapes as text, for lists of players (same colour, same shape as on the track). Card colours: band colour and the kind of card.</extracomment>
        <translation>Punkteleiste</translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>Card editor</source>
        <translation>Karteneditor</translation>
    </message>
    <message>
        <source>Finden Sie Minden</source>
        <translation>Finden Sie Minden</translation>
    </message>
    <message>
        <source>Finden Sie Minden — a game in progress</source>
        <translation>Finden Sie Minden — ein laufendes Spiel</translation>
    </message>
    <message>
        <source>Explore the board — Germany</source>
        <extracomment>the name of the start screen for ``geoquiz screenshot`` subpackages of ``app`` that are infrastructure, not screens</extracomment>
        <translation>Das Spielbrett erkunden — Deutschland</translation>
    </message>
    <message>
        <source>Explore Denmark</source>
        <translation>Dänemark erkunden</translation>
    </message>
    <message>
        <source>10 Tage durch Deutschland</source>
        <translation>10 Tage durch Deutschland</translation>
    </message>
    <message>
        <source>10 Tage durch Deutschland — a game in progress</source>
        <translation>10 Tage durch Deutschland — ein laufendes Spiel</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Map games about Germany and Denmark</source>
        <translation>Landkartenspiele über Deutschland und Dänemark</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Explore and author</source>
        <translation>Erkunden und erstellen</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Finden Sie Minden: cards played and tips right</source>
        <translation>Finden Sie Minden: gespielte Karten und richtige Tipps</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Über</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Shortcut: %1</source>
        <translation>Tastenkürzel: %1</translation>
    </message>
    <message>
        <source>&amp;Resume: %1 (saved %2)</source>
        <translation>&amp;Fortsetzen: %1 (gespeichert %2)</translation>
    </message>
    <message>
        <source>Saved games could not be read: %1</source>
        <translation>Gespeicherte Spiele konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Richtig</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
    <message>
        <source>1 minute ago</source>
        <translation>vor 1 Minute</translation>
    </message>
    <message>
        <source>%1 minutes ago</source>
        <translation>vor %1 Minuten</translation>
    </message>
    <message>
        <source>1 hour ago</source>
        <translation>vor 1 Stunde</translation>
    </message>
    <message>
        <source>%1 hours ago</source>
        <translation>vor %1 Stunden</translation>
    </message>
    <message>
        <source>%1 days ago</source>
        <translation>vor %1 Tagen</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>gestern</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>am %1</translation>
    </message>
</context>
<context>
    <name>TageCards</name>
    <message>
        <source>Train</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Bus</source>
        <translation>Bus</translation>
    </message>
</context>
<context>
    <name>TageColours</name>
    <message>
        <source>red</source>
        <extracomment>Strong colours used on cards, route lines and the legend. A shape per colour: the colour-blind safe cue. Hatching of each colour class on the map.</extracomment>
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
        <source>black</source>
        <translation>schwarz</translation>
    </message>
</context>
<context>
    <name>TageScreen</name>
    <message>
        <source>10 Tage durch Deutschland</source>
        <extracomment>emitted after every applied move (tests wait on it)</extracomment>
        <translation>10 Tage durch Deutschland</translation>
    </message>
    <message>
        <source>Ich reise in 10 Tagen durch Deutschland!</source>
        <translation>Ich reise in 10 Tagen durch Deutschland!</translation>
    </message>
    <message>
        <source>Call out your route: at the start of your turn, or with the card you place</source>
        <translation>Route ausrufen: zu Beginn des Zuges oder mit der gelegten Karte</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>Build a ten-day journey through Germany on your card holder: each day a region that borders the one before, or a train between two regions of its colour, or a bus across one region between. The first correct route wins.</source>
        <translation>Bauen Sie auf Ihrem Kartenhalter eine zehntägige Reise durch Deutschland: jeden Tag eine Region, die an die vorige grenzt, oder ein Zug zwischen zwei Regionen seiner Farbe, oder ein Bus über eine Region dazwischen. Die erste richtige Route gewinnt.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Train colours:</source>
        <translation>Zugfarben:</translation>
    </message>
    <message>
        <source>Berlin (black): every train colour</source>
        <translation>Berlin (schwarz): jede Zugfarbe</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Nachziehstapel</translation>
    </message>
    <message>
        <source>Discard piles</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>Drawn card:</source>
        <translation>Gezogene Karte:</translation>
    </message>
    <message>
        <source>Place the remaining cards at random</source>
        <translation>Restliche Karten zufällig legen</translation>
    </message>
    <message>
        <source>Route check</source>
        <translation>Routenprüfung</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>Start a new game or resume the last one.</source>
        <translation>Starten Sie ein neues Spiel oder setzen Sie das letzte fort.</translation>
    </message>
    <message>
        <source>Could not resume the saved game: it is damaged or from another version (%1).</source>
        <translation>Das gespeicherte Spiel lässt sich nicht fortsetzen: Es ist beschädigt oder stammt aus einer anderen Version (%1).</translation>
    </message>
    <message>
        <source>There is no unfinished game to resume.</source>
        <translation>Es gibt kein unbeendetes Spiel zum Fortsetzen.</translation>
    </message>
    <message>
        <source>Game resumed.</source>
        <translation>Spiel fortgesetzt.</translation>
    </message>
    <message>
        <source>Pass the laptop to %1.</source>
        <translation>Geben Sie den Laptop an %1 weiter.</translation>
    </message>
    <message>
        <source>Everybody else: please look away.</source>
        <translation>Alle anderen: bitte wegschauen.</translation>
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation>Ich bin %1: meine Karten zeigen</translation>
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
        <source>Route check: %1</source>
        <translation>Routenprüfung: %1</translation>
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
        <source>computer, %1</source>
        <translation>Computer, %1</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Tag %1</translation>
    </message>
    <message>
        <source>Days %1–%2</source>
        <translation>Tage %1–%2</translation>
    </message>
    <message>
        <source>%a and %b are neighbours</source>
        <translation>%a und %b sind Nachbarn</translation>
    </message>
    <message>
        <source>%a and %b share no border</source>
        <translation>%a und %b haben keine gemeinsame Grenze</translation>
    </message>
    <message>
        <source>%a and %b are both %c: the train connects them</source>
        <translation>%a und %b sind beide %c: der Zug verbindet sie</translation>
    </message>
    <message>
        <source>Berlin takes every train colour; %o is %c</source>
        <translation>Berlin passt zu jeder Zugfarbe; %o ist %c</translation>
    </message>
    <message>
        <source>the %c train needs two %c regions, but %w</source>
        <translation>der %c Zug braucht zwei %c Regionen, aber %w</translation>
    </message>
    <message>
        <source>the bus bridges %v</source>
        <translation>der Bus überbrückt %v</translation>
    </message>
    <message>
        <source>no region borders both %a and %b, so no bus</source>
        <translation>keine Region grenzt an %a und %b, also kein Bus</translation>
    </message>
    <message>
        <source>%n transport cards between %a and %b; at most one</source>
        <translation>%n Verkehrskarten zwischen %a und %b; höchstens eine</translation>
    </message>
    <message>
        <source>day 1 must be a region, not a %k</source>
        <translation>Tag 1 muss eine Region sein, kein %k</translation>
    </message>
    <message>
        <source>day 10 must be a region, not a %k</source>
        <translation>Tag 10 muss eine Region sein, kein %k</translation>
    </message>
    <message>
        <source>day %d has no card</source>
        <translation>Tag %d hat keine Karte</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 ist %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>bus</source>
        <translation>Bus</translation>
    </message>
    <message>
        <source>train</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Setup: click a free day to place your next card face down (you will see your cards when everybody has placed ten).</source>
        <translation>Aufbau: Klicken Sie auf einen freien Tag, um Ihre nächste Karte verdeckt zu legen (Sie sehen Ihre Karten, wenn alle zehn gelegt haben).</translation>
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
        <source>Trains and buses never go on day 1 or day 10.</source>
        <translation>Züge und Busse dürfen nie auf Tag 1 oder Tag 10 liegen.</translation>
    </message>
    <message>
        <source>(autosave failed: %1)</source>
        <translation>(automatisches Speichern fehlgeschlagen: %1)</translation>
    </message>
    <message>
        <source>The game ended without a winner.</source>
        <translation>Das Spiel endete ohne Sieger.</translation>
    </message>
    <message>
        <source>%1 travels through Germany in 10 days and wins!</source>
        <translation>%1 reist in 10 Tagen durch Deutschland und gewinnt!</translation>
    </message>
    <message>
        <source>Setup: %1 places cards.</source>
        <translation>Aufbau: %1 legt Karten.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation>%1 (Computer) überlegt …</translation>
    </message>
    <message>
        <source>%1 draws from the draw pile.</source>
        <translation>%1 zieht vom Nachziehstapel.</translation>
    </message>
    <message>
        <source>%1 takes %2 from discard pile %3.</source>
        <translation>%1 nimmt %2 vom Ablagestapel %3.</translation>
    </message>
    <message>
        <source>%1 puts the card on day %2 and lays %3 on pile %4.</source>
        <translation>%1 legt die Karte auf Tag %2 und %3 auf Stapel %4.</translation>
    </message>
    <message>
        <source>%1 discards %2 onto pile %3.</source>
        <translation>%1 legt %2 auf Stapel %3 ab.</translation>
    </message>
    <message>
        <source>All cards are placed: the journey begins.</source>
        <translation>Alle Karten liegen: Die Reise beginnt.</translation>
    </message>
    <message>
        <source>The discard piles are shuffled into a new draw pile.</source>
        <translation>Die Ablagestapel werden zu einem neuen Nachziehstapel gemischt.</translation>
    </message>
    <message>
        <source>%1: “Ich reise in 10 Tagen durch Deutschland!”</source>
        <translation>%1: „Ich reise in 10 Tagen durch Deutschland!“</translation>
    </message>
    <message>
        <source>Correct — %1 wins!</source>
        <translation>Richtig — %1 gewinnt!</translation>
    </message>
    <message>
        <source>Not yet correct: %1. Play goes on.</source>
        <translation>Noch nicht richtig: %1. Das Spiel geht weiter.</translation>
    </message>
    <message>
        <source>The turn limit is reached.</source>
        <translation>Die Zuggrenze ist erreicht.</translation>
    </message>
</context>
<context>
    <name>TipCard</name>
    <message>
        <source>1. West / East</source>
        <translation>1. West / Ost</translation>
    </message>
    <message>
        <source>2. North / Middle / South</source>
        <translation>2. Nord / Mitte / Süd</translation>
    </message>
    <message>
        <source>3. Map square</source>
        <translation>3. Kartenfeld</translation>
    </message>
    <message>
        <source>4. Quadrant</source>
        <translation>4. Quadrant</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>&amp;Done — place these stones</source>
        <translation>&amp;Fertig — diese Steine setzen</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n Stein</numerusform>
            <numerusform>%n Steine</numerusform>
        </translation>
    </message>
</context>
</TS>
