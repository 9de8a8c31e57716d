"""The layers import one way only: ``analytic`` <- ``numeric`` <- ``proofs_check`` <- ``rocpr``.

Every import statement of the four packages is read from the source (AST, including imports
inside functions), so a lazy import cannot hide an upward dependency. The rules:

* a module may import only its own package and the packages below it;
* it may import another package's public modules only (no ``numeric._x`` from ``rocpr``), and
  only their public names (no ``from numeric.core.steps import _x`` in ``rocpr``);
* inside a package, the imports form no cycle, lazy ones (inside functions) included;
* :mod:`numeric` computes: arrays in, numbers out. None of its modules imports, at module or
  function level, a file/stream, terminal, dataframe, plotting or cluster library, nor touches
  ``sys.stdin``/``sys.stdout``/``sys.stderr``;
* no command module of :mod:`rocpr.cli` imports a private name of another module;
* ``import numeric`` and ``rocpr --version`` do not load sympy (nor matplotlib), and the CLI's
  start-up loads no pandas, pyarrow or dask.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from _helpers import REPO_ROOT

ROOT = REPO_ROOT
LAYERS = ("analytic", "numeric", "proofs_check", "rocpr")
RANK = {name: i for i, name in enumerate(LAYERS)}


@contextmanager
def _planted(code: str) -> Iterator[None]:
    """A module ``numeric/_planted_for_test.py`` of ``code`` while the block runs: the scanners
    themselves must find what it breaks (so that the tests can fail)."""
    bad = ROOT / "numeric" / "_planted_for_test.py"
    bad.write_text(code)
    try:
        yield
    finally:
        bad.unlink()


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _sources() -> list[Path]:
    return sorted(p for pkg in LAYERS for p in (ROOT / pkg).rglob("*.py"))


def _imports(path: Path, *, module_level_only: bool = False) -> list[tuple[int, str]]:
    """``(line, dotted name)`` of every import in ``path``, relative ones resolved."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    name = _module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    nodes = tree.body if module_level_only else list(ast.walk(tree))
    if module_level_only:  # also the imports under module-level if/try (not TYPE_CHECKING)
        nodes = [n for top in tree.body for n in _top_level_nodes(top)]
    out: list[tuple[int, str]] = []
    for node in nodes:
        if isinstance(node, ast.Import):
            out.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            out.append((node.lineno, mod))
            out.extend((node.lineno, f"{mod}.{alias.name}") for alias in node.names)
    return out


def _top_level_nodes(node: ast.stmt) -> list[ast.stmt]:
    if isinstance(node, ast.If):
        test = ast.unparse(node.test)
        if "TYPE_CHECKING" in test:
            return []
        return [n for child in node.body + node.orelse for n in _top_level_nodes(child)]
    if isinstance(node, ast.Try):
        return [n for child in node.body for n in _top_level_nodes(child)]
    return [node]


def _known_modules() -> set[str]:
    return {_module_name(p) for p in _sources()}


def test_every_package_is_scanned() -> None:
    names = _known_modules()
    for pkg in LAYERS:
        assert pkg in names
    assert len(names) > 40


def test_imports_run_one_way_and_only_into_public_modules() -> None:
    known = _known_modules()
    problems = []
    for path in _sources():
        me = _module_name(path)
        mine = me.split(".")[0]
        for line, target in _imports(path):
            top = target.split(".")[0]
            if top not in RANK:
                continue
            where = f"{path.relative_to(ROOT)}:{line} imports {target}"
            if RANK[top] > RANK[mine]:
                problems.append(f"{where} (upward: {mine} is below {top})")
            if top != mine:
                # the longest prefix of the target that is a module of ours
                parts = target.split(".")
                module = next(
                    (".".join(parts[:i]) for i in range(len(parts), 0, -1)
                     if ".".join(parts[:i]) in known), top,
                )
                if any(part.startswith("_") for part in module.split(".")):
                    problems.append(f"{where} (private module of another package)")
    assert not problems, "\n".join(problems)


# Libraries of files and streams, terminals, dataframes, plotting and clusters: the application's.
FORBIDDEN_IN_NUMERIC = ("pandas", "pyarrow", "polars", "dask", "distributed", "matplotlib",
                        "gzip", "bz2", "lzma", "zstandard", "csv", "zipfile")


