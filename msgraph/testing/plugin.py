"""pytest plugin: run tests in PyNative and Graph mode, and catch recompilation storms.

Registered through the ``pytest11`` entry point ``msgraph`` when msgraph is installed
(disable with ``-p no:msgraph``).  It provides:

* ``@pytest.mark.msgraph_modes`` -- run the test once per mode.  Without arguments the
  modes are ``pynative`` and ``graph`` (or those of ``--msgraph-modes``); explicit modes
  are ``"pynative"``, ``"graph"`` (the context's jit level) and ``"graph-O0"``,
  ``"graph-O1"``, ``"graph-O2"``.  Test ids get the mode: ``test_x[pynative]``,
  ``test_x[graph-O1]``.  The mode (and jit level) is set for the test, and the whole
  msgraph context is restored afterwards, even when the test fails.
* ``--msgraph-modes=pynative,graph-O2`` (or the ini key ``msgraph_modes``) -- apply it
  to every test of the run (explicit marker arguments still win).
* the ``ms_mode`` fixture -- the current :class:`Mode` (a ``str`` such as ``"graph-O1"``
  with ``.mode``, ``.jit_level`` and ``.is_graph``).
* ``@pytest.mark.msgraph_max_compiles(n)`` -- fail a test whose call compiled more than
  ``n`` graphs (``--msgraph-max-compiles=N`` sets a default for every test), and the
  ``msgraph_compiles`` fixture to count compiles yourself.
* synchronous kernel compilation: the run gets ``MSGRAPH_SYNC_COMPILE=1``, so a graph's
  Numba kernels are compiled before its first call and Graph mode is tested with the
  kernels, not with whichever backend happened to be ready (outside pytest, the first
  calls run the numpy version while the kernels compile in the background).  Opt out
  with ``--msgraph-background-compile`` or the ini key ``msgraph_sync_compile = false``;
  a ``MSGRAPH_SYNC_COMPILE`` already set in the environment is left as it is.

Importing this module must stay cheap: it does not import the compiler, numba or
hypothesis; msgraph's context and compile counters are imported on first use.
"""
from __future__ import annotations

import os
from typing import Any, Dict, Iterator, List, Optional, Sequence

import pytest

MARK_MODES = "msgraph_modes"
MARK_MAX_COMPILES = "msgraph_max_compiles"
DEFAULT_MODES = ("pynative", "graph")
_LEVELS = ("O0", "O1", "O2")
SYNC_ENV = "MSGRAPH_SYNC_COMPILE"   # read by msgraph.codegen.backend when a graph is compiled
_UNSET = object()


class Mode(str):
    """A test mode: ``"pynative"``, ``"graph"`` or ``"graph-O0"``/``"graph-O1"``/``"graph-O2"``.

    Compares equal to its name.  ``.mode`` is ``ms.PYNATIVE_MODE`` or ``ms.GRAPH_MODE``,
    ``.jit_level`` the level it forces (None: the context's), ``.is_graph`` a bool.
    """

    jit_level: Optional[str]
    is_graph: bool

    def __new__(cls, name: str) -> "Mode":
        self = super().__new__(cls, name)
        self.is_graph = name != "pynative"
        self.jit_level = name.split("-", 1)[1] if "-" in name else None
        return self

    @property
    def mode(self) -> int:
        from msgraph.context import GRAPH_MODE, PYNATIVE_MODE

        return GRAPH_MODE if self.is_graph else PYNATIVE_MODE

    def context_keys(self) -> Dict[str, Any]:
        keys: Dict[str, Any] = {"mode": self.mode}
        if self.jit_level:
            keys["jit_level"] = self.jit_level
        return keys

    def __repr__(self) -> str:
        return f"Mode({str(self)!r})"


def parse_mode(spec: Any) -> Mode:
    """``"pynative"``, ``"graph"``, ``"graph-O2"`` (case-insensitive, also ``"graph_O2"``,
    ``"PYNATIVE_MODE"``, ``"GRAPH_MODE"``) or ``ms.PYNATIVE_MODE``/``ms.GRAPH_MODE`` -> Mode."""
    if isinstance(spec, Mode):
        return spec
    if isinstance(spec, int) and not isinstance(spec, bool):
        if spec == 0:
            return Mode("graph")
        if spec == 1:
            return Mode("pynative")
    if isinstance(spec, str):
        s = spec.strip().lower().replace("_", "-")
        if s in ("pynative", "pynative-mode", "eager"):
            return Mode("pynative")
        if s in ("graph", "graph-mode"):
            return Mode("graph")
        if s.startswith("graph-"):
            level = s[len("graph-"):].upper()
            if level in _LEVELS:
                return Mode(f"graph-{level}")
    raise ValueError(
        f"msgraph: unknown mode {spec!r}; use 'pynative', 'graph', 'graph-O0', 'graph-O1' or 'graph-O2'")


