<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About geoquiz</source>
        <translation>Om geoquiz</translation>
    </message>
    <message>
        <source>Map games about Germany and Denmark for families, classrooms and card authors.</source>
        <translation>Landkortspil om Tyskland og Danmark for familier, skoleklasser og forfattere af quizkort.</translation>
    </message>
    <message>
        <source>Program code under the MIT licence. Map data and places:</source>
        <translation>Programkode under MIT-licensen. Kortdata og steder:</translation>
    </message>
    <message>
        <source>Data sources and licences</source>
        <translation>Datakilder og licenser</translation>
    </message>
</context>
<context>
    <name>CardEditorScreen</name>
    <message>
        <source>The card database cannot be opened: %1</source>
        <extracomment>The settings key of the user&apos;s name, the author of every new card. the deleted cards, the last one last (Ctrl+Z / &quot;Undo delete&quot; restores it) the place&apos;s warnings (two solutions, off the board) beside the text hints</extracomment>
        <translation>Kortdatabasen kan ikke åbnes: %1</translation>
    </message>
    <message>
        <source>yellow (city)</source>
        <extracomment>the table&apos;s columns: the title, then what matters most beside it, the solution the review flag in front of a title</extracomment>
        <translation>gul (by)</translation>
    </message>
    <message>
        <source>orange (place)</source>
        <translation>orange (sted)</translation>
    </message>
    <message>
        <source>green (nature)</source>
        <translation>grøn (natur)</translation>
    </message>
    <message>
        <source>blue (expert)</source>
        <translation>blå (ekspert)</translation>
    </message>
    <message>
        <source>Not saved yet; saved: %1</source>
        <translation>Ikke gemt endnu; gemt: %1</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>The suffix of a shared deck (``db.deck_share``).</extracomment>
        <translation>Tilbage</translation>
    </message>
    <message>
        <source>Card editor</source>
        <translation>Korteditor</translation>
    </message>
    <message>
        <source>New deck…</source>
        <translation>Nyt kortsæt …</translation>
    </message>
    <message>
        <source>Rename deck…</source>
        <translation>Omdøb kortsæt …</translation>
    </message>
    <message>
        <source>Enable/disable deck</source>
        <translation>Slå kortsæt til/fra</translation>
    </message>
    <message>
        <source>Tolerance…</source>
        <translation>Tolerance …</translation>
    </message>
    <message>
        <source>Delete deck…</source>
        <translation>Slet kortsæt …</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Filer</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importér …</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Eksportér …</translation>
    </message>
    <message>
        <source>Import GIS file…</source>
        <translation>Importér GIS-fil …</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Udskriv …</translation>
    </message>
    <message>
        <source>Search cards</source>
        <extracomment>a filter changed: the editor reloads the rows the author selected the card with this id</extracomment>
        <translation>Søg i kort</translation>
    </message>
    <message>
        <source>all colours</source>
        <translation>alle farver</translation>
    </message>
    <message>
        <source>two solutions</source>
        <translation>to løsninger</translation>
    </message>
    <message>
        <source>needs review</source>
        <translation>skal gennemses</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farve</translation>
    </message>
    <message>
        <source>Deck</source>
        <extracomment>the deck, the point or the typed outline changed: the solution is recomputed Enter in the place search (the text) a search result was chosen (its GeoNames id) the title or a prompt was typed (the give-away hint is refreshed) the author picked another ring of a multi-ring outline (area, ring) &quot;Move to…&quot; (True) or &quot;Copy to…&quot; (False) what a chosen place filled into a field (such a field follows the next choice)</extracomment>
        <translation>Kortsæt</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Løsning</translation>
    </message>
    <message>
        <source>Type a place name and press Enter</source>
        <translation>Skriv et stednavn, og tryk på Enter</translation>
    </message>
    <message>
        <source>Find place</source>
        <translation>Find sted</translation>
    </message>
    <message>
        <source>Prompt (German)</source>
        <translation>Spørgsmål (tysk)</translation>
    </message>
    <message>
        <source>Prompt (English)</source>
        <translation>Spørgsmål (engelsk)</translation>
    </message>
    <message>
        <source>Prompt (Danish)</source>
        <translation>Spørgsmål (dansk)</translation>
    </message>
    <message>
        <source>Explanation / fun fact</source>
        <translation>Forklaring / sjov viden</translation>
    </message>
    <message>
        <source>latitude, e.g. 52.289</source>
        <translation>bredde, f.eks. 52,289</translation>
    </message>
    <message>
        <source>longitude, e.g. 8.917</source>
        <translation>længde, f.eks. 8,917</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>Draw outline</source>
        <translation>Tegn omrids</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Fortryd</translation>
    </message>
    <message>
        <source>Remove outline</source>
        <translation>Fjern omrids</translation>
    </message>
    <message>
        <source>Outline</source>
        <translation>Omrids</translation>
    </message>
    <message>
        <source>WKT polygon (lon lat), or draw on the map</source>
        <translation>WKT-polygon (længde bredde), eller tegn på kortet</translation>
    </message>
    <message>
        <source>The ring whose vertices you move; or click another ring&apos;s edge on the map</source>
        <translation>Ringen, hvis punkter du flytter; eller klik på kanten af en anden ring på kortet</translation>
    </message>
    <message>
        <source>Edit ring</source>
        <translation>Rediger ring</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Kilde</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Forfatter</translation>
    </message>
    <message>
        <source>New card</source>
        <translation>Nyt kort</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Gem</translation>
    </message>
    <message>
        <source>Delete card…</source>
        <translation>Slet kort …</translation>
    </message>
    <message>
        <source>Move to…</source>
        <translation>Flyt til …</translation>
    </message>
    <message>
        <source>Copy to…</source>
        <translation>Kopiér til …</translation>
    </message>
    <message>
        <source>The card “%1” has unsaved changes. Save them?</source>
        <translation>Kortet “%1” har ændringer, der ikke er gemt. Vil du gemme dem?</translation>
    </message>
    <message>
        <source>new card</source>
        <translation>nyt kort</translation>
    </message>
    <message>
        <source>Deck “%1” updated. Cards added: %2, changed: %3, removed: %4.</source>
        <translation>Kortsættet “%1” er opdateret. Kort tilføjet: %2, ændret: %3, fjernet: %4.</translation>
    </message>
    <message>
        <source>This place is not on the board: %1</source>
        <translation>Dette sted er ikke på spillepladen: %1</translation>
    </message>
    <message>
        <source>all decks</source>
        <translation>alle kortsæt</translation>
    </message>
    <message>
        <source>%1 (disabled)</source>
        <translation>%1 (slået fra)</translation>
    </message>
    <message numerus="yes">
        <source>Cards: %n</source>
        <translation>
            <numerusform>Kort: %n</numerusform>
            <numerusform>Kort: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tolerance of “%1” set to %2 km; cards with new solutions: %n.</source>
        <translation>
            <numerusform>Tolerancen for “%1” er sat til %2 km; kort med nye løsninger: %n.</numerusform>
            <numerusform>Tolerancen for “%1” er sat til %2 km; kort med nye løsninger: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Card on the map</source>
        <translation>Kortet på spillepladen</translation>
    </message>
    <message>
        <source>Deck on the map</source>
        <translation>Kortsættet på spillepladen</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>Fortryd sletning</translation>
    </message>
    <message>
        <source>Put the last deleted card back (Ctrl+Z)</source>
        <translation>Hent det sidst slettede kort tilbage (Ctrl+Z)</translation>
    </message>
    <message numerus="yes">
        <source>Cards imported: %n.</source>
        <translation>
            <numerusform>Importerede kort: %n.</numerusform>
            <numerusform>Importerede kort: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>west</source>
        <translation>vest</translation>
    </message>
    <message>
        <source>east (Ost)</source>
        <translation>øst (Ost)</translation>
    </message>
    <message>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>midt</translation>
    </message>
    <message>
        <source>south</source>
        <translation>syd</translation>
    </message>
    <message>
        <source>upper left</source>
        <translation>øverst til venstre</translation>
    </message>
    <message>
        <source>upper right</source>
        <translation>øverst til højre</translation>
    </message>
    <message>
        <source>lower left</source>
        <translation>nederst til venstre</translation>
    </message>
    <message>
        <source>lower right</source>
        <translation>nederst til højre</translation>
    </message>
    <message>
        <source>square %1</source>
        <translation>felt %1</translation>
    </message>
    <message numerus="yes">
        <source>area %1, outer ring (%n points)</source>
        <translation>
            <numerusform>område %1, ydre ring (%n punkt)</numerusform>
            <numerusform>område %1, ydre ring (%n punkter)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>area %1, hole %2 (%n points)</source>
        <translation>
            <numerusform>område %1, hul %2 (%n punkt)</numerusform>
            <numerusform>område %1, hul %2 (%n punkter)</numerusform>
        </translation>
    </message>
    <message>
        <source>No place yet</source>
        <translation>Intet sted endnu</translation>
    </message>
    <message>
        <source>Search a place, click the map, type coordinates or draw an outline.</source>
        <translation>Søg et sted, klik på kortet, skriv koordinater, eller tegn et omrids.</translation>
    </message>
    <message>
        <source>No solution</source>
        <translation>Ingen løsning</translation>
    </message>
    <message>
        <source>Close to a dividing line: the card gets two solutions. Move the place if only one is meant.</source>
        <translation>Tæt på en skillelinje: kortet får to løsninger. Flyt stedet, hvis kun én er ment.</translation>
    </message>
    <message>
        <source>The area spreads over two quadrants: the card gets two solutions.</source>
        <translation>Området strækker sig over to kvadranter: kortet får to løsninger.</translation>
    </message>
    <message>
        <source>No place found for “%1”.</source>
        <translation>Intet sted fundet for “%1”.</translation>
    </message>
    <message>
        <source>Finish outline</source>
        <translation>Afslut omrids</translation>
    </message>
    <message>
        <source>Create a deck first.</source>
        <translation>Opret først et kortsæt.</translation>
    </message>
    <message>
        <source>The card no longer exists.</source>
        <translation>Kortet findes ikke længere.</translation>
    </message>
    <message>
        <source>Saved “%1”: %2</source>
        <translation>Gemt “%1”: %2</translation>
    </message>
    <message>
        <source>The deck “%1” has a card “%2” at the same place already.</source>
        <translation>Kortsættet “%1” har allerede et kort “%2” samme sted.</translation>
    </message>
    <message>
        <source>Delete the card “%1”?</source>
        <translation>Slet kortet “%1”?</translation>
    </message>
    <message>
        <source>Deleted “%1”. Ctrl+Z puts it back.</source>
        <translation>“%1” er slettet. Ctrl+Z henter det tilbage.</translation>
    </message>
    <message>
        <source>“%1” is back.</source>
        <translation>“%1” er tilbage.</translation>
    </message>
    <message>
        <source>Move card to deck</source>
        <translation>Flyt kort til kortsæt</translation>
    </message>
    <message>
        <source>Copy card to deck</source>
        <translation>Kopiér kort til kortsæt</translation>
    </message>
    <message>
        <source>A deck needs a name.</source>
        <translation>Et kortsæt skal have et navn.</translation>
    </message>
    <message>
        <source>A deck called “%1” exists already.</source>
        <translation>Der findes allerede et kortsæt ved navn “%1”.</translation>
    </message>
    <message>
        <source>Deck “%1” is enabled.</source>
        <translation>Kortsættet “%1” er slået til.</translation>
    </message>
    <message>
        <source>Deck “%1” is disabled.</source>
        <translation>Kortsættet “%1” er slået fra.</translation>
    </message>
    <message>
        <source>Near-line tolerance</source>
        <translation>Tolerance ved linjer</translation>
    </message>
    <message>
        <source>A point this close to a dividing line gets a second solution (0 = never), km:</source>
        <translation>Et punkt så tæt på en skillelinje får en ekstra løsning (0 = aldrig), km:</translation>
    </message>
    <message>
        <source>Delete the deck “%1” with its %2 cards? This cannot be undone.</source>
        <translation>Slet kortsættet “%1” med dets %2 kort? Det kan ikke fortrydes.</translation>
    </message>
    <message>
        <source>Share deck…</source>
        <translation>Del kortsæt …</translation>
    </message>
    <message>
        <source>Your name…</source>
        <translation>Dit navn …</translation>
    </message>
    <message>
        <source>The author of the cards and decks you make</source>
        <translation>Forfatteren af de kort og kortsæt, du laver</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dit navn</translation>
    </message>
    <message>
        <source>Your name as the author of the cards and decks you make:</source>
        <translation>Dit navn som forfatter af de kort og kortsæt, du laver:</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>Nyt kortsæt</translation>
    </message>
    <message>
        <source>Name of the deck:</source>
        <translation>Kortsættets navn:</translation>
    </message>
    <message>
        <source>Rename deck</source>
        <translation>Omdøb kortsæt</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nyt navn:</translation>
    </message>
    <message>
        <source>The file has problems; nothing was imported.</source>
        <translation>Filen har problemer; intet blev importeret.</translation>
    </message>
    <message>
        <source>JSON export needs one deck.</source>
        <translation>JSON-eksport kræver ét kortsæt.</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Eksporteret til %1.</translation>
    </message>
    <message>
        <source>Import cards</source>
        <translation>Importér kort</translation>
    </message>
    <message>
        <source>Card files and shared decks (*.csv *.json)</source>
        <translation>Kortfiler og delte kortsæt (*.csv *.json)</translation>
    </message>
    <message>
        <source>The deck “%1” is up to date.</source>
        <translation>Kortsættet “%1” er opdateret.</translation>
    </message>
    <message>
        <source>Share deck</source>
        <translation>Del kortsæt</translation>
    </message>
    <message>
        <source>Shared decks (*.geoquiz-deck.json)</source>
        <translation>Delte kortsæt (*.geoquiz-deck.json)</translation>
    </message>
    <message>
        <source>Into the deck (a new name makes a new deck):</source>
        <translation>Ind i kortsættet (et nyt navn giver et nyt kortsæt):</translation>
    </message>
    <message>
        <source>Export deck</source>
        <translation>Eksportér kortsæt</translation>
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
        <translation>“%1” er ikke et tal</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>skal være et tal</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>skal være et endeligt tal</translation>
    </message>
    <message>
        <source>%1 is outside %2…%3</source>
        <translation>%1 ligger uden for %2…%3</translation>
    </message>
    <message>
        <source>“%1” is not yes/no</source>
        <translation>“%1” er ikke ja/nej</translation>
    </message>
    <message>
        <source>a card must be an object with named fields</source>
        <translation>et kort skal være et objekt med navngivne felter</translation>
    </message>
    <message>
        <source>the row is empty</source>
        <translation>rækken er tom</translation>
    </message>
    <message>
        <source>unknown column</source>
        <translation>ukendt kolonne</translation>
    </message>
    <message>
        <source>contains a control character</source>
        <translation>indeholder et kontroltegn</translation>
    </message>
    <message>
        <source>missing column</source>
        <translation>kolonnen mangler</translation>
    </message>
    <message>
        <source>must be one of %1, not “%2”</source>
        <translation>skal være en af %1, ikke “%2”</translation>
    </message>
    <message>
        <source>a card needs a title</source>
        <translation>et kort skal have en titel</translation>
    </message>
    <message>
        <source>a card needs a prompt text (prompt_de or prompt_en)</source>
        <translation>et kort skal have en spørgsmålstekst (prompt_de eller prompt_en)</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>længere end %1 tegn</translation>
    </message>
    <message>
        <source>a card needs a point (lat and lon) or an outline (outline_wkt)</source>
        <translation>et kort skal have et punkt (lat og lon) eller et omrids (outline_wkt)</translation>
    </message>
    <message>
        <source>a card needs a point (lat/lon) or an outline</source>
        <translation>et kort skal have et punkt (lat/lon) eller et omrids</translation>
    </message>
    <message>
        <source>not valid WKT (%1)</source>
        <translation>ikke gyldig WKT (%1)</translation>
    </message>
    <message>
        <source>the outline is empty</source>
        <translation>omridset er tomt</translation>
    </message>
    <message>
        <source>an outline must be a polygon or a line, not a %1</source>
        <translation>et omrids skal være en polygon eller en linje, ikke en %1</translation>
    </message>
    <message>
        <source>the outline has coordinates that are not numbers</source>
        <translation>omridset har koordinater, der ikke er tal</translation>
    </message>
    <message>
        <source>the outline&apos;s coordinates are not longitude/latitude</source>
        <translation>omridsets koordinater er ikke længde/bredde</translation>
    </message>
    <message>
        <source>the outline is not a valid shape (%1)</source>
        <translation>omridset er ikke en gyldig form (%1)</translation>
    </message>
    <message>
        <source>%1 is not on the board: %2 km from Germany</source>
        <translation>%1 er ikke på spillepladen: %2 km fra Tyskland</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>filen er tom</translation>
    </message>
    <message>
        <source>the file holds no cards</source>
        <translation>filen indeholder ingen kort</translation>
    </message>
    <message>
        <source>the file holds %1 rows; at most %2 cards can be imported at once (split the file)</source>
        <translation>filen har %1 rækker; højst %2 kort kan importeres ad gangen (del filen op)</translation>
    </message>
    <message>
        <source>duplicate (same title and place) of a card already in the deck</source>
        <translation>dublet (samme titel og sted) af et kort, der allerede er i kortsættet</translation>
    </message>
    <message>
        <source>duplicate (same title and place) of row %1</source>
        <translation>dublet (samme titel og sted) af række %1</translation>
    </message>
    <message>
        <source>%1 is %2 MB; at most %3 MB can be imported at once</source>
        <translation>%1 fylder %2 MB; højst %3 MB kan importeres ad gangen</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text</source>
        <translation>%1 er ikke UTF-8-tekst</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>ikke gyldig JSON: %1</translation>
    </message>
    <message>
        <source>a JSON deck is {&quot;deck&quot;: {...}, &quot;cards&quot;: [...]}</source>
        <translation>et JSON-kortsæt er {&quot;deck&quot;: {...}, &quot;cards&quot;: [...]}</translation>
    </message>
    <message>
        <source>&quot;deck&quot; must be an object</source>
        <translation>&quot;deck&quot; skal være et objekt</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>skal være tekst</translation>
    </message>
    <message>
        <source>must be yes or no</source>
        <translation>skal være ja eller nej</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>skal være true eller false</translation>
    </message>
    <message>
        <source>a deck needs a name</source>
        <translation>et kortsæt skal have et navn</translation>
    </message>
    <message>
        <source>the outline is longer than %1 characters</source>
        <translation>omridset er længere end %1 tegn</translation>
    </message>
    <message>
        <source>the outline has %1 vertices; at most %2 are allowed (simplify it)</source>
        <translation>omridset har %1 hjørner; højst %2 er tilladt (forenkl det)</translation>
    </message>
    <message>
        <source>the tolerance must be a finite number</source>
        <translation>tolerancen skal være et endeligt tal</translation>
    </message>
    <message>
        <source>the tolerance must be a number</source>
        <translation>tolerancen skal være et tal</translation>
    </message>
    <message>
        <source>the tolerance %1 is outside %2…%3</source>
        <translation>tolerancen %1 ligger uden for %2…%3</translation>
    </message>
    <message>
        <source>row %1: a field is longer than %2 characters</source>
        <translation>række %1: et felt er længere end %2 tegn</translation>
    </message>
    <message>
        <source>row %1: not readable as CSV (%2)</source>
        <translation>række %1: kan ikke læses som CSV (%2)</translation>
    </message>
    <message>
        <source>not valid JSON: nested deeper than %1 levels</source>
        <translation>ikke gyldig JSON: indlejret dybere end %1 niveauer</translation>
    </message>
    <message>
        <source>a GeoJSON file needs &quot;features&quot;: [...]</source>
        <translation>en GeoJSON-fil skal have &quot;features&quot;: [...]</translation>
    </message>
    <message>
        <source>%1 is the card database; export to another file</source>
        <translation>%1 er kortdatabasen; eksportér til en anden fil</translation>
    </message>
    <message>
        <source>%1 is a database file; export to another file</source>
        <translation>%1 er en databasefil; eksportér til en anden fil</translation>
    </message>
    <message>
        <source>the database%1 is busy: another program is writing to it; close the other program or try again in a moment</source>
        <translation>databasen%1 er optaget: et andet program skriver i den; luk det andet program eller prøv igen om lidt</translation>
    </message>
    <message>
        <source>the database%1 is read-only: changes cannot be saved (check the file&apos;s and its folder&apos;s permissions)</source>
        <translation>databasen%1 er skrivebeskyttet: ændringer kan ikke gemmes (kontrollér rettighederne for filen og dens mappe)</translation>
    </message>
    <message>
        <source>the database%1 is read-only: changes cannot be saved</source>
        <translation>databasen%1 er skrivebeskyttet: ændringer kan ikke gemmes</translation>
    </message>
    <message>
        <source>the disk of the database%1 is full: the change was not saved; free some disk space and try again</source>
        <translation>disken med databasen%1 er fuld: ændringen blev ikke gemt; frigør plads og prøv igen</translation>
    </message>
    <message>
        <source>the database%1 could not be written (disk error): the change was not saved; check the drive and free some disk space</source>
        <translation>databasen%1 kunne ikke skrives (diskfejl): ændringen blev ikke gemt; kontrollér drevet og frigør plads</translation>
    </message>
    <message>
        <source>the database%1 cannot be opened: check that its folder exists and that you may write there</source>
        <translation>databasen%1 kan ikke åbnes: kontrollér at mappen findes, og at du må skrive der</translation>
    </message>
    <message>
        <source>the database%1 is damaged; restore a backup or move it away</source>
        <translation>databasen%1 er beskadiget; gendan en sikkerhedskopi eller flyt den væk</translation>
    </message>
    <message>
        <source>the change conflicts with one another program saved at the same time; nothing was saved, try again</source>
        <translation>ændringen strider mod en, som et andet program gemte samtidig; intet blev gemt, prøv igen</translation>
    </message>
    <message>
        <source>a value is too long or of the wrong kind for the database%1; nothing was saved</source>
        <translation>en værdi er for lang eller af forkert type for databasen%1; intet blev gemt</translation>
    </message>
    <message>
        <source>the database server%1 cannot be reached: check the network and the address</source>
        <translation>databaseserveren%1 kan ikke nås: kontrollér netværket og adressen</translation>
    </message>
    <message>
        <source>the database%1 reported an error (%2); nothing was saved</source>
        <translation>databasen%1 melder en fejl (%2); intet blev gemt</translation>
    </message>
    <message>
        <source>the database %1 is empty and read-only: it cannot be set up (check the file&apos;s and its folder&apos;s permissions)</source>
        <translation>databasen %1 er tom og skrivebeskyttet: den kan ikke oprettes (kontrollér rettighederne for filen og dens mappe)</translation>
    </message>
    <message>
        <source>the database %1 is read-only and has the older schema %2: open it once with write permission so that it can be upgraded</source>
        <translation>databasen %1 er skrivebeskyttet og har det ældre skema %2: åbn den én gang med skriveret, så den kan opgraderes</translation>
    </message>
    <message>
        <source>the database %1 cannot be created: its folder is read-only (choose another folder with GEOQUIZ_DATA_DIR or --db)</source>
        <translation>databasen %1 kan ikke oprettes: mappen er skrivebeskyttet (vælg en anden mappe med GEOQUIZ_DATA_DIR eller --db)</translation>
    </message>
    <message>
        <source>upgrading %1 from schema %2 failed (%3); nothing was changed (a copy from before the upgrade stays at %4)</source>
        <translation>opgraderingen af %1 fra skema %2 mislykkedes (%3); intet blev ændret (en kopi fra før opgraderingen ligger i %4)</translation>
    </message>
    <message>
        <source>cannot create the folder %1: %2</source>
        <translation>mappen %1 kan ikke oprettes: %2</translation>
    </message>
    <message>
        <source>%1 is not a geoquiz database (not a SQLite file); it was left untouched</source>
        <translation>%1 er ikke en geoquiz-database (ikke en SQLite-fil); den blev ikke rørt</translation>
    </message>
    <message>
        <source>%1 is damaged (%2); it was left untouched, restore a backup or move it away</source>
        <translation>%1 er beskadiget (%2); den blev ikke rørt – gendan en sikkerhedskopi, eller flyt den væk</translation>
    </message>
    <message>
        <source>%1 cannot be read as a database (%2); it was left untouched</source>
        <translation>%1 kan ikke læses som database (%2); den blev ikke rørt</translation>
    </message>
    <message>
        <source>%1 is not a geoquiz database (it holds other tables); it was left untouched</source>
        <translation>%1 er ikke en geoquiz-database (den indeholder andre tabeller); den blev ikke rørt</translation>
    </message>
    <message>
        <source>%1 was written by a newer geoquiz (schema %2); please update geoquiz. The database was left untouched</source>
        <translation>%1 er skrevet af en nyere geoquiz (skema %2); opdater venligst geoquiz. Databasen blev ikke rørt</translation>
    </message>
    <message>
        <source>upgrading %1 from schema %2 failed (%3); the previous state was restored (a copy stays at %4)</source>
        <translation>opgraderingen af %1 fra skema %2 mislykkedes (%3); den tidligere tilstand blev gendannet (en kopi ligger i %4)</translation>
    </message>
    <message>
        <source>upgrading %1 from schema %2 failed (%3); nothing was changed</source>
        <translation>opgraderingen af %1 fra skema %2 mislykkedes (%3); intet blev ændret</translation>
    </message>
    <message>
        <source>cannot open the database %1: %2</source>
        <translation>kan ikke åbne databasen %1: %2</translation>
    </message>
    <message>
        <source>cannot create the database %1: %2</source>
        <translation>kan ikke oprette databasen %1: %2</translation>
    </message>
    <message>
        <source>cannot use database %1: %2</source>
        <translation>kan ikke bruge databasen %1: %2</translation>
    </message>
    <message>
        <source>not a database URL: %1</source>
        <translation>ikke en database-URL: %1</translation>
    </message>
    <message>
        <source>%1, %2 km from Germany</source>
        <translation>%1, %2 km fra Tyskland</translation>
    </message>