def test_numeric_computes_and_reads_nothing() -> None:
    problems = []
    for path in sorted((ROOT / "numeric").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for line, target in _imports(path):
            if target.split(".")[0] in FORBIDDEN_IN_NUMERIC:
                problems.append(f"{path.relative_to(ROOT)}:{line} imports {target}")
        for node in ast.walk(tree):
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                    and node.value.id == "sys" and node.attr in ("stdin", "stdout", "stderr")):
                problems.append(f"{path.relative_to(ROOT)}:{node.lineno} uses sys.{node.attr}")
    assert not problems, "\n".join(problems)


def test_the_numeric_check_catches_a_lazy_reader() -> None:
    with (_planted("def f(path):\n    import gzip\n    return gzip.open(path)\n"),
          pytest.raises(AssertionError, match="imports gzip")):
        test_numeric_computes_and_reads_nothing()


def _private_names(node: ast.ImportFrom) -> list[str]:
    """The private names an import takes (``_x``; a dunder such as ``__version__`` is public)."""
    return [a.name for a in node.names if a.name.startswith("_") and not a.name.endswith("__")]


def _absolute(path: Path, node: ast.ImportFrom) -> str:
    """The module an ``import from`` reads, relative imports resolved."""
    name = _module_name(path)
    if not node.level:
        return node.module or ""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    base = package.split(".")[: len(package.split(".")) - node.level + 1]
    return ".".join(base + ([node.module] if node.module else []))


def test_no_module_imports_a_private_name_of_another_module() -> None:
    """A ``_name`` is its module's own, in all four packages (inside a package too): a name two
    modules need is public in one of them."""
    problems = []
    for path in _sources():
        me = _module_name(path)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):  # imports inside functions too
            if not isinstance(node, ast.ImportFrom):
                continue
            source = _absolute(path, node)
            private = _private_names(node)
            if source.split(".")[0] in RANK and source != me and private:
                problems.append(f"{path.relative_to(ROOT)}:{node.lineno} imports private name(s) "
                                f"{private} from {source}")
    assert not problems, "\n".join(problems)


def test_the_private_name_check_catches_a_lazy_import_and_spares_public_ones() -> None:
    code = ("from analytic import __version__\n"
            "from numeric.core.steps import recall_steps\n"
            "from numeric.core.steps import _counts_unweighted\n"
            "def f():\n    from analytic.roc import _binormal\n    return _binormal\n")
    with (_planted(code), pytest.raises(AssertionError) as caught):
        test_no_module_imports_a_private_name_of_another_module()
    found = str(caught.value).partition("\nassert")[0].splitlines()  # the problems listed
    assert [line.strip() for line in found if "_planted_for_test" in line] == [
        "numeric/_planted_for_test.py:3 imports private name(s) ['_counts_unweighted'] from "
        "numeric.core.steps",
        "numeric/_planted_for_test.py:5 imports private name(s) ['_binormal'] from analytic.roc"]


# numeric's subpackages, lowest first: a module imports only its own rank and those below. The
# modules directly in numeric (special functions, validation, warnings, result display) are below
# the kernel.
NUMERIC_RANKS = {"core": 1, "geometry": 2, "bounds": 2, "data": 3, "stats": 4}


def _numeric_rank(module: str) -> int | None:
    parts = module.split(".")
    if parts[0] != "numeric":
        return None
    return NUMERIC_RANKS.get(parts[1], 0) if len(parts) > 1 else 5  # the package face: on top


def test_numeric_subpackages_import_downward_only() -> None:
    """``numeric.core < numeric.geometry, numeric.bounds < numeric.data < numeric.stats``, lazy
    imports (inside functions) included."""
    problems = []
    for path in sorted((ROOT / "numeric").rglob("*.py")):
        me = _module_name(path)
        mine = _numeric_rank(me)
        if mine is None or me == "numeric":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                targets = [_absolute(path, node)]
            elif isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            else:
                continue
            for target in targets:
                rank = _numeric_rank(target)
                if rank is not None and mine is not None and rank > mine:
                    problems.append(f"{path.relative_to(ROOT)}:{node.lineno} imports {target} "
                                    f"(upward inside numeric)")
    assert not problems, "\n".join(problems)


