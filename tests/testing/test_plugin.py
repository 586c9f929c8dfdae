"""The msgraph pytest plugin, exercised on throw-away test files with ``pytester``.

The inner runs are subprocesses; the plugin is picked up from the ``pytest11``
entry point exactly as in a user's project, without any conftest.
"""
import subprocess
import sys
import textwrap

import pytest

pytest_plugins = ["pytester"]

NET = """
import numpy as np
import pytest
import msgraph as ms
from msgraph import nn, ops
from msgraph.testing import assert_modes_equal


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.linspace(-1.0, 1.0, 3).astype(np.float32)), name="w")

    def construct(self, x):
        return ops.tanh(x * self.w) + ops.sin(x)


def x():
    return ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 4)
"""


# Plugins the inner runs do not need (hypothesis' costs about a second per inner run).
QUIET = ("-p", "no:cacheprovider", "-p", "no:hypothesispytest", "-p", "no:benchmark")


def inner(pytester, *args):
    # A subprocess: an in-process inner session snapshots and restores sys.modules, which
    # re-imports Numba-registered modules (vecmath) under the compiler's background threads.
    return pytester.runpytest_subprocess(*QUIET, *args, timeout=300)


def run(pytester, body, *args):
    pytester.makepyfile(test_inner=NET + textwrap.dedent(body))
    return inner(pytester, *args)


def test_entry_point_is_registered():
    from importlib.metadata import entry_points

    eps = [e for e in entry_points(group="pytest11") if e.name == "msgraph"]
    assert [e.value for e in eps] == ["msgraph.testing.plugin"]


