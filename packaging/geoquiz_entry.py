"""Entry script of the frozen build: the same as the ``geoquiz`` console script."""

import sys

from geoquiz.app.cli.main import main

if __name__ == "__main__":
    sys.exit(main())
