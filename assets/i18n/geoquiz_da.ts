<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK">
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow (city)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orange (place)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green (nature)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue (expert)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New deck…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename deck…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enable/disable deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tolerance…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete deck…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a place name and press Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt (German)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt (English)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explanation / fun fact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>latitude, e.g. 52.289</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>longitude, e.g. 8.917</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw outline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove outline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WKT polygon (lon lat), or draw on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete card…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy to…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card “%1” has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This place is not on the board: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (disabled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cards: %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tolerance of “%1” set to %2 km; cards with new solutions: %n.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cards imported: %n.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The coordinates are not numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give both latitude and longitude.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>east (Ost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>north</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>south</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upper left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upper right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lower left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lower right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>square %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No place yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search a place, click the map, type coordinates or draw an outline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close to a dividing line: the card gets two solutions. Move the place if only one is meant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The area spreads over two quadrants: the card gets two solutions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No place found for “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish outline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a deck first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card needs a title.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card needs a prompt text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card needs a place: a point or an outline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved “%1”: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the card “%1”?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move card to deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy card to deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deck needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deck called “%1” exists already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck “%1” is enabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck “%1” is disabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Near-line tolerance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A point this close to a dividing line gets a second solution (0 = never), km:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the deck “%1” with its %2 cards? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the deck:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has problems; nothing was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON export needs one deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card files (*.csv *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Into the deck (a new name makes a new deck):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json);;GeoJSON (*.geojson)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardProblems</name>
    <message>
        <source>“%1” is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is outside %2…%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not yes/no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a card must be an object with named fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the row is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contains a control character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one of %1, not “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a card needs a title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a card needs a prompt text (prompt_de or prompt_en)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a card needs a point (lat and lon) or an outline (outline_wkt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a card needs a point (lat/lon) or an outline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid WKT (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the outline is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an outline must be a polygon or a line, not a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the outline has coordinates that are not numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the outline&apos;s coordinates are not longitude/latitude</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the outline is not a valid shape (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on the board: %2 km from Germany</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file holds no cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file holds %1 rows; at most %2 cards can be imported at once (split the file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate (same title and place) of a card already in the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate (same title and place) of row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 MB; at most %3 MB can be imported at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a JSON deck is {&quot;deck&quot;: {...}, &quot;cards&quot;: [...]}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;deck&quot; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a geoquiz database (not a SQLite file); it was left untouched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged (%2); it was left untouched, restore a backup or move it away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read as a database (%2); it was left untouched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a geoquiz database (it holds other tables); it was left untouched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written by a newer geoquiz (schema %2); please update geoquiz. The database was left untouched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upgrading %1 from schema %2 failed (%3); the previous state was restored (a copy stays at %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upgrading %1 from schema %2 failed (%3); nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the database %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the database %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot use database %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a database URL: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 km from Germany</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardTile</name>
    <message>
        <source>City</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeckPickerDialog</name>
    <message>
        <source>Deck:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorHandler</name>
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
    <name>ImportReportDialog</name>
    <message>
        <source>Import report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rows read: %2 valid, %3 with problems. Nothing has been imported yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Import only the valid rows (%n)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
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
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
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
        <source>The game could not be resumed: %1</source>
        <translation>Spillet kunne ikke genoptages: %1</translation>
    </message>
    <message>
        <source>There is no unfinished game to resume.</source>
        <translation>Der er intet uafsluttet spil at genoptage.</translation>
    </message>
</context>
<context>
    <name>MindenScreen</name>
    <message>
        <source>Deutschland: Finden Sie Minden</source>
        <extracomment>emitted after every applied move (tests wait on it)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find places on the board: west or east, north, middle or south, the map square, the quadrant. Every right stone moves your piece, one wrong stone none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database is not available: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished">Fremskridt</translation>
    </message>
    <message>
        <source>There is no unfinished game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards of this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave (the game is saved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map of the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tip has at most four stones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first stone must be W (west) or O (east).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The second stone must be N, M or S.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zone %1 has map squares 1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fourth stone must be A, B, C or D.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now each player chooses one of the cards on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now each player decides whether to trade the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now each player places tip stones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now each player may place a challenge chip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now the tips are scored: place the indicator on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not on the table this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a spare tip stone to trade.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already used the chip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has only %2 tip stones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot challenge yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The place indicator needs a position on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 trades the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has placed tip stones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 challenges %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The indicator lies in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The indicator is %1 km from %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s card “%2”: solution %3; tip %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stones placed: no move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Right! %n free space(s) forward, to space %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>A stone is wrong: the piece stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card goes back to the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s challenge was wrong: %2 keeps the chip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s challenge was right: one space forward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choosing cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>guessing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>challenges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computer, easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computer, medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computer, hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C</source>
        <comment>initial of City cards (yellow)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P</source>
        <comment>initial of Place cards (orange)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <comment>initial of Nature cards (green)</comment>
        <translation type="unfinished">N</translation>
    </message>
    <message>
        <source>E</source>
        <comment>initial of Expert cards (blue)</comment>
        <translation type="unfinished">Ø</translation>
    </message>
    <message>
        <source>space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n challenge chip(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s) on the tip card</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Click to trade this card for the top card of the pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, choose one of the cards above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The leader takes the card that is left over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: trade “%2” for the top card of the pile?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click your card or the button to trade it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tip stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Trade (costs %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the laptop to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody else may look at the tip card now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1 — show my tip card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, where is “%2”?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: challenge a player whose tip you think is wrong?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: you move one space and get the chip back. Wrong: they keep your chip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Challenge %1 (%n stone(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;No challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: click on the map where “%2” is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The place indicator shows everybody your guess; then the card is turned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard: Tab to the map, aim the cross with the arrow keys and + / −, then Enter places the indicator there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Place the indicator in the middle of my tip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is Deutscher Meister!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %3 tips right in %n game(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) kept</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The chosen decks hold too few cards for %1 players (%2 cards).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The draw pile is empty: no more trading.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have used your chip and need a spare tip stone to trade.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have used your chip: no more trading.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished">Spiller</translation>
    </message>
    <message>
        <source>Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n chip(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: +%2 for the most %3 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The draw pile could not deal another round, so the game ended early.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scoring: </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The map shows where the %n wrong tip(s) went: the indicator of each player and the true place.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>New &amp;game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back to the start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game — Finden Sie Minden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players (the oldest starts in front)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red (circle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue (square)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green (triangle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow (diamond)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purple (hexagon)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer — easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer — medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer — hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1 plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert game (with the blue expert cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant A: trade again for a tip stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant B: challenges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score track up to the final spaces:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No enabled deck: enable one in the card editor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finden Sie Minden needs 2 to 5 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players have the same colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game: 10 Tage durch Deutschland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished">Spiller</translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The youngest player begins:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Youngest player</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreTrack</name>
    <message>
        <source>Score track</source>
        <extracomment>Piece colours (Okabe–Ito, distinguishable with colour-vision deficiencies) and their shapes. The piece shapes as text, for lists of players (same colour, same shape as on the track). Card colours: band colour and the kind of card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>Card editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finden Sie Minden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finden Sie Minden — a game in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explore the board — Germany</source>
        <extracomment>the name of the start screen for ``geoquiz screenshot`` subpackages of ``app`` that are infrastructure, not screens</extracomment>
        <translation>Udforsk spillepladen — Tyskland</translation>
    </message>
    <message>
        <source>Explore Denmark</source>
        <translation>Udforsk Danmark</translation>
    </message>
    <message>
        <source>10 Tage durch Deutschland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 Tage durch Deutschland — a game in progress</source>
        <translation type="unfinished"></translation>
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
<context>
    <name>TageCards</name>
    <message>
        <source>Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bus</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TageColours</name>
    <message>
        <source>red</source>
        <extracomment>Strong colours used on cards, route lines and the legend. A shape per colour: the colour-blind safe cue. Hatching of each colour class on the map.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>violet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TageScreen</name>
    <message>
        <source>10 Tage durch Deutschland</source>
        <extracomment>emitted after every applied move (tests wait on it)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ich reise in 10 Tagen durch Deutschland!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call out your route: at the start of your turn, or with the card you place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a ten-day journey through Germany on your card holder: each day a region that borders the one before, or a train between two regions of its colour, or a bus across one region between. The first correct route wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train colours:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Berlin (black): every train colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard piles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn card:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the remaining cards at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Route check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game or resume the last one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not resume the saved game: it is damaged or from another version (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no unfinished game to resume.</source>
        <translation type="unfinished">Der er intet uafsluttet spil at genoptage.</translation>
    </message>
    <message>
        <source>Game resumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the laptop to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everybody else: please look away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards to place:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Route check: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computer, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%a and %b are neighbours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%a and %b share no border</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%a and %b are both %c: the train connects them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Berlin takes every train colour; %o is %c</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %c train needs two %c regions, but %w</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bus bridges %v</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no region borders both %a and %b, so no bus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n transport cards between %a and %b; at most one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>day 1 must be a region, not a %k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>day 10 must be a region, not a %k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>day %d has no card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup: click a free day to place your next card face down (you will see your cards when everybody has placed ten).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: click the draw pile or a discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the discard pile for the card from day %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You drew %1. Click a day to put it there, or a discard pile to discard it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trains and buses never go on day 1 or day 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(autosave failed: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ended without a winner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 travels through Germany in 10 days and wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup: %1 places cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 draws from the draw pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 from discard pile %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 puts the card on day %2 and lays %3 on pile %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 discards %2 onto pile %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All cards are placed: the journey begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The discard piles are shuffled into a new draw pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: “Ich reise in 10 Tagen durch Deutschland!”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct — %1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet correct: %1. Play goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn limit is reached.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TipCard</name>
    <message>
        <source>1. West / East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. North / Middle / South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Map square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4. Quadrant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Done — place these stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
</TS>
