"""``python -m numeric`` runs the ``rocpr`` command line."""

import sys

from .cli import main

sys.exit(main())