</context>
<context>
    <name>CardTools</name>
    <message>
        <source>%1 holds a NUL character in a text, where GIS readers cut it off</source>
        <translation>%1 indeholder et NUL-tegn i en tekst, hvor GIS-læsere skærer teksten af</translation>
    </message>
    <message>
        <source>the outline has %1 points; at most %2 can be read (simplify the file)</source>
        <translation>omridset har %1 punkter; højst %2 kan læses (forenkl filen)</translation>
    </message>
    <message>
        <source>the outline is not a valid shape and has %1 points; at most %2 can be repaired (fix or simplify the file)</source>
        <translation>omridset er ikke en gyldig form og har %1 punkter; højst %2 kan repareres (ret eller forenkl filen)</translation>
    </message>
    <message>
        <source>the outline crosses itself so often that its repair has %1 pieces; fix the file</source>
        <translation>omridset krydser sig selv så tit, at reparationen har %1 dele; ret filen</translation>
    </message>
    <message>
        <source>Rows read: %1 · valid: %2 · problems: %3 · nothing imported into “%5”: fix the rows or use --only-valid</source>
        <translation>Læste rækker: %1 · gyldige: %2 · problemer: %3 · intet importeret i »%5«: ret rækkerne eller brug --only-valid</translation>
    </message>
    <message>
        <source>Rows read: %1 · valid: %2 · problems: %3 · cards imported into “%5”: %4</source>
        <translation>Læste rækker: %1 · gyldige: %2 · problemer: %3 · kort importeret i »%5«: %4</translation>
    </message>
    <message>
        <source>%1: unknown file type “%2”; geoquiz reads %3</source>
        <translation>%1: ukendt filtype “%2”; geoquiz læser %3</translation>
    </message>
    <message>
        <source>no such file: %1</source>
        <translation>filen findes ikke: %1</translation>
    </message>
    <message>
        <source>%1 is %2 MB; at most %3 MB can be imported at once</source>
        <translation>%1 fylder %2 MB; højst %3 MB kan importeres ad gangen</translation>
    </message>
    <message>
        <source>%1 is not a zip file</source>
        <translation>%1 er ikke en zip-fil</translation>
    </message>
    <message>
        <source>%1 holds no shapefile (.shp)</source>
        <translation>%1 indeholder ingen shapefil (.shp)</translation>
    </message>
    <message>
        <source>%1 holds %2 shapefiles; zip one per file</source>
        <translation>%1 indeholder %2 shapefiler; læg én i hver zip-fil</translation>
    </message>
    <message>
        <source>%1 holds %2 features; at most %3 cards can be imported at once (split the file)</source>
        <translation>%1 indeholder %2 objekter; højst %3 kort kan importeres ad gangen (del filen op)</translation>
    </message>
    <message>
        <source>%1 cannot be read as a GIS file (%2)</source>
        <translation>%1 kan ikke læses som GIS-fil (%2)</translation>
    </message>
    <message>
        <source>%1 holds no waypoints, only tracks or routes: a line cannot be a card (the board rules solve places and areas)</source>
        <translation>%1 indeholder ingen waypoints, kun spor eller ruter: en linje kan ikke være et kort (spillereglerne løser steder og områder)</translation>
    </message>
    <message>
        <source>%1 holds no places</source>
        <translation>%1 indeholder ingen steder</translation>
    </message>
    <message>
        <source>%1 has no coordinate reference system (.prj) and its coordinates are not longitude/latitude</source>
        <translation>%1 har intet koordinatsystem (.prj), og dens koordinater er ikke længde/bredde</translation>
    </message>
    <message>
        <source>%1 has no field “%2” (fields: %3)</source>
        <translation>%1 har intet felt “%2” (felter: %3)</translation>
    </message>
    <message>
        <source>%1 has no title or name field; choose the field of the titles (fields: %2)</source>
        <translation>%1 har intet felt title eller name; vælg feltet med titlerne (felter: %2)</translation>
    </message>
    <message>
        <source>the feature has no geometry</source>
        <translation>objektet har ingen geometri</translation>
    </message>
    <message>
        <source>the area is too small to be drawn</source>
        <translation>området er for lille til at blive tegnet</translation>
    </message>
    <message>
        <source>a line (a river, a road, a track) cannot be a card; draw it as an area or a point</source>
        <translation>en linje (en flod, en vej, et spor) kan ikke være et kort; tegn den som et område eller et punkt</translation>
    </message>
    <message>
        <source>several points in one feature; give each its own</source>
        <translation>flere punkter i ét objekt; giv hvert sit eget</translation>
    </message>
    <message>
        <source>a %1 cannot be a card</source>
        <translation>en %1 kan ikke være et kort</translation>
    </message>
    <message>
        <source>not a shared geoquiz deck</source>
        <translation>ikke et delt geoquiz-kortsæt</translation>
    </message>
    <message>
        <source>the deck was shared by a newer geoquiz (format version %1; this one reads up to %2): update geoquiz</source>
        <translation>kortsættet er delt fra en nyere geoquiz (formatversion %1; denne læser op til %2): opdater geoquiz</translation>
    </message>
    <message>
        <source>a deck called “%1” exists already; import it under another name or update it</source>
        <translation>der findes allerede et kortsæt “%1”; importér det under et andet navn, eller opdatér det</translation>
    </message>
    <message>
        <source>a deck called “%1” exists already; import it under another name (--deck) or update it with --update</source>
        <translation>der findes allerede et kortsæt “%1”; importér det under et andet navn (--deck), eller opdatér det med --update</translation>
    </message>
    <message>
        <source>the card “%1” was deleted meanwhile</source>
        <translation>kortet “%1” er blevet slettet i mellemtiden</translation>
    </message>
    <message>
        <source>no deck called “%1”</source>
        <translation>intet kortsæt ved navn “%1”</translation>
    </message>
    <message>
        <source>the deck has no cards to print</source>
        <translation>kortsættet har ingen kort at udskrive</translation>
    </message>
    <message>
        <source>%1: only files on this computer can be imported</source>
        <translation>%1: kun filer på denne computer kan importeres</translation>
    </message>
    <message>
        <source>%1 is a GDAL virtual data source (VRT), not a GIS file: refused</source>
        <translation>%1 er en virtuel GDAL-datakilde (VRT), ikke en GIS-fil: afvist</translation>
    </message>
    <message>
        <source>%1 names a GDAL virtual file (/vsi…): refused</source>
        <translation>%1 nævner en virtuel GDAL-fil (/vsi…): afvist</translation>
    </message>
    <message>
        <source>%1 is not GeoJSON or TopoJSON</source>
        <translation>%1 er hverken GeoJSON eller TopoJSON</translation>
    </message>
    <message>
        <source>%1 is not a %2 file</source>
        <translation>%1 er ikke en %2-fil</translation>
    </message>
    <message>
        <source>%1 is not a GeoPackage</source>
        <translation>%1 er ikke en GeoPackage</translation>
    </message>
    <message>
        <source>%1 is not a shapefile</source>
        <translation>%1 er ikke en shapefil</translation>
    </message>
    <message>
        <source>%1 is read by GDAL as %2, not as its suffix says: refused</source>
        <translation>%1 læses af GDAL som %2, ikke som filendelsen siger: afvist</translation>
    </message>
    <message>
        <source>%1 holds more than %2 files: refused</source>
        <translation>%1 indeholder mere end %2 filer: afvist</translation>
    </message>
    <message>
        <source>%1 holds a file with an unsafe name: refused</source>
        <translation>%1 indeholder en fil med et usikkert navn: afvist</translation>
    </message>
    <message>
        <source>%1 unpacks to more than %2 MB: refused</source>
        <translation>%1 fylder udpakket mere end %2 MB: afvist</translation>
    </message>
    <message>
        <source>%1 cannot be unpacked (%2)</source>
        <translation>%1 kan ikke pakkes ud (%2)</translation>
    </message>
    <message>
        <source>%1 is OpenStreetMap data, which geoquiz does not read: export the places you want as GeoJSON (for example with QGIS or overpass turbo)</source>
        <translation>%1 er OpenStreetMap-data, som geoquiz ikke læser: eksportér de ønskede steder som GeoJSON (for eksempel med QGIS eller overpass turbo)</translation>
    </message>
    <message>
        <source>%1 is a part of a shapefile: open the .shp file beside it</source>
        <translation>%1 er en del af en shapefil: åbn .shp-filen ved siden af</translation>
    </message>
    <message>
        <source>%1 holds no KML file</source>
        <translation>%1 indeholder ingen KML-fil</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text</source>
        <translation>%1 er ikke UTF-8-tekst</translation>
    </message>
    <message>
        <source>%1 has no layer “%2” (layers: %3)</source>
        <translation>%1 har intet lag »%2« (lag: %3)</translation>
    </message>
    <message>
        <source>unknown encoding “%1”</source>
        <translation>ukendt tegnkodning »%1«</translation>
    </message>
    <message>
        <source>%1: the encoding applies to shapefiles only; this file says its own</source>
        <translation>%1: tegnkodningen gælder kun shapefiler; denne fil angiver sin egen</translation>
    </message>
    <message>
        <source>%1: the shapefile does not say its encoding (no .cpg file); its text is read as %2</source>
        <translation>%1: shapefilen angiver ikke sin tegnkodning (ingen .cpg-fil); dens tekst læses som %2</translation>
    </message>
    <message>
        <source>%1 of %2 features have text that looks garbled (“%3”): the file&apos;s encoding may be UTF-8; choose it</source>
        <translation>%1 af %2 objekter har tekst, der ser forvansket ud (»%3«): filens tegnkodning er måske UTF-8; vælg den</translation>
    </message>
    <message>
        <source>the GIS library reported: %1</source>
        <translation>GIS-biblioteket meldte: %1</translation>
    </message>
    <message>
        <source>the outline crossed itself at %1; it was repaired</source>
        <translation>omridset krydsede sig selv ved %1; det blev repareret</translation>
    </message>
    <message>
        <source>the outline was not a valid shape (%1); it was repaired</source>
        <translation>omridset var ikke en gyldig form (%1); det blev repareret</translation>
    </message>
    <message>
        <source>the outline cannot be repaired (%1)</source>
        <translation>omridset kan ikke repareres (%1)</translation>
    </message>
    <message>
        <source>only %1 % of the area lies in Germany: the card is on the board only through the %2 km strip along the border</source>
        <translation>kun %1 % af området ligger i Tyskland: kortet er kun på spillepladen gennem %2 km-bæltet langs grænsen</translation>
    </message>
    <message>
        <source>the place lies %1 km outside Germany, on the %2 km strip along the border</source>
        <translation>stedet ligger %1 km uden for Tyskland, i %2 km-bæltet langs grænsen</translation>
    </message>
    <message>
        <source>%1 “%2”</source>
        <translation>%1 »%2«</translation>
    </message>
    <message>
        <source>row %1, column %2: %3</source>
        <translation>række %1, kolonne %2: %3</translation>
    </message>
    <message>
        <source>row %1: %2</source>
        <translation>række %1: %2</translation>
    </message>