def parse_modes(specs: Sequence[Any]) -> List[Mode]:
    out: List[Mode] = []
    for s in specs:
        if isinstance(s, str) and "," in s:
            out.extend(parse_modes([p for p in s.split(",") if p.strip()]))
            continue
        m = parse_mode(s)
        if m not in out:
            out.append(m)
    return out


# ---------------------------------------------------------------------------------------
# options and markers
# ---------------------------------------------------------------------------------------
def pytest_addoption(parser: Any) -> None:
    group = parser.getgroup("msgraph", "msgraph PyNative/Graph mode testing")
    group.addoption("--msgraph-modes", dest="msgraph_modes", default=None, metavar="MODES",
                    help="run every test once per mode, e.g. 'pynative,graph-O0,graph-O2' "
                         "(modes: pynative, graph, graph-O0, graph-O1, graph-O2)")
    group.addoption("--msgraph-max-compiles", dest="msgraph_max_compiles", default=None, type=int,
                    metavar="N", help="fail any test whose call compiles more than N graphs")
    group.addoption("--msgraph-background-compile", dest="msgraph_background_compile", action="store_true",
                    default=False,
                    help="do not compile Numba kernels before a graph's first call (the plugin sets "
                         f"{SYNC_ENV}=1 by default): first calls then run the numpy version while the "
                         "kernels compile in the background, as outside pytest")
    group.addoption("--msgraph-full-trace", dest="msgraph_full_trace", action="store_true", default=False,
                    help="show msgraph's own frames in failure reports (by default a failure raised by "
                         "msgraph shows its message, your file:line and hint first, then only your frames)")
    parser.addini("msgraph_modes", "default for --msgraph-modes (comma-separated modes)", default="")
    parser.addini("msgraph_sync_compile", f"compile Numba kernels before a graph's first call ({SYNC_ENV}=1 "
                  "for the run unless the environment sets it); default true", type="bool", default=True)


def pytest_configure(config: Any) -> None:
    config.addinivalue_line(
        "markers",
        f"{MARK_MODES}(*modes): run the test once per msgraph execution mode ('pynative', 'graph', "
        "'graph-O0', 'graph-O1', 'graph-O2'; default: pynative and graph); the fixture ms_mode names it")
    config.addinivalue_line(
        "markers",
        f"{MARK_MAX_COMPILES}(n): fail the test if its call compiles more than n graphs")
    spec = config.getoption("msgraph_modes") or config.getini("msgraph_modes")
    try:
        config._msgraph_cli_modes = parse_modes([spec]) if spec else None  # type: ignore[attr-defined]
    except ValueError as exc:
        raise pytest.UsageError(str(exc)) from None
    limit = config.getoption("msgraph_max_compiles")
    if limit is not None and limit < 0:
        raise pytest.UsageError("--msgraph-max-compiles must be >= 0")
    _configure_sync_compile(config)


def _sync_compile_choice(config: Any) -> Optional[str]:
    """The value ``MSGRAPH_SYNC_COMPILE`` gets for the run, or None to leave the environment alone.

    ``--msgraph-background-compile`` wins; then a value the environment already has; then the
    ini key ``msgraph_sync_compile`` (default true).
    """
    if config.getoption("msgraph_background_compile"):
        return "0"
    if SYNC_ENV in os.environ:
        return None
    return "1" if config.getini("msgraph_sync_compile") else None


def _configure_sync_compile(config: Any) -> None:
    # An environment variable, not msgraph.codegen.backend.sync_compile(): importing the backend
    # here would load msgraph at plugin start-up; a test can still monkeypatch the variable (the
    # backend reads it at every compile), and subprocesses a test starts inherit the choice.
    want = _sync_compile_choice(config)
    config._msgraph_sync_saved = _UNSET  # type: ignore[attr-defined]
    if want is not None and os.environ.get(SYNC_ENV) != want:
        config._msgraph_sync_saved = os.environ.get(SYNC_ENV)  # type: ignore[attr-defined]
        os.environ[SYNC_ENV] = want


