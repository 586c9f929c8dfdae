"""Numba CPU backend == numpy (Python) backend: values to tolerance, dtypes exactly."""
import inspect
import os
import subprocess
import sys
import textwrap
import warnings

import numpy as np
import pytest

import msgraph as ms
from msgraph import ops
from msgraph.codegen import backend, numba_cpu

from programs import PROGRAMS

pytest.importorskip("numba")

HERE = os.path.dirname(os.path.abspath(__file__))


@pytest.fixture
def sync(monkeypatch):
    monkeypatch.setenv("MSGRAPH_SYNC_COMPILE", "1")
    monkeypatch.delenv("MSGRAPH_NUMBA", raising=False)


def _leaves(x):
    if isinstance(x, (tuple, list)):
        out = []
        for i in x:
            out.extend(_leaves(i))
        return out
    return [x]


def assert_same(got, want, rtol=2e-5, atol=1e-6):
    g, w = _leaves(got), _leaves(want)
    assert len(g) == len(w)
    for a, b in zip(g, w):
        if isinstance(b, ms.Tensor):
            assert isinstance(a, ms.Tensor), type(a)
            assert a.dtype == b.dtype, (a.dtype, b.dtype)
            assert a.shape == b.shape
            np.testing.assert_allclose(a.asnumpy(), b.asnumpy(), rtol=rtol, atol=atol)
        else:
            assert type(a) is type(b) and a == b


def python_backend(fn, args, level, monkeypatch):
    monkeypatch.setenv("MSGRAPH_NUMBA", "0")
    try:
        return ms.jit(fn, jit_config=ms.JitConfig(jit_level=level))(*args)
    finally:
        monkeypatch.delenv("MSGRAPH_NUMBA")


@pytest.mark.parametrize("level", ["O1", "O2"])
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_numba_equals_python_backend(name, level, sync, monkeypatch):
    fn, make = PROGRAMS[name]
    args = make()
    want = python_backend(fn, args, level, monkeypatch)
    before = backend.stats()["fallbacks"]
    with warnings.catch_warnings():
        warnings.simplefilter("error", backend.KernelWarning)
        jf = ms.jit(fn, jit_config=ms.JitConfig(jit_level=level))
        got = jf(*args)
    assert backend.stats()["fallbacks"] == before
    assert_same(got, want)
    assert_same(got, fn(*args))          # and PyNative
    src = jf.get_source()
    if "@njit" in src:
        assert "# test_numba_cpu.py" not in src   # comments name the user's file
        assert "# programs.py:" in src


def test_float32_times_two_stays_float32(sync):
    @ms.jit
    def f(x):
        return x * 2.0 + 1.0

    x = ms.Tensor(np.arange(4, dtype=np.float32))
    y = f(x)
    assert y.dtype == ms.float32
    np.testing.assert_array_equal(y.asnumpy(), np.arange(4, dtype=np.float32) * 2 + 1)
    src = f.get_source()
    assert "np.float32(2.0)" in src and "@njit" in src
    assert "_k0_f(" in src.split("# ----")[0]        # the graph calls one kernel


def test_whole_graph_mode_for_loops(sync):
    fn, make = PROGRAMS["while_loop"]
    jf = ms.jit(fn)
    backend.wait_for_kernels(300)      # earlier tests' background compiles must not count here
    n = backend.stats()["whole_graph"]
    got = jf(*make())
    assert backend.stats()["whole_graph"] == n + 1
    src = jf.get_source()
    assert "whole graph" in src and "while True:" in src.split("# ----")[1]
    assert_same(got, fn(*make()))


