"""The subcommands of ``rocpr``, one module each.

Each module defines ``add_parser(subparsers)``; the parser it adds sets ``func`` to a handler
``(args) -> int``. :mod:`rocpr.cli` attaches them in the order ``rocpr --help`` lists them.
"""

__all__: list[str] = []