</context>
<context>
    <name>DbCheck</name>
    <message>
        <source>Game → Check database… or `geoquiz db check` restores the last backup or starts a new database (the damaged file is kept)</source>
        <extracomment>appended to the one line of a damaged database (the CLI, the error dialog); the same text as ``db.check.REPAIR_HINT`` (a test compares them)</extracomment>
        <translation>Spil → Kontrollér database… eller `geoquiz db check` gendanner den seneste sikkerhedskopi eller opretter en ny database (den beskadigede fil bevares)</translation>
    </message>
    <message>
        <source>the file cannot be read (%1)</source>
        <translation>filen kan ikke læses (%1)</translation>
    </message>
    <message>
        <source>it is not a SQLite database file (its first bytes are wrong)</source>
        <translation>den er ikke en SQLite-databasefil (dens første bytes er forkerte)</translation>
    </message>
    <message>
        <source>integrity check: %1</source>
        <translation>integritetskontrol: %1</translation>
    </message>
    <message>
        <source>it is not a geoquiz database</source>
        <translation>den er ikke en geoquiz-database</translation>
    </message>
    <message>
        <source>it was written by a newer geoquiz (schema %1): update geoquiz</source>
        <translation>den er skrevet af en nyere geoquiz (skema %1): opdatér geoquiz</translation>
    </message>
    <message>
        <source>cannot connect: %1</source>
        <translation>kan ikke forbinde: %1</translation>
    </message>
    <message>
        <source>it does not exist yet: geoquiz creates it when it starts</source>
        <translation>den findes ikke endnu: geoquiz opretter den ved start</translation>
    </message>
    <message>
        <source>it is empty: geoquiz sets it up when it starts</source>
        <translation>den er tom: geoquiz opretter den ved start</translation>
    </message>
    <message>
        <source>it has the older schema %1: it is upgraded when geoquiz starts</source>
        <translation>den har det ældre skema %1: den opgraderes, når geoquiz starter</translation>
    </message>
    <message>
        <source>only a SQLite file can be repaired here; ask the server&apos;s administrator</source>
        <translation>kun en SQLite-fil kan repareres her; spørg serverens administrator</translation>
    </message>
    <message>
        <source>there is no usable backup of %1; start a new database instead</source>
        <translation>der er ingen brugbar sikkerhedskopi af %1; opret i stedet en ny database</translation>
    </message>
    <message>
        <source>the backup %1 is damaged too; start a new database instead</source>
        <translation>sikkerhedskopien %1 er også beskadiget; opret i stedet en ny database</translation>
    </message>
    <message>
        <source>restoring %1 failed (%2); the damaged file stays at %3</source>
        <translation>gendannelsen af %1 mislykkedes (%2); den beskadigede fil bliver i %3</translation>
    </message>
    <message>
        <source>%1: OK (schema %2)</source>
        <translation>%1: OK (skema %2)</translation>
    </message>
    <message>
        <source>%1: OK</source>
        <translation>%1: OK</translation>
    </message>
    <message>
        <source>%1 is damaged:</source>
        <translation>%1 er beskadiget:</translation>
    </message>
    <message>
        <source>%1 cannot be used:</source>
        <translation>%1 kan ikke bruges:</translation>
    </message>
    <message>
        <source>the newest usable backup is %1, from %2</source>
        <translation>den nyeste brugbare sikkerhedskopi er %1 fra %2</translation>
    </message>
    <message>
        <source>repair it with: geoquiz db check --repair restore (the backup takes its place) or --repair new (a new database); the damaged file is kept</source>
        <translation>reparér med: geoquiz db check --repair restore (sikkerhedskopien træder i stedet) eller --repair new (en ny database); den beskadigede fil bevares</translation>
    </message>
    <message>
        <source>there is no usable backup; start a new database with: geoquiz db check --repair new (the damaged file is kept)</source>
        <translation>der er ingen brugbar sikkerhedskopi; opret en ny database med: geoquiz db check --repair new (den beskadigede fil bevares)</translation>
    </message>
    <message>
        <source>restored %1 from the backup %2; the damaged file is kept at %3</source>
        <translation>%1 gendannet fra sikkerhedskopien %2; den beskadigede fil ligger i %3</translation>
    </message>
    <message>
        <source>started a new database %1; the damaged file is kept at %2</source>
        <translation>ny database %1 oprettet; den beskadigede fil ligger i %2</translation>
    </message>
    <message>
        <source>%1 is not damaged: nothing was changed</source>
        <translation>%1 er ikke beskadiget: intet blev ændret</translation>
    </message>
