"""The table on phones (DESIGN §11): every player's private view on their own phone.

* :mod:`.session` — the table around one ``games.match.Match`` (the one driver: seats, moves,
  computers, undo): join tokens, the room code, the devices, the state messages;
* :mod:`.saves` — the table's record (the match's plus port and token hashes), resume;
* :mod:`.server` — HTTP + WebSocket (aiohttp) in its own thread, the protocol of
  ``docs/protocol.md``;
* :mod:`.texts` — the phone page's texts and refusals in each seat's language;
* :mod:`.bridge`, :mod:`.qr`, :mod:`.dialog` — the laptop side in Qt (signals, QR codes, the
  public board with a join code per seat);
* ``client/`` — the phone page: plain HTML/CSS/JS modules, no build step, nothing from outside.
"""