def test_source_lines_point_at_user_code(sync):
    fn, make = PROGRAMS["w1"]
    jf = ms.jit(fn)
    jf(*make())
    src = jf.get_source()
    kernel = src.split("# ---- Numba kernels")[1]
    line = inspect.getsourcelines(fn)[1] + 1
    for op in ("Mul", "Add", "ReLU", "Sigmoid", "Tanh"):
        assert f"programs.py:{line} {op}" in kernel
    # float32 Sigmoid is 1 / (1 + e) with e nnacl's exp of -x (vm.nnacl_exp), as the numpy path;
    # float32 Tanh is MindSpore's CPU Pade approximant, inline too
    assert "vm.nnacl_exp(" in kernel and "vm.exp(" not in kernel


def test_background_compile_switches_over(monkeypatch):
    monkeypatch.delenv("MSGRAPH_SYNC_COMPILE", raising=False)
    fn, make = PROGRAMS["chain_multi_out"]
    args = make()
    jf = ms.jit(fn)
    first = jf(*args)                                  # numpy version, starts the compile
    code = jf.executables()[0].code
    assert isinstance(code, backend.SwitchingCode)
    assert backend.wait_for_kernels(120)
    assert code.ready.is_set() and code.failed is None
    assert code.current is code.nb
    second = jf(*args)                                 # Numba version
    assert_same(second, first)


def _break_kernels(monkeypatch):
    """Make every generated kernel fail to compile (an undefined name in its loop)."""
    real = numba_cpu.fused_kernel

    def broken(node, name, **kw):
        spec = real(node, name, **kw)
        spec.source = spec.source.replace("for i0 in", "for i0 in undefined_name +")
        return spec

    monkeypatch.setattr(numba_cpu, "fused_kernel", broken)


def test_kernel_failure_falls_back_with_warning(sync, monkeypatch):
    _break_kernels(monkeypatch)

    @ms.jit
    def f(x):
        return ops.tanh(x * 3.0) + 1.0

    x = ms.Tensor(np.linspace(-1, 1, 5, dtype=np.float32))
    with pytest.warns(backend.KernelWarning):
        y = f(x)
    assert_same(y, ms.Tensor(np.tanh(x.asnumpy() * 3) + 1))


def test_import_msgraph_does_not_import_numba():
    code = "import msgraph, msgraph.codegen.backend, sys; assert 'numba' not in sys.modules, 'numba imported'"
    subprocess.run([sys.executable, "-c", code], check=True, timeout=120)


def test_o0_stays_on_python(sync):
    @ms.jit(jit_level="O0")
    def f(x):
        return x * 2.0 + 1.0

    f(ms.Tensor(np.ones(3, np.float32)))
    assert "@njit" not in f.get_source()


def test_threads_share_compiled_graphs_safely(tmp_path):
    """Parallel kernels called from several Python threads (workqueue layer + lock): no abort."""
    script = textwrap.dedent("""
        import os, threading, numpy as np
        os.environ["MSGRAPH_SYNC_COMPILE"] = "1"
        import msgraph as ms
        from msgraph import ops
        from msgraph.codegen import numba_cpu
        numba_cpu.PARALLEL_MIN_WORK = 1          # force prange kernels
        def f(x):
            return ops.tanh(x * 1.5 + 0.5) * ops.sigmoid(x) - x * 0.25
        jf = ms.jit(f)
        x = ms.Tensor(np.linspace(-2, 2, 4096, dtype=np.float32))
        want = f(x).asnumpy()
        assert "parallel=True" in (jf(x), jf.get_source())[1]
        errs = []
        def work():
            try:
                for _ in range(50):
                    np.testing.assert_allclose(jf(x).asnumpy(), want, rtol=2e-6, atol=1e-6)
                    a = np.ones((64, 64)); a @ a                  # BLAS next to the kernels
            except Exception as e:
                errs.append(e)
        ts = [threading.Thread(target=work) for _ in range(4)]
        [t.start() for t in ts]; [t.join() for t in ts]
        import numba
        assert not errs, errs
        print(numba.threading_layer())
    """)
    path = tmp_path / "threads_prog.py"
    path.write_text(script)
    out = subprocess.run([sys.executable, str(path)], capture_output=True, text=True, timeout=300,
                         env={**os.environ, "NUMBA_THREADING_LAYER": ""})
    assert out.returncode == 0, out.stderr[-3000:]
    assert out.stdout.strip().splitlines()[-1] == "workqueue"