</context>
<context>
    <name>DbCheckDialog</name>
    <message>
        <source>Check database</source>
        <translation>Kontrollér database</translation>
    </message>
    <message>
        <source>&amp;Restore the backup</source>
        <translation>&amp;Gendan sikkerhedskopien</translation>
    </message>
    <message>
        <source>Start a &amp;new database</source>
        <translation>Opret en &amp;ny database</translation>
    </message>
    <message>
        <source>The database %1 is OK.</source>
        <translation>Databasen %1 er i orden.</translation>
    </message>
    <message>
        <source>The database %1 cannot be used:</source>
        <translation>Databasen %1 kan ikke bruges:</translation>
    </message>
    <message>
        <source>The database %1 is damaged:</source>
        <translation>Databasen %1 er beskadiget:</translation>
    </message>
    <message>
        <source>Restore the newest backup (%1, from %2), or start a new database with the shipped decks.</source>
        <translation>Gendan den nyeste sikkerhedskopi (%1 fra %2), eller opret en ny database med de medfølgende kortsæt.</translation>
    </message>
    <message>
        <source>There is no usable backup. Start a new database with the shipped decks.</source>
        <translation>Der er ingen brugbar sikkerhedskopi. Opret en ny database med de medfølgende kortsæt.</translation>
    </message>
    <message>
        <source>Either way the damaged file is kept beside it as %1.damaged-….</source>
        <translation>I begge tilfælde bevares den beskadigede fil ved siden af som %1.damaged-….</translation>
    </message>
    <message>
        <source>The database was restored from the backup %1. The damaged file is kept at %2.</source>
        <translation>Databasen blev gendannet fra sikkerhedskopien %1. Den beskadigede fil ligger i %2.</translation>
    </message>
    <message>
        <source>A new database was started. The damaged file is kept at %2.</source>
        <translation>En ny database blev oprettet. Den beskadigede fil ligger i %2.</translation>
    </message>
