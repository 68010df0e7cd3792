"""``python -m geoquiz``: the same as the ``geoquiz`` console script."""

from geoquiz.app.cli.main import main

raise SystemExit(main())