def pytest_unconfigure(config: Any) -> None:
    saved = getattr(config, "_msgraph_sync_saved", _UNSET)
    if saved is _UNSET:
        return
    if saved is None:
        os.environ.pop(SYNC_ENV, None)
    else:
        os.environ[SYNC_ENV] = saved
    config._msgraph_sync_saved = _UNSET  # type: ignore[attr-defined]


def pytest_report_header(config: Any) -> str:
    value = os.environ.get(SYNC_ENV, "").strip().lower()
    if value in ("1", "true", "yes", "on"):
        return (f"msgraph: Numba kernels compile before a graph's first call ({SYNC_ENV}=1; "
                "--msgraph-background-compile to opt out)")
    return "msgraph: Numba kernels compile in the background (first calls run the numpy version)"


@pytest.hookimpl(tryfirst=True)
def pytest_load_initial_conftests(early_config: Any, parser: Any, args: Any) -> None:
    # ``--hypothesis-profile=msgraph-compile`` needs the profile registered before hypothesis
    # loads it; only then is hypothesis (via our strategies module) imported here.
    if any(a.endswith("msgraph-compile") for a in args if "hypothesis-profile" in a) or \
            "msgraph-compile" in args:
        try:
            from . import strategies  # noqa: F401  (registers the profile)
        except ImportError:
            pass


def _modes_for(metafunc: Any) -> Optional[List[Mode]]:
    marker = metafunc.definition.get_closest_marker(MARK_MODES)
    cli = metafunc.config._msgraph_cli_modes
    if marker is not None:
        specs = list(marker.args) + list(marker.kwargs.get("modes", ()))
        if specs:
            return parse_modes(specs)
        return cli or [Mode(m) for m in DEFAULT_MODES]
    return cli


def pytest_generate_tests(metafunc: Any) -> None:
    modes = _modes_for(metafunc)
    if not modes:
        return
    metafunc.parametrize("_msgraph_mode", modes, indirect=True, ids=[str(m) for m in modes])


@pytest.fixture(autouse=True)
def _msgraph_mode(request: Any) -> Iterator[Optional[Mode]]:
    """Sets the parametrized mode for the test and restores the whole context afterwards.

    Autouse so that ``pytest_generate_tests`` can parametrize any test by mode; in a test
    that is not parametrized by mode it does nothing (and imports nothing).
    """
    mode: Optional[Mode] = getattr(request, "param", None)
    if mode is None:
        yield None
        return
    from msgraph import context as ctx

    with _context_guard(ctx):
        ctx.set_context(**mode.context_keys())
        yield mode


class _context_guard:
    """Snapshot every context key; restore them on exit (also after a failing test)."""

    def __init__(self, ctx: Any):
        self.ctx = ctx

    def __enter__(self) -> None:
        with self.ctx._lock:
            self.saved = dict(self.ctx._state)

    def __exit__(self, *exc: Any) -> None:
        with self.ctx._lock:
            self.ctx._state.clear()
            self.ctx._state.update(self.saved)


def _current_mode() -> Mode:
    from msgraph import context as ctx

    if ctx.get_context("mode") == ctx.PYNATIVE_MODE:
        return Mode("pynative")
    return Mode("graph")


@pytest.fixture
def ms_mode(request: Any) -> Iterator[Mode]:
    """The msgraph mode this test runs in (a :class:`Mode`, e.g. ``"pynative"``, ``"graph-O1"``).

    Parametrized by ``@pytest.mark.msgraph_modes``/``--msgraph-modes``; in an unmarked test
    it reports the current context mode and restores the context after the test.
    """
    mode = request.getfixturevalue("_msgraph_mode")
    if mode is not None:
        yield mode
        return
    from msgraph import context as ctx

    with _context_guard(ctx):
        yield _current_mode()


# ---------------------------------------------------------------------------------------
# compile counting
# ---------------------------------------------------------------------------------------
class CompileCounter:
    """Counts graph compilations since it was created (or last :meth:`reset`)."""

    def __init__(self) -> None:
        from msgraph.runtime import stats

        self._stats = stats
        self.reset()

    def reset(self) -> None:
        self._start_total = self._stats.total()
        self._start_by = self._stats.by_function()

    @property
    def count(self) -> int:
        """Compilations since the start."""
        return self._stats.total() - self._start_total

    def by_function(self) -> Dict[str, int]:
        """``{graph name: compilations}`` since the start (only names that compiled)."""
        now = self._stats.by_function()
        return {k: v - self._start_by.get(k, 0) for k, v in now.items() if v - self._start_by.get(k, 0) > 0}

    def assert_at_most(self, n: int, what: str = "this block") -> None:
        __tracebackhide__ = True
        if self.count > n:
            raise pytest.fail.Exception(_too_many(what, self.count, n, self.by_function()))

    def __repr__(self) -> str:
        return f"CompileCounter(count={self.count})"