</context>
<context>
    <name>DeckMap</name>
    <message numerus="yes">
        <source>%n cards on the map (click one to open it)</source>
        <extracomment>The pins&apos; and outlines&apos; colours per card colour (the printed cards&apos; colours, darkened enough to read on the tan land and the blue sea). How far from a pin (viewport pixels) a click still picks it.</extracomment>
        <translation>
            <numerusform>%n kort på spillepladen (klik for at åbne det)</numerusform>
            <numerusform>%n kort på spillepladen (klik på et for at åbne det)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pins</source>
        <translation>
            <numerusform>%n nål</numerusform>
            <numerusform>%n nåle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n outlines</source>
        <translation>
            <numerusform>%n omrids</numerusform>
            <numerusform>%n omrids</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckPickerDialog</name>
    <message>
        <source>Deck:</source>
        <translation>Kortsæt:</translation>
    </message>
</context>
<context>
    <name>DeckUpdateDialog</name>
    <message>
        <source>Update the deck “%1”</source>
        <translation>Opdatér kortsættet “%1”</translation>
    </message>
    <message>
        <source>The shared file is a newer version of the deck “%1”. Cards added: %2, changed: %3, removed: %4. Nothing has been changed yet.</source>
        <translation>Den delte fil er en nyere udgave af kortsættet “%1”. Kort tilføjet: %2, ændret: %3, fjernet: %4. Intet er ændret endnu.</translation>
    </message>
    <message>
        <source>added</source>
        <translation>tilføjet</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>ændret</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>fjernet</translation>
    </message>
    <message>
        <source>language</source>
        <translation>sprog</translation>
    </message>
    <message>
        <source>description</source>
        <translation>beskrivelse</translation>
    </message>
    <message>
        <source>author</source>
        <translation>forfatter</translation>
    </message>
    <message>
        <source>tolerance</source>
        <translation>tolerance</translation>
    </message>
    <message>
        <source>deck setting</source>
        <translation>kortsættets indstilling</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Ændring</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Felter</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anvend</translation>
    </message>