# ---------------------------------------------------------------------------------------
# Hypothesis: random fused programs through the Numba backend vs the interpreter
# ---------------------------------------------------------------------------------------
hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

sys.path.insert(0, os.path.join(HERE, "..", "passes"))
import test_fuse as _tf  # noqa: E402


def _check_random(prog, seed, aggressive):
    from msgraph.compiler import CompileOptions
    from msgraph.ir.interpreter import interpret
    from msgraph.passes.fuse import Fuse

    in_shapes, dtype, steps, outs = prog
    g = _tf._build(in_shapes, dtype, steps, outs)
    rng = np.random.default_rng(seed)
    inputs = [rng.normal(size=s).astype(dtype) if s else np.asarray(rng.normal(), dtype) for s in in_shapes]
    want, _ = interpret(g, inputs)
    Fuse(aggressive=aggressive).run(g)
    code = backend.generate(g, CompileOptions("O2" if aggressive else "O1"))
    got, _ = code.fn(*inputs)
    for a, b in zip(got, want):
        a, b = np.asarray(a), np.asarray(b)
        assert a.dtype == b.dtype and a.shape == b.shape
        tol = 2e-5 if dtype == np.float32 else 1e-12
        np.testing.assert_allclose(a, b, rtol=tol, atol=tol)