def test_plugin_import_is_light():
    code = ("import sys, msgraph.testing.plugin\n"
            "heavy = [m for m in ('numba', 'hypothesis', 'msgraph.compiler', 'gast') if m in sys.modules]\n"
            "print(heavy)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_passing_equivalence_test(pytester):
    res = run(pytester, """
        @pytest.mark.msgraph_modes
        def test_net(ms_mode):
            assert_modes_equal(Net(), x(), grads=True)
            out = Net()(x())
            assert out.shape == (2, 3)
    """, "-v")
    res.assert_outcomes(passed=2)
    res.stdout.fnmatch_lines(["*test_net?pynative? PASSED*", "*test_net?graph? PASSED*"])


def test_diverging_function_report(pytester):
    res = run(pytester, """
        from msgraph.context import _state   # graph code may not call ms.get_context (as in MindSpore)

        def leaky(a):
            # Graph mode sees a different constant: a deliberate divergence.
            scale = 1.5 if _state["mode"] == ms.GRAPH_MODE else 1.0
            return a * scale, a + 1.0

        def test_diverges():
            assert_modes_equal(leaky, x(), grads=True)
    """)
    res.assert_outcomes(failed=1)
    res.stdout.fnmatch_lines([
        "*AssertionError: assert_modes_equal(leaky): PyNative and Graph mode (jit_level=O1) disagree*",
        "*output[[]0[]]:*",
        "*pynative: Tensor(shape=(2, 3), dtype=Float32)*",
        "*graph:    Tensor(shape=(2, 3), dtype=Float32)*",
        "*mismatched elements: 5 / 6*",
        "*max abs error: 0.625 at index (1, 2)*",
        "*max rel error: 0.5 at index*",
        "*worst element at index (1, 2): pynative=1.25, graph=1.875*",
        "*tolerance: rtol=1e-05, atol=1e-06 (Float32 default)*",
        "*grad wrt a (input 0):*",
        "*tolerance: rtol=0.0001, atol=1e-05 (Float32 default for gradients)*",
    ])
    # output[1] agrees, so it is not reported.
    assert "output[1]" not in res.stdout.str()


def test_dtype_mismatch_is_a_failure(pytester):
    res = run(pytester, """
        from msgraph.context import _state   # graph code may not call ms.get_context (as in MindSpore)

        def widen(a):
            return a.astype(ms.float64) if _state["mode"] == ms.GRAPH_MODE else a

        def test_dtype():
            assert_modes_equal(widen, x())
    """)
    res.assert_outcomes(failed=1)
    res.stdout.fnmatch_lines(["*dtypes differ (dtype mismatches are failures, values are not cast)*",
                              "*pynative: Tensor(shape=(2, 3), dtype=Float32)*",
                              "*graph:    Tensor(shape=(2, 3), dtype=Float64)*"])


def test_id_naming(pytester):
    res = run(pytester, """
        @pytest.mark.msgraph_modes
        def test_default(ms_mode):
            pass

        @pytest.mark.msgraph_modes("pynative", "graph-O0", "graph-O2")
        def test_levels():
            pass

        @pytest.mark.msgraph_modes("graph-O1")
        @pytest.mark.parametrize("n", [1, 2])
        def test_mixed(n, ms_mode):
            pass

        def test_plain():
            pass
    """, "--collect-only", "-q")
    res.stdout.fnmatch_lines([
        "test_inner.py::test_default[[]pynative[]]",
        "test_inner.py::test_default[[]graph[]]",
        "test_inner.py::test_levels[[]pynative[]]",
        "test_inner.py::test_levels[[]graph-O0[]]",
        "test_inner.py::test_levels[[]graph-O2[]]",
        "test_inner.py::test_mixed[[]graph-O1-1[]]",
        "test_inner.py::test_mixed[[]graph-O1-2[]]",
        "test_inner.py::test_plain",
    ])


def test_mode_is_set_and_exposed(pytester):
    res = run(pytester, """
        @pytest.mark.msgraph_modes("pynative", "graph", "graph-O0", "graph-O2")
        def test_mode(ms_mode):
            expected = ms.PYNATIVE_MODE if ms_mode == "pynative" else ms.GRAPH_MODE
            assert ms.get_context("mode") == expected == ms_mode.mode
            assert ms_mode.is_graph == (ms_mode != "pynative")
            if ms_mode.jit_level:
                assert ms.get_context("jit_level") == ms_mode.jit_level
            else:
                assert ms.get_context("jit_level") == "O1"

        def test_unmarked_fixture(ms_mode):
            assert ms_mode == "pynative" and ms_mode.jit_level is None
    """)
    res.assert_outcomes(passed=5)


def test_mode_restored_after_failing_test(pytester):
    res = run(pytester, """
        @pytest.mark.msgraph_modes("graph-O2")
        def test_1_fails_in_graph_mode():
            ms.set_context(save_graphs=0, jit_syntax_level=ms.STRICT)
            assert ms.get_context("mode") == ms.GRAPH_MODE
            raise RuntimeError("boom")

        @pytest.mark.msgraph_modes("pynative")
        def test_2_switches_and_fails():
            ms.set_context(mode=ms.GRAPH_MODE, jit_level="O0")
            assert False, "fails after switching the mode by hand"

        def test_3_nothing_leaked():
            assert ms.get_context("mode") == ms.PYNATIVE_MODE
            assert ms.get_context("jit_level") == "O1"
            assert ms.get_context("jit_syntax_level") == ms.LAX
    """, "-v")
    res.assert_outcomes(passed=1, failed=2)
    res.stdout.fnmatch_lines(["*test_1_fails_in_graph_mode?graph-O2? FAILED*",
                              "*test_2_switches_and_fails?pynative? FAILED*",
                              "*test_3_nothing_leaked PASSED*"])


def test_max_compiles_marker_fails_on_recompile(pytester):
    res = run(pytester, """
        @ms.jit
        def double(a):
            return a * 2.0

        @pytest.mark.msgraph_max_compiles(1)
        def test_storm():
            for n in (2, 3, 4):   # a new shape each call: three compiles
                double(ms.Tensor(np.ones((n,), np.float32)))

        @pytest.mark.msgraph_max_compiles(1)
        def test_cached():
            for _ in range(5):    # same signature: one compile (or none when already cached)
                double(ms.Tensor(np.ones((7,), np.float32)))

        def test_counter_fixture(msgraph_compiles):
            double(ms.Tensor(np.ones((9,), np.float32)))
            double(ms.Tensor(np.ones((9,), np.float32)))
            assert msgraph_compiles.count == 1
            assert msgraph_compiles.by_function() == {"double": 1}
            msgraph_compiles.assert_at_most(1)
    """)
    res.assert_outcomes(passed=2, failed=1)
    res.stdout.fnmatch_lines([
        "*test_storm compiled 3 graphs, more than the 1 allowed by msgraph_max_compiles(1) [[]double: 3[]]*",
        "*Recompilation usually means*",
    ])


def test_max_compiles_counts_cells_in_graph_mode(pytester):
    res = run(pytester, """
        @pytest.mark.msgraph_modes("graph")
        @pytest.mark.msgraph_max_compiles(2)
        def test_cell_shapes():
            net = Net()
            for n in (1, 2, 3):
                net(ms.Tensor(np.ones((n, 3), np.float32)))
    """)
    res.assert_outcomes(failed=1)
    res.stdout.fnmatch_lines(["*compiled 3 graphs, more than the 2 allowed*Net: 3*"])


def test_command_line_modes(pytester):
    res = run(pytester, """
        seen = []

        def test_unmarked(ms_mode):
            seen.append(str(ms_mode))
            assert ms.get_context("mode") == ms_mode.mode

        @pytest.mark.msgraph_modes("pynative")
        def test_explicit_marker_wins(ms_mode):
            assert ms_mode == "pynative"

        def test_zz_report():
            assert seen == ["pynative", "graph-O2"]
    """, "--msgraph-modes=pynative,graph-O2", "-v")
    res.stdout.fnmatch_lines([
        "*test_unmarked?pynative? PASSED*",
        "*test_unmarked?graph-O2? PASSED*",
        "*test_explicit_marker_wins?pynative? PASSED*",
    ])
    # test_zz_report itself runs once per command-line mode too.
    res.assert_outcomes(passed=5)


def test_command_line_max_compiles_and_bad_mode(pytester):
    res = run(pytester, """
        def test_compiles():
            add1 = lambda a: a + 1.0   # noqa: E731  (a lambda alone on its line: MindSpore parses only that)
            f = ms.jit(add1)
            f(ms.Tensor(np.ones((2,), np.float32)))
            f(ms.Tensor(np.ones((3,), np.float32)))
    """, "--msgraph-max-compiles=1")
    res.assert_outcomes(failed=1)
    res.stdout.fnmatch_lines(["*compiled 2 graphs, more than the 1 allowed*"])

    bad = inner(pytester, "--msgraph-modes=graph-O7")
    assert bad.ret == pytest.ExitCode.USAGE_ERROR
    bad.stderr.fnmatch_lines(["*unknown mode 'graph-O7'*"])

    pytester.makepyfile(test_inner="""
        import pytest

        @pytest.mark.msgraph_modes("graph-fast")
        def test_typo():
            pass
    """)
    bad = inner(pytester)
    bad.assert_outcomes(errors=1)
    bad.stdout.fnmatch_lines(["*unknown mode 'graph-fast'*"])


def test_disabling_the_plugin(pytester):
    body = """
        @pytest.mark.msgraph_modes
        def test_marked():
            pass

        def test_fixture(ms_mode):
            pass
    """
    res = run(pytester, body, "-p", "no:msgraph", "-v")
    # No parametrization by mode, and the plugin's fixtures are gone.
    res.stdout.fnmatch_lines(["*test_marked PASSED*", "*fixture 'ms_mode' not found*"])
    res.assert_outcomes(passed=1, errors=1)
    assert "[pynative]" not in res.stdout.str()

    res = inner(pytester, "-p", "no:msgraph", "--msgraph-modes=graph")
    assert res.ret == pytest.ExitCode.USAGE_ERROR  # the option does not exist without the plugin


def test_markers_are_registered(pytester):
    res = run(pytester, """
        @pytest.mark.msgraph_modes("graph")
        @pytest.mark.msgraph_max_compiles(5)
        def test_ok():
            pass
    """, "--strict-markers")
    res.assert_outcomes(passed=1)
    res = inner(pytester, "--markers")
    res.stdout.fnmatch_lines(["@pytest.mark.msgraph_modes(*modes)*", "@pytest.mark.msgraph_max_compiles(n)*"])


def test_hypothesis_profile_from_the_command_line(pytester):
    # The hypothesis plugin loads --hypothesis-profile at configure time; ours registers the
    # profile first (and only then imports hypothesis).
    pytester.makepyfile(test_inner="""
        from hypothesis import settings

        def test_profile():
            assert settings.default.deadline is None
    """)
    from hypothesis import settings

    outer = settings.get_current_profile_name()
    try:
        res = pytester.runpytest_subprocess("-p", "no:cacheprovider", "--hypothesis-profile=msgraph-compile",
                                            timeout=300)
    finally:
        settings.load_profile(outer)  # the inner run shares this process's hypothesis settings
    res.assert_outcomes(passed=1)


SYNC_CHECK = """
    import os

    from msgraph.codegen import backend


    def test_compile_mode():
        g = lambda a: ops.tanh(a * 2.0) + 1.0   # noqa: E731  (alone on its line, as MindSpore parses lambdas)
        f = ms.jit(g)
        f(x())
        code = f.executables()[0].code
        switching = isinstance(code, backend.SwitchingCode)   # numpy first, kernels in the background
        print("env:", os.environ.get("MSGRAPH_SYNC_COMPILE"), "switching:", switching)
        assert switching == (os.environ["EXPECT_BACKGROUND"] == "1")
        if not switching:
            assert "Numba kernels" in f.get_source()          # the first call already ran the kernels
"""


@pytest.mark.parametrize("how, args, ini, env, background", [
    ("default", (), None, None, False),
    ("cli opt-out", ("--msgraph-background-compile",), None, None, True),
    ("ini opt-out", (), "false", None, True),
    ("ini explicit", (), "true", None, False),
    ("environment wins over the default", (), None, "0", True),
    ("cli wins over the environment", ("--msgraph-background-compile",), None, "1", True),
])
def test_kernels_compile_before_the_first_call(pytester, monkeypatch, how, args, ini, env, background):
    # The outer session's plugin has set MSGRAPH_SYNC_COMPILE already: start from what the case says.
    if env is None:
        monkeypatch.delenv("MSGRAPH_SYNC_COMPILE", raising=False)
    else:
        monkeypatch.setenv("MSGRAPH_SYNC_COMPILE", env)
    monkeypatch.setenv("EXPECT_BACKGROUND", "1" if background else "0")
    monkeypatch.delenv("MSGRAPH_NUMBA", raising=False)
    if ini is not None:
        pytester.makeini(f"[pytest]\nmsgraph_sync_compile = {ini}\n")
    res = run(pytester, SYNC_CHECK, "-s", *args)
    res.assert_outcomes(passed=1)
    if background:
        res.stdout.fnmatch_lines(["msgraph: Numba kernels compile in the background*"])
    else:
        res.stdout.fnmatch_lines(["msgraph: Numba kernels compile before a graph's first call "
                                  "(MSGRAPH_SYNC_COMPILE=1; --msgraph-background-compile to opt out)"])


def test_sync_compile_setting_is_undone_after_the_session(monkeypatch):
    import os

    from msgraph.testing import plugin

    monkeypatch.delenv("MSGRAPH_SYNC_COMPILE", raising=False)

    class Config:
        def __init__(self, background=False, ini=True):
            self.opts = {"msgraph_background_compile": background}
            self.ini = {"msgraph_sync_compile": ini}

        def getoption(self, name):
            return self.opts[name]

        def getini(self, name):
            return self.ini[name]

    cfg = Config()
    plugin._configure_sync_compile(cfg)
    assert os.environ["MSGRAPH_SYNC_COMPILE"] == "1"
    plugin.pytest_unconfigure(cfg)
    assert "MSGRAPH_SYNC_COMPILE" not in os.environ

    monkeypatch.setenv("MSGRAPH_SYNC_COMPILE", "1")
    cfg = Config(background=True)
    plugin._configure_sync_compile(cfg)
    assert os.environ["MSGRAPH_SYNC_COMPILE"] == "0"
    plugin.pytest_unconfigure(cfg)
    assert os.environ["MSGRAPH_SYNC_COMPILE"] == "1"


GRAPH_ERROR = """
class Broken(nn.Cell):
    def construct(self, x):
        return x * self.missing_attr


def test_broken():
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        Broken()(x())
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
"""


def _failure_section(res):
    lines = res.outlines
    start = next(i for i, ln in enumerate(lines) if ln.startswith("_") and "test_broken" in ln)
    end = next(i for i, ln in enumerate(lines) if "short test summary" in ln)
    return lines[start + 1:end]


def test_graph_error_report_reads_as_the_users_error(pytester):
    """An msgraph error's report starts with the MSG code, the user's line and the hint, and shows
    no msgraph-internal frame (it used to be ~120 lines of the compiler's own frames per failure)."""
    res = run(pytester, GRAPH_ERROR)
    res.assert_outcomes(failed=1)
    section = _failure_section(res)
    assert section[0].startswith("GraphAttributeError: MSG404 'Broken' object has no attribute 'missing_attr'"), section
    assert section[1].strip().startswith("In file ") and "test_inner.py" in section[1] and "Broken.construct" in section[1]
    assert section[2].strip() == "return x * self.missing_attr"
    assert "hint:" in "\n".join(section[:6])
    assert not any("msgraph/frontend" in ln or "msgraph/api.py" in ln for ln in section), "\n".join(section)
    assert len(section) <= 25, f"{len(section)} lines:\n" + "\n".join(section)


def test_full_trace_option_keeps_internal_frames(pytester):
    res = run(pytester, GRAPH_ERROR, "--msgraph-full-trace")
    res.assert_outcomes(failed=1)
    assert any("msgraph/frontend" in ln for ln in _failure_section(res))