def test_the_subpackage_check_catches_a_lazy_upward_import() -> None:
    bad = ROOT / "numeric" / "core" / "_planted_for_test.py"
    bad.write_text("def f():\n    from numeric.stats.evaluate import evaluate\n"
                   "    return evaluate\n")
    try:
        with pytest.raises(AssertionError, match=r"_planted_for_test\.py:2 imports "
                                                 r"numeric\.stats\.evaluate"):
            test_numeric_subpackages_import_downward_only()
    finally:
        bad.unlink()


def test_no_command_imports_a_private_name_of_another_module() -> None:
    problems = []
    for path in sorted((ROOT / "rocpr" / "cli").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and not node.level:
                private = _private_names(node)
                if private and node.module != _module_name(path):
                    problems.append(f"{path.relative_to(ROOT)}:{node.lineno} imports {private} "
                                    f"from {node.module}")
    assert not problems, "\n".join(problems)


def _import_graph(*, module_level_only: bool) -> dict[str, set[str]]:
    known = _known_modules()
    graph: dict[str, set[str]] = {m: set() for m in known}
    for path in _sources():
        me = _module_name(path)
        for _, target in _imports(path, module_level_only=module_level_only):
            parts = target.split(".")
            for i in range(len(parts), 0, -1):
                cand = ".".join(parts[:i])
                if cand in known:
                    if cand != me and cand.split(".")[0] == me.split(".")[0]:
                        graph[me].add(cand)
                    break
    # a package's __init__ re-exports its submodules: an edge *into* a package __init__ from its
    # own submodule is the usual "import the sibling through the package" and is not followed.
    def parents(m: str) -> set[str]:
        parts = m.split(".")
        return {".".join(parts[:i]) for i in range(1, len(parts))}

    for m in graph:
        graph[m] -= parents(m)
    return graph


def _find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(m: str) -> None:
        state[m] = 1
        stack.append(m)
        for n in sorted(graph[m]):
            if state.get(n) == 1:
                raise _Cycle([*stack[stack.index(n):], n])
            if n not in state:
                visit(n)
        stack.pop()
        state[m] = 2

    try:
        for m in sorted(graph):
            if m not in state:
                visit(m)
    except _Cycle as found:
        return found.cycle
    return None


class _Cycle(Exception):
    def __init__(self, cycle: list[str]) -> None:
        self.cycle = cycle


@pytest.mark.parametrize("module_level_only", [True, False], ids=["module-level", "lazy too"])
def test_no_import_cycles_inside_a_package(module_level_only: bool) -> None:
    cycle = _find_cycle(_import_graph(module_level_only=module_level_only))
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_the_cycle_check_sees_through_lazy_imports() -> None:
    graph = _import_graph(module_level_only=False)
    graph["numeric.special"].add("numeric.data.auc")  # as a lazy import inside a function would
    assert _find_cycle(graph) is not None


def test_the_check_catches_an_upward_import() -> None:
    with (_planted("def f():\n    from proofs_check import run_checks\n    return run_checks\n"),
          pytest.raises(AssertionError, match="upward")):
        test_imports_run_one_way_and_only_into_public_modules()


@pytest.mark.parametrize(
    "code",
    [
        "import numeric",
        "import rocpr",
        "from rocpr.cli.main import build_parser; build_parser()",
    ],
)
def test_startup_loads_no_sympy_and_no_matplotlib(code: str) -> None:
    heavy = "('sympy', 'matplotlib', 'pandas', 'pyarrow', 'dask')"
    probe = f"{code}\nimport sys\nprint(sorted(m for m in {heavy} if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         cwd=ROOT, check=True).stdout.strip()
    assert out == "[]"


def test_import_rocpr_exposes_the_everyday_api() -> None:
    import rocpr

    for name in ("evaluate", "auc_roc_score", "auc_pr_score", "average_precision_score",
                 "roc_curve", "precision_recall_curve", "auc_pr_bounds", "auc_roc_bounds",
                 "run_checks"):
        assert name in rocpr.__all__
        assert callable(getattr(rocpr, name))
