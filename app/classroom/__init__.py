"""The classroom (DESIGN §12): a class quiz on the students' devices and the projector.

* :mod:`.server` — HTTP + WebSocket (aiohttp) in its own thread: ``POST /join``, the sockets of
  the students and the projector page (``docs/classroom.md``);
* :mod:`.texts` — the pages' texts and refusals in each device's language;
* :mod:`.board` — the board and Germany's outline as SVG data for the projector's class map;
* :mod:`.window` — the teacher's Qt window (start, next, pause, end, remove, names, projector);
* :mod:`.report` — the printable report (``QPdfWriter``): class maps of the tips, the cards the
  class got wrong most, every student;
* ``client/`` — the student and projector pages: plain HTML/CSS/JS, nothing from outside.
"""
