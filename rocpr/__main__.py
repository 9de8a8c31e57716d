"""``python -m rocpr`` runs the ``rocpr`` command line."""

import sys

from rocpr.cli import main

sys.exit(main())
