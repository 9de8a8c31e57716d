"""The ``rocpr`` command line: :func:`main`, one module per subcommand.

Each subcommand module declares its ``HELP`` and ``DESCRIPTION`` (and optionally ``EPILOG``), a
``configure(parser)`` that adds its options and a handler ``run(args) -> int``;
:mod:`rocpr.cli.main` registers them in the order ``rocpr --help`` lists them;
:mod:`rocpr.cli.options` declares the options several commands share.
"""

from rocpr.cli.main import main

__all__ = ["main"]