@settings(max_examples=12, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(prog=_tf.programs(), seed=st.integers(0, 2 ** 16), aggressive=st.booleans())
def test_random_programs_numba_equals_interpreter(prog, seed, aggressive, sync):
    _check_random(prog, seed, aggressive)


@pytest.mark.slow
@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(prog=_tf.programs(), seed=st.integers(0, 2 ** 16), aggressive=st.booleans())
def test_random_programs_numba_equals_interpreter_more(prog, seed, aggressive, sync):
    _check_random(prog, seed, aggressive)


def test_save_graphs_dumps_the_kernels(tmp_path, monkeypatch):
    monkeypatch.delenv("MSGRAPH_SYNC_COMPILE", raising=False)      # also in the default (background) mode
    ms.set_context(save_graphs=True, save_graphs_path=str(tmp_path))

    @ms.jit
    def dumped(x):
        return ops.tanh(x * 2.0) - x * 0.5

    dumped(ms.Tensor(np.ones(8, np.float32)))
    text = (tmp_path / "msgraph_ir" / "dumped" / "99_codegen.py").read_text()
    assert "@njit" in text and "def dumped(" in text and " Tanh" in text
    ir = (tmp_path / "msgraph_ir" / "dumped").glob("*fuse.ir")
    assert any("fused(" in p.read_text() for p in ir)


def test_background_failure_warns_in_the_callers_thread(monkeypatch):
    monkeypatch.delenv("MSGRAPH_SYNC_COMPILE", raising=False)
    _break_kernels(monkeypatch)

    @ms.jit
    def g(x):
        return ops.tanh(x * 1.25) + 2.0

    x = ms.Tensor(np.linspace(-1, 1, 7, dtype=np.float32))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        first = g(x)                                   # numpy version; the compile fails later
        assert backend.wait_for_kernels(120)           # ... silently, in the worker
    with pytest.warns(backend.KernelWarning, match="not used"):
        again = g(x)                                   # reported here, once
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert_same(g(x), again)
    assert_same(again, first)


def test_numba_error_highlighting_is_off():
    """colorama would swap sys.stdout from the compile thread while formatting a message."""
    from msgraph.runtime.numba_env import ensure_numba

    ensure_numba()
    from numba.core import errors

    assert errors.termcolor().code("x") == "x"


def _sigmoid_tail_and_round(x, g):
    s = ops.sigmoid(x)
    return x * s, ops.log(s), ops.round(g * 3.0 * 0.5)


def test_fused_sigmoid_and_round_match_the_numpy_path_at_their_edges(sync, monkeypatch):
    """Found by running the conformance programs on the Numba kernels (session 24): the fused kernel's sigmoid
    kept subnormal tails where float32's 1/(1 + exp(-x)) is 0 (silu -3.8e-42 for -0.0, log-sigmoid -99.98 for
    -inf), and round's floor(x + 0.5) rounded 0.49999997 up."""
    x = ms.Tensor(np.array([-100, -95, -89, -30, 0, 5, 100], np.float32))
    g = ms.Tensor((np.array([-2 / 3, 2 / 3, -1 / 3, 1 / 3, 1.0, -1.0, -0.1], np.float32) + 1))
    want = python_backend(_sigmoid_tail_and_round, (x, g), "O1", monkeypatch)
    got = ms.jit(_sigmoid_tail_and_round, jit_level="O1")(x, g)
    assert backend.stats()["kernels"] > 0
    for a, b in zip(got, want):
        np.testing.assert_array_equal(a.asnumpy(), b.asnumpy())   # same values, -0.0 and -inf included
        assert np.array_equal(np.signbit(a.asnumpy()), np.signbit(b.asnumpy()))


def _casts_to_uint32_uint64(x):
    y = x * 2.0
    return ops.cast(y, ms.uint32), ops.cast(y, ms.uint64), ops.cast(y, ms.int64)


@pytest.mark.parametrize("dt", [np.float32, np.float64])
def test_fused_float_to_uint32_uint64_casts_wrap_as_the_numpy_path(dt, sync, monkeypatch):
    """Session 50 (nb50): a fused Cast float -> uint32 / uint64 was LLVM's fptoui (saturating: -2.0 -> 2**32 - 1,
    inf -> the maximum) where the op converts through int64 and wraps (-2.0 -> 4294967294; uint64: C's conversion,
    NaN -> 2**63, inf -> 0)."""
    v = [0.0, -0.45, -1.0, -1.25, 150.0, 1.5e9, -1.5e9, 5e9, -5e9, 4.65e18, 7.5e18, 9.3e18, 5e19, -5e19,
         np.nan, np.inf, -np.inf]
    x = ms.Tensor(np.array(v, dt))
    want = python_backend(_casts_to_uint32_uint64, (x,), "O1", monkeypatch)
    before = backend.stats()["kernels"]
    got = ms.jit(_casts_to_uint32_uint64, jit_level="O1")(x)
    assert backend.stats()["kernels"] > before
    for a, b in zip(got, want):
        assert a.dtype == b.dtype
        np.testing.assert_array_equal(a.asnumpy(), b.asnumpy())
    assert got[0].asnumpy()[2] == 4294967294 and got[1].asnumpy()[2] == 2 ** 64 - 2


def _int_chains(x, y):
    return (ops.cast(x * 2, ms.bool_), ops.abs(x - 1) * 2, (x + 1) > x, ops.square(x) >= 0,
            ops.maximum(x + 1, x), ops.sign(x * 2), (x + y) > x, ops.abs(ops.square(x) * 3), -x * 3,
            (x + x).sum(), (x * 3).sum(axis=0), (x + 1).prod(), ops.addn([x, y, x]) * 1)


@pytest.mark.parametrize("dt", [np.int64, np.int32])
def test_fused_signed_integer_arithmetic_wraps_as_the_numpy_path(dt, sync, monkeypatch):
    """Session 51 (left51): Numba's signed add / sub / mul carry LLVM's no-signed-wrap flag, so a fused int64 chain
    was simplified by algebra that only holds without overflow: ``cast(x * 2, bool)`` of -2**63 was True,
    ``abs(x - 1) * 2`` 2 (the numpy path and MindSpore wrap: False, -2).  Ring expressions now compute on uint64."""
    info = np.iinfo(dt)
    lo, hi = int(info.min), int(info.max)
    x = ms.Tensor(np.array([lo, lo + 1, hi, hi - 1, 0, 1, -1, hi // 2 + 1, lo // 2, 7, -7, hi // 3], dt))
    y = ms.Tensor(np.array([-1, 2, 1, -1, lo, hi, 3, 2, -2, hi, lo, 3], dt))
    monkeypatch.setenv("MSGRAPH_TIER_US", "0")
    want = python_backend(_int_chains, (x, y), "O1", monkeypatch)
    before = backend.stats()["kernels"]
    got = ms.jit(_int_chains, jit_level="O1")(x, y)
    assert backend.stats()["kernels"] > before
    for a, b in zip(got, want):
        assert a.dtype == b.dtype
        np.testing.assert_array_equal(a.asnumpy(), b.asnumpy())
    if dt == np.int64:
        assert not got[0].asnumpy()[0] and got[1].asnumpy()[0] == -2


def test_wrapping_ring_expr_rewrites_only_ring_expressions():
    from msgraph.codegen.kernel_expr import wrapping_ring_expr

    ops_ = {"o0": "p0_", "o1": "np.int64(t1)"}
    assert wrapping_ring_expr("(o0 * o1)", ops_) == "(np.uint64(p0_) * np.uint64(np.int64(t1)))"
    assert wrapping_ring_expr("(-o0)", ops_) == "(np.uint64(0) - np.uint64(p0_))"
    assert wrapping_ring_expr("(o0 + 2 * o1)", ops_) == \
        "(np.uint64(p0_) + (np.uint64(2) * np.uint64(np.int64(t1))))"
    assert wrapping_ring_expr("(o0 - -1)", ops_) == f"(np.uint64(p0_) - (np.uint64(0) - np.uint64(1)))"
    for text in ("(o0 // o1)", "(o0 if o0 > 0 else 0)", "abs(o0)", "(o0 * 0.5)", "o0", "(o0 * np.int32(o1))",
                 "(o0 + zz)"):
        assert wrapping_ring_expr(text, ops_) is None, text


def _relu_twice(x):
    r = ops.relu(x)
    return r + r


def test_fused_relu_of_uint64_keeps_every_bit(sync, monkeypatch):
    """Session 51 (left51): ReLU's kernel ``x if x > 0 else 0`` mixed uint64 with an int64 literal, which Numba
    types float64: 2**63 + 12345 came back as 9223372036854788096."""
    x = ms.Tensor(np.array([2 ** 63 + 12345, 2 ** 62 + 7, 9007199254740993, 5, 0, 2 ** 64 - 1], np.uint64))
    monkeypatch.setenv("MSGRAPH_TIER_US", "0")
    got = ms.jit(_relu_twice, jit_level="O1")(x)
    np.testing.assert_array_equal(got.asnumpy(), x.asnumpy() * np.uint64(2))


def _f64_transcendentals(x, p):
    s = ops.sigmoid(x)
    return s * 2, ops.silu(x) * 2, ops.exp(x) * 2, ops.log(p) * 2, ops.erf(x * 0.1) * 2


def test_fused_float64_exp_log_erf_are_libm_as_the_numpy_path(sync, monkeypatch):
    """Session 51 (left51): float64 Exp / Log / Sigmoid / Erf kernels called vecmath's vectorized functions, an ulp
    off libm (numpy's float64 exp / log and MindSpore's std::exp) in ~4% of these values."""
    x = ms.Tensor(np.linspace(-20.0, 20.0, 2001))
    p = ms.Tensor(np.linspace(0.01, 50.0, 2001))
    monkeypatch.setenv("MSGRAPH_TIER_US", "0")
    want = python_backend(_f64_transcendentals, (x, p), "O1", monkeypatch)
    before = backend.stats()["kernels"]
    got = ms.jit(_f64_transcendentals, jit_level="O1")(x, p)
    assert backend.stats()["kernels"] > before
    for a, b in zip(got, want):
        np.testing.assert_array_equal(a.asnumpy(), b.asnumpy())