def _too_many(what: str, count: int, limit: int, by: Dict[str, int]) -> str:
    detail = ", ".join(f"{k}: {v}" for k, v in sorted(by.items(), key=lambda kv: -kv[1]))
    return (f"{what} compiled {count} graph{'s' if count != 1 else ''}, more than the {limit} allowed by "
            f"{MARK_MAX_COMPILES}({limit}) [{detail}]\n"
            f"Recompilation usually means an argument changes between calls in a way that is part of "
            f"the compile key: a Tensor's shape or dtype, or a Python scalar/tuple value (pass it as a "
            f"Tensor, or keep it constant).")


@pytest.fixture
def msgraph_compiles() -> CompileCounter:
    """A :class:`CompileCounter` started at fixture setup: ``.count``, ``.by_function()``,
    ``.assert_at_most(n)``."""
    return CompileCounter()


def _compile_limit(item: Any) -> Optional[int]:
    marker = item.get_closest_marker(MARK_MAX_COMPILES)
    if marker is not None:
        n = marker.args[0] if marker.args else marker.kwargs.get("n")
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise pytest.UsageError(f"{item.nodeid}: {MARK_MAX_COMPILES}(n) needs a non-negative int, got {n!r}")
        return n
    return item.config.getoption("msgraph_max_compiles")


def _param_mode(item: Any) -> Optional[Mode]:
    callspec = getattr(item, "callspec", None)
    return callspec.params.get("_msgraph_mode") if callspec is not None else None


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: Any) -> Iterator[None]:
    mode = _param_mode(item)
    if mode is not None:
        # Set again right before the call: an autouse fixture of the user's (a conftest that
        # resets the context, say) may have run after ours.  The fixture restores at teardown.
        from msgraph import context as ctx

        ctx.set_context(**mode.context_keys())
    limit = _compile_limit(item)
    if limit is None:
        yield
        return
    counter = CompileCounter()
    outcome = yield
    if outcome.excinfo is not None:
        return  # the test already failed; do not mask its error
    if counter.count > limit:
        try:
            raise pytest.fail.Exception(_too_many(f"{item.name}", counter.count, limit, counter.by_function()),
                                        pytrace=False)
        except pytest.fail.Exception as exc:
            outcome.force_exception(exc)


# ---------------------------------------------------------------------------------------
# failure reports: an msgraph error reads as the user's error
# ---------------------------------------------------------------------------------------
_PACKAGE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _internal(entry: Any) -> bool:
    """A traceback entry in msgraph's own code (not the user's, not the test's)."""
    return os.path.abspath(str(entry.path)).startswith(_PACKAGE_DIR + os.sep)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: Any, call: Any) -> Iterator[None]:
    """A failure that msgraph raised on purpose (an ``MsGraphError``: a compile error, a shape or
    dtype error...) is reported with its message first -- the MSG code, the user's file:line with
    the line and a caret, the hint -- then only the frames outside msgraph (the test's and the
    user's code), without the chain of msgraph-internal exceptions.  ``--msgraph-full-trace``
    restores pytest's full report."""
    outcome = yield
    rep = outcome.get_result()
    excinfo = call.excinfo
    if excinfo is None or rep.passed or item.config.getoption("msgraph_full_trace", False):
        return
    from msgraph.errors import MsGraphError

    if not isinstance(excinfo.value, MsGraphError):
        return
    try:
        tb = excinfo.traceback
        cut = tb.cut(path=item.path) if hasattr(item, "path") else tb
        user = cut.filter(lambda e: not _internal(e))
        if len(user) == 0:
            return
        excinfo.traceback = user
        body = excinfo.getrepr(funcargs=False, showlocals=False, style="long", chain=False, truncate_locals=True)
    except Exception:  # noqa: BLE001 - never let report formatting hide the failure itself
        return
    exc = excinfo.value
    header = f"{type(exc).__name__}: {exc}"
    rep.longrepr = f"{header}\n\n{body}"