</context>
<context>
    <name>ErrorHandler</name>
    <message>
        <source>The details are in the log file %1.</source>
        <translation>Detaljerne står i logfilen %1.</translation>
    </message>
    <message>
        <source>Something went wrong: %1</source>
        <translation>Noget gik galt: %1</translation>
    </message>
    <message>
        <source>Your game was saved after the last move. The details are in the log file %1.</source>
        <translation>Spillet blev gemt efter det sidste træk. Detaljerne står i logfilen %1.</translation>
    </message>
    <message>
        <source>geoquiz — an error</source>
        <translation>geoquiz — en fejl</translation>
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
        <translation>Ø</translation>
    </message>
    <message>
        <source>W</source>
        <comment>west</comment>
        <translation>V</translation>
    </message>
    <message>
        <source>Map</source>
        <extracomment>map layers ``build`` reads, loaded on a worker thread after a stored first frame the width of the column beside the map (the place clicked, the position hovered)</extracomment>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Mouse wheel or + and - zoom, drag or arrow keys pan, F fits the map.</source>
        <translation>Musehjul eller + og - zoomer, træk eller piletaster flytter, F tilpasser kortet.</translation>
    </message>
    <message>
        <source>◀ Start</source>
        <translation>◀ Start</translation>
    </message>
    <message>
        <source>Back to the start screen (Esc)</source>
        <translation>Tilbage til startskærmen (Esc)</translation>
    </message>
    <message>
        <source>Find a place… (Ctrl+F)</source>
        <translation>Find et sted … (Ctrl+F)</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>Find et sted</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom ind</translation>
    </message>
    <message>
        <source>Zoom in (+)</source>
        <translation>Zoom ind (+)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom ud</translation>
    </message>
    <message>
        <source>Zoom out (-)</source>
        <translation>Zoom ud (-)</translation>
    </message>
    <message>
        <source>Fit map</source>
        <translation>Tilpas kort</translation>
    </message>
    <message>
        <source>Show the whole map (F)</source>
        <translation>Vis hele kortet (F)</translation>
    </message>
    <message>
        <source>Position under the mouse</source>
        <translation>Position under musen</translation>
    </message>
    <message>
        <source>Selected place</source>
        <translation>Valgt sted</translation>
    </message>
    <message>
        <source>Explore the board — Germany</source>
        <translation>Udforsk spillepladen — Tyskland</translation>
    </message>
    <message>
        <source>Explore Denmark</source>
        <translation>Udforsk Danmark</translation>
    </message>
    <message>
        <source>Click the map to see the nearest place and its solution.</source>
        <translation>Klik på kortet for at se det nærmeste sted og dets løsning.</translation>
    </message>
    <message>
        <source>Click the map to see the nearest place.</source>
        <translation>Klik på kortet for at se det nærmeste sted.</translation>
    </message>
    <message>
        <source>not on the board</source>
        <translation>ikke på spillepladen</translation>
    </message>
    <message>
        <source> or </source>
        <translation> eller </translation>
    </message>
    <message>
        <source>Clicked {pos}</source>
        <translation>Klikket: {pos}</translation>
    </message>
    <message>
        <source>Nearest place: {name}, {km} km away</source>
        <translation>Nærmeste sted: {name}, {km} km væk</translation>
    </message>
    <message>
        <source>No place called “{text}” found.</source>
        <translation>Intet sted ved navn »{text}« fundet.</translation>
    </message>
