"""The ``rocpr`` command line: :func:`main`, one module per subcommand.

Each subcommand module defines ``add_parser(subparsers)``; the parser it adds sets ``func`` to a
handler ``(args) -> int``. :mod:`rocpr.cli.main` attaches them in the order ``rocpr --help``
lists them; :mod:`rocpr.cli.options` declares the options several commands share.
"""

from rocpr.cli.main import main

__all__ = ["main"]
