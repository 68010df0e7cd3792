<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK">
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: Stadt-Land-anders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1 plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
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
        <source>5 rounds (short game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7 rounds (normal game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>9 rounds (long game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rounds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed: green and blue prompts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green only: letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue only: creative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Prompts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round &amp;timer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After “Aus!” a term being written may be finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to &amp;finish a term:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creative Play: point at the most creative player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1-star cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of categories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Categories:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Draw at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category cards in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards chosen: %1 (5 to 7)</source>
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
        <source>Choose 5 category cards (6 or 7 as a variant).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creative Play needs at least 3 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round timer is off or at least 10 seconds.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>Stadt-Land-anders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stadt-Land-anders — a round running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stadt-Land-anders — checking the terms</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StadtlandScreen</name>
    <message>
        <source>Stadt-Land-anders</source>
        <extracomment>emitted after every applied move (tests wait on it)</extracomment>
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
        <source>?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prompt card is still face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>● Green card: letters — the app checks the terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◆ Blue card: creative — you judge the terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>German card: “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The laptop is the game master: it draws the prompt, runs the clock, takes everybody&apos;s terms after the round, checks the letter prompts and repeated terms, lets you vote on the rest and keeps the score.

Find one term per category that fits the prompt. “Stopp und Aus!” when every category is filled; “Stopp und 1!” with at least two filled ends the round ten seconds later.

Points: 2 for a term nobody else has, 1 for a shared term, and 1 extra point for each other player with a gap in that category.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deal the prompt and start the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Categories filled by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many categories are filled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopp und 1!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopp und 1 for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopp und Aus!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopp und Aus for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>categories filled:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Done: hide my terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terms of this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ accepted   ✗ crossed out, with the reason   — gap.   Singular or plural are both fine (rule 2). Be generous, but not arbitrary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Count the votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Score the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creative Play: on a signal, everyone points at a fellow player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count the &amp;fingers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points per round and total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terms of the last round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deal the next prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game or resume the last one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You called “Stopp und 1!” with %1 terms and may not have written more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You called “Stopp und Aus!”, so every category needs a term.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossed out: %1 of %2 reject it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted: %1 of %2 reject it (a tie accepts).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(Autosave failed: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra round %1 (tie)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everybody ready with paper and pen? Deal the first prompt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write one term per category on your paper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aus! Finish the term you are writing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 enters their terms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read out the terms; vote on doubtful ones, then score the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Award the creativity points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round scored. Deal the next prompt when everybody is ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Categories: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clock starts when the prompt is dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 called “Stopp und 1!” — %2 s until “Aus!”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No timer: the round runs until a call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time left in this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aus!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish the term you are writing: %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopp und 1 with %1 filled — counting:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopp und 1 with %1 terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>called “Stopp und Aus!”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time is up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 counted to ten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 called “Stopp und Aus!”</source>
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
        <source>I am %1: enter my terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave a category empty if you have no term for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You called “Stopp und 1!” with %1 terms: enter only those.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You called “Stopp und Aus!”: enter a term for every category.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit the letter prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already used earlier in this game (rule 5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same term in two categories (rule 4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crossed out by vote</source>
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
        <source>prompt: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No term is open to a vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not open to a vote: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” in %2 by %3. Tick who rejects it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rejects it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everybody wrote this term; nobody votes on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 creative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 in detail — prompt: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins with %2 points!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared win: %1 with %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thanks for playing!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie between %1: one more round!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds to go: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