</context>
<context>
    <name>GisImportDialog</name>
    <message>
        <source>Import places from %1</source>
        <translation>Importér steder fra %1</translation>
    </message>
    <message>
        <source>all layers</source>
        <translation>alle lag</translation>
    </message>
    <message>
        <source>automatic (%1)</source>
        <translation>automatisk (%1)</translation>
    </message>
    <message>
        <source>as the file says</source>
        <translation>som filen angiver</translation>
    </message>
    <message>
        <source>from the file, else orange/green</source>
        <translation>fra filen, ellers orange/grøn</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Text encoding</source>
        <translation>Tegnkodning</translation>
    </message>
    <message>
        <source>Titles from the field</source>
        <translation>Titler fra feltet</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farve</translation>
    </message>
    <message>
        <source>Into the deck</source>
        <translation>Ind i kortsættet</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Spørgsmål</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Løsning</translation>
    </message>
    <message>
        <source>Import places from a GIS file</source>
        <translation>Importér steder fra en GIS-fil</translation>
    </message>
    <message numerus="yes">
        <source>%n features; the first %1 with their solutions:</source>
        <translation>
            <numerusform>%n objekt; det første med dets løsning:</numerusform>
            <numerusform>%n objekter; de første %1 med deres løsninger:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n notes (nothing is refused for them):</source>
        <translation>
            <numerusform>%n bemærkning (intet afvises derfor):</numerusform>
            <numerusform>%n bemærkninger (intet afvises derfor):</numerusform>
        </translation>
    </message>
    <message>
        <source>GIS files (*.geojson *.json *.topojson *.kml *.kmz *.gpx *.gpkg *.shp *.zip)</source>
        <translation>GIS-filer (*.geojson *.json *.topojson *.kml *.kmz *.gpx *.gpkg *.shp *.zip)</translation>
    </message>
    <message>
        <source>Print the deck as cards</source>
        <translation>Udskriv kortsættet som kort</translation>
    </message>
    <message>
        <source>PDF, A4 (*.pdf);;PDF, US Letter (*.pdf)</source>
        <translation>PDF, A4 (*.pdf);;PDF, US Letter (*.pdf)</translation>
    </message>
    <message>
        <source>%1 pages written. Print them double-sided, turning the sheet over its side edge.</source>
        <translation>%1 sider skrevet. Udskriv dem dobbeltsidet, og vend arket om sidekanten.</translation>
    </message>
    <message>
        <source>The text names %1, which lies in %2: the card gives itself away.</source>
        <translation>Teksten nævner %1, som ligger i %2: kortet afslører sig selv.</translation>
    </message>
    <message>
        <source>%1 km from a dividing line.</source>
        <translation>%1 km fra en skillelinje.</translation>
    </message>
</context>
<context>
    <name>ImportReportDialog</name>
    <message>
        <source>Import report</source>
        <translation>Importrapport</translation>
    </message>
    <message>
        <source>%1 features read: %2 valid, %3 with problems. Nothing has been imported yet.</source>
        <translation>%1 objekter læst: %2 gyldige, %3 med problemer. Intet er importeret endnu.</translation>
    </message>
    <message>
        <source>%1 rows read: %2 valid, %3 with problems. Nothing has been imported yet.</source>
        <translation>%1 rækker læst: %2 gyldige, %3 med problemer. Intet er importeret endnu.</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Række</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Kolonne</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message numerus="yes">
        <source>Import only the valid features (%n)</source>
        <translation>
            <numerusform>Importér kun det gyldige objekt (%n)</numerusform>
            <numerusform>Importér kun de gyldige objekter (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import only the valid rows (%n)</source>
        <translation>
            <numerusform>Importér kun den gyldige række (%n)</numerusform>
            <numerusform>Importér kun de gyldige rækker (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <source>&amp;Start screen</source>
        <translation>&amp;Startskærm</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>&amp;Spillere…</translation>
    </message>
    <message>
        <source>Check &amp;database…</source>
        <translation>Kontrollér &amp;database…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Projector mode</source>
        <translation>&amp;Projektortilstand</translation>
    </message>
    <message>
        <source>Full screen, large type, high contrast: readable from the back row</source>
        <translation>Fuld skærm, stor skrift, høj kontrast: kan læses fra bageste række</translation>
    </message>
    <message>
        <source>No game is running on this laptop.</source>
        <translation>Der kører ikke noget spil på denne bærbare.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>S&amp;prog</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <source>&amp;About geoquiz</source>
        <translation>&amp;Om geoquiz</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Lyd</translation>
    </message>
    <message>
        <source>Short sounds in the games (die, tiles, cards)</source>
        <translation>Korte lyde i spillene (terning, brikker, kort)</translation>
    </message>
    <message>
        <source>The game could not be resumed: %1</source>
        <translation>Spillet kunne ikke genoptages: %1</translation>
    </message>
    <message>
        <source>There is no unfinished game to resume.</source>
        <translation>Der er intet uafsluttet spil at genoptage.</translation>
    </message>
</context>
<context>
    <name>Opening</name>
    <message>
        <source>Opening</source>
        <translation>Åbner</translation>
    </message>
    <message>
        <source>Opening %1 … The first time takes a few seconds: the maps are prepared.</source>
        <translation>Åbner %1 … Første gang tager det et par sekunder: kortene forberedes.</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Who plays</source>
        <translation>Hvem spiller</translation>
    </message>
    <message>
        <source>A player who leaves can give their seat to a computer, and take it back later. The moves so far stay.</source>
        <translation>En spiller, der går, kan give sin plads til en computer og tage den tilbage senere. Trækkene indtil nu bliver stående.</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>There is no move of yours to take back.</source>
        <translation>Du har intet træk, du kan tage tilbage.</translation>
    </message>
    <message>
        <source>That move can no longer be taken back: something new was revealed since it.</source>
        <translation>Det træk kan ikke længere tages tilbage: der er kommet noget nyt frem siden.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Det er ikke din tur.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Det træk er ikke tilladt nu.</translation>
    </message>
    <message>
        <source>This move cannot be read (damaged or malformed); nothing was changed.</source>
        <extracomment>the texts of the codes every game shares (looked up before a game&apos;s own table)</extracomment>
        <translation>Dette træk kan ikke læses (beskadiget eller forkert udformet); intet er ændret.</translation>
    </message>
</context>
<context>
    <name>SavesCli</name>
    <message>
        <source>laptop</source>
        <translation>bærbar</translation>
    </message>
    <message>
        <source>phones</source>
        <translation>telefoner</translation>
    </message>
    <message>
        <source>match</source>
        <translation>trækliste</translation>
    </message>
    <message>
        <source>snapshot</source>
        <translation>øjebliksbillede</translation>
    </message>
    <message>
        <source>table</source>
        <translation>bord</translation>
    </message>
    <message>
        <source>no saved games</source>
        <translation>ingen gemte spil</translation>
    </message>
    <message>
        <source>damaged: %1</source>
        <translation>beskadiget: %1</translation>
    </message>
    <message>
        <source>moves: %1, finished; started %2, saved %3</source>
        <translation>træk: %1, afsluttet; startet %2, gemt %3</translation>
    </message>
    <message>
        <source>moves: %1, unfinished; started %2, saved %3</source>
        <translation>træk: %1, ikke afsluttet; startet %2, gemt %3</translation>
    </message>
    <message>
        <source>1 saved game: it replays</source>
        <translation>1 gemt spil: det kan genspilles</translation>
    </message>
    <message>
        <source>%1 saved games: every one replays</source>
        <translation>%1 gemte spil: alle kan genspilles</translation>
    </message>
    <message>
        <source>the stored game is not readable JSON</source>
        <translation>det gemte spil er ikke læsbar JSON</translation>
    </message>
    <message>
        <source>the stored game is not a JSON object</source>
        <translation>det gemte spil er ikke et JSON-objekt</translation>
    </message>
    <message>
        <source>the saved game %1 is not installed</source>
        <translation>det gemte spil %1 er ikke installeret</translation>
    </message>
    <message>
        <source>the saved game cannot be read (%1)</source>
        <translation>det gemte spil kan ikke læses (%1)</translation>
    </message>
    <message>
        <source>the saved game cannot be replayed (%1)</source>
        <translation>det gemte spil kan ikke genspilles (%1)</translation>
    </message>
    <message>
        <source>the save of a %1 game holds a game of %2</source>
        <translation>gemmet af et %1-spil indeholder et spil af %2</translation>
    </message>
    <message>
        <source>not a saved game of this version</source>
        <translation>ikke et gemt spil fra denne version</translation>
    </message>
    <message>
        <source>the saved game names no game or first state</source>
        <translation>det gemte spil angiver intet spil eller ingen startstilling</translation>
    </message>
    <message>
        <source>the saved game&apos;s seed is not a number</source>
        <translation>det gemte spils startværdi er ikke et tal</translation>
    </message>
    <message>
        <source>the saved game has no seats or no move list</source>
        <translation>det gemte spil har ingen pladser eller ingen trækliste</translation>
    </message>
    <message>
        <source>a saved move is damaged</source>
        <translation>et gemt træk er beskadiget</translation>
    </message>
    <message>
        <source>a saved seat is not an object</source>
        <translation>en gemt plads er ikke et objekt</translation>
    </message>
    <message>
        <source>a saved seat has no name or control</source>
        <translation>en gemt plads har intet navn eller ingen styring</translation>
    </message>
    <message>
        <source>a saved seat&apos;s level is not text</source>
        <translation>en gemt plads&apos; niveau er ikke tekst</translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>Card editor</source>
        <translation>Korteditor</translation>
    </message>
    <message>
        <source>Card editor: deck on the map</source>
        <translation>Korteditor: kortsættet på spillepladen</translation>
    </message>
    <message>
        <source>Explore the board — Germany</source>
        <extracomment>the name of the start screen for ``geoquiz screenshot`` subpackages of ``app`` that are infrastructure (the game-screen shell too), not screens</extracomment>
        <translation>Udforsk spillepladen — Tyskland</translation>
    </message>
    <message>
        <source>Explore Denmark</source>
        <translation>Udforsk Danmark</translation>
    </message>
</context>
<context>
    <name>SeatDialog</name>
    <message>
        <source>Plays</source>
        <translation>Spiller med</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Player %1 plays</source>
        <translation>Spiller %1 er med</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spiller %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Navn på spiller %1</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>Hvem spiller plads %1</translation>
    </message>
    <message>
        <source>Level of player %1</source>
        <translation>Niveau for spiller %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Menneske</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
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
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Map games about Germany and Denmark</source>
        <translation>Landkortspil om Tyskland og Danmark</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Explore and author</source>
        <translation>Udforsk og opret</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fremskridt</translation>
    </message>
    <message>
        <source>Finden Sie Minden: cards played and tips right</source>
        <translation>Finden Sie Minden: spillede kort og rigtige gæt</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Om</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>Shortcut: %1</source>
        <translation>Genvej: %1</translation>
    </message>
    <message>
        <source>&amp;Resume: %1 (saved %2)</source>
        <translation>&amp;Fortsæt: %1 (gemt %2)</translation>
    </message>
    <message>
        <source>Saved games could not be read: %1</source>
        <translation>Gemte spil kunne ikke læses: %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rigtige</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>lige nu</translation>
    </message>
    <message>
        <source>1 minute ago</source>
        <translation>for 1 minut siden</translation>
    </message>
    <message>
        <source>%1 minutes ago</source>
        <translation>for %1 minutter siden</translation>
    </message>
    <message>
        <source>1 hour ago</source>
        <translation>for 1 time siden</translation>
    </message>
    <message>
        <source>%1 hours ago</source>
        <translation>for %1 timer siden</translation>
    </message>
    <message>
        <source>%1 days ago</source>
        <translation>for %1 dage siden</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>i går</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>den %1</translation>
    </message>
</context>
</TS>
