"""Eager (PyNative) Exp/Sigmoid/Tanh/Log/nnacl exp on large arrays run Graph mode's compiled kernel expressions
(msgraph.ops._fastpath, msgraph.codegen.eager): bit for bit the numpy implementations' values, which stay the
definition and the fallback.  An op opts in with the OpDef trait ``eager_kernel`` (read by the registry's impl
wrapper); no impl calls the fast path itself."""
from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import pytest

pytest.importorskip("numba")

import msgraph as ms  # noqa: E402
from msgraph import ops  # noqa: E402
from msgraph.codegen import backend  # noqa: E402
from msgraph.ops import _fastpath, _nnacl, registry  # noqa: E402
from msgraph.ops import math as m  # noqa: E402

_EDGE = [0.0, -0.0, 1e-45, -1e-45, 1e-40, -1e-40, 1e-38, -1e-38, 1e-7, -1e-7, 0.5, 1.0, -1.0, 4.99, 5.0, 5.0001, 5.01,
         -5.0, -5.0001, 9.0, -9.0, 87.0, 87.3, 87.3365, 87.34, 87.4, 88.0, 88.7, 88.72, 88.7228, 88.73, 89.0, -87.0,
         -87.3, -87.3365, -87.34, -87.4, -88.0, -88.7, -88.73, -89.0, 3.4e38, -3.4e38, np.inf, -np.inf, np.nan]


def _inputs32() -> np.ndarray:
    rng = np.random.default_rng(0)
    bits = rng.integers(0, 2 ** 32, 1 << 16, dtype=np.uint64).astype(np.uint32).view(np.float32)   # NaN payloads too
    return np.concatenate([np.array(_EDGE, np.float32), -np.float32(np.nan) * np.ones(3, np.float32),
                           rng.standard_normal(1 << 16).astype(np.float32) * 30, bits])


def _inputs16() -> np.ndarray:
    with np.errstate(over="ignore"):
        edge = np.array(_EDGE, np.float16)
    return np.concatenate([edge, np.arange(1 << 16, dtype=np.uint32).astype(np.uint16).view(np.float16),
                           np.zeros(1 << 10, np.float16)])


# (label, the op's impl as the registry runs it -- the trait's wrapper around the numpy impl --, kernel key)
CASES = [("exp", m.EXP.impl, "Exp"), ("sigmoid", m.SIGMOID.impl, "Sigmoid"), ("tanh", m.TANH.impl, "Tanh"),
         ("nnacl_exp", _nnacl.nnacl_exp, "Exp"), ("log", m.LOG.impl, "Log")]


#: every op with the trait (Exp/Sigmoid/Tanh/Log, and the one-input ops measured faster on their kernel: Erf, Erfc,
#: GeLU, HSwish, Inv, ReLU, Rsqrt, SeLU, Sign, Softplus, Softsign -- session 32)
TRAIT_OPS = sorted(name for name, op in registry.OPS.items() if op.eager_kernel)


@pytest.fixture
def kernels(monkeypatch):
    """Every eager kernel loaded (compiled in the background worker, waited for); the numpy path on demand."""
    monkeypatch.delenv("MSGRAPH_NUMBA", raising=False)
    monkeypatch.delenv("MSGRAPH_EAGER_KERNELS", raising=False)
    x = np.linspace(-3, 3, _fastpath.MIN_SIZE, dtype=np.float32)
    monkeypatch.setattr(_fastpath, "REQUEST_ELEMENTS", 2 * _fastpath.MIN_SIZE)
    fns = [fn for _, fn, _ in CASES] + [registry.OPS[name].impl for name in TRAIT_OPS]
    with np.errstate(all="ignore"):
        for fn in fns:
            fn(x)
            fn(x)        # the second large call asks for the kernel
    assert backend.wait_for_kernels(600)
    for name in [c[2] for c in CASES] + TRAIT_OPS:
        assert _fastpath.ready(name, np.float32), name
    yield


def _numpy_path(fn, x, monkeypatch):
    with monkeypatch.context() as mp:
        mp.setattr(_fastpath, "MIN_SIZE", 1 << 62)
        with np.errstate(all="ignore"):
            return fn(x)


def _bits_equal(a: np.ndarray, b: np.ndarray) -> bool:
    return a.dtype == b.dtype and a.shape == b.shape and a.tobytes() == b.tobytes()


@pytest.mark.parametrize("label, fn, name", CASES, ids=[c[0] for c in CASES])
@pytest.mark.parametrize("dtype", [np.float32, np.float16], ids=["f32", "f16"])
def test_kernel_path_is_bit_identical_to_numpy(kernels, monkeypatch, label, fn, name, dtype):
    if label in ("sigmoid", "nnacl_exp", "log") and dtype == np.float16:
        pytest.skip("float16 Sigmoid/Log compute in float16 with numpy's exp/log (no kernel); nnacl_exp takes float32")
    x = _inputs32() if dtype == np.float32 else _inputs16()
    want = _numpy_path(fn, x, monkeypatch)
    with np.errstate(all="ignore"):
        got = fn(x)
    assert _bits_equal(got, want), (label, int((got.view(np.uint8) != want.view(np.uint8)).sum()))
    # any shape and layout: a 2-D transposed view and a strided slice
    y = x[: (x.size // 64) * 64].reshape(64, -1).T
    with np.errstate(all="ignore"):
        assert _bits_equal(fn(y), _numpy_path(fn, y, monkeypatch))
        assert _bits_equal(fn(x[::2]), _numpy_path(fn, x[::2], monkeypatch))
        if dtype == np.float32:             # a byte-swapped array stays on numpy
            s = x.astype(">f4")
            assert _bits_equal(fn(s), _numpy_path(fn, s, monkeypatch))


@pytest.mark.parametrize("name", TRAIT_OPS)
def test_every_trait_op_is_bit_identical_to_numpy(kernels, monkeypatch, name):
    """The trait's promise, for each op that declares it and each dtype it declares: the compiled kernel expression
    gives the numpy impl's bits (NaN payloads, subnormals, infinities, the edges of every range)."""
    op = registry.OPS[name]
    for dtype in op.eager_kernel:
        x = _inputs32() if dtype == np.float32 else _inputs16()
        want = _numpy_path(op.impl, x, monkeypatch)
        with np.errstate(all="ignore"):
            got = op.impl(x)
        assert _bits_equal(got, want), (name, dtype, int((got.view(np.uint8) != want.view(np.uint8)).sum()))


def test_public_ops_and_composites_agree(kernels, monkeypatch):
    """Through the public API in PyNative: Exp, Sigmoid, Tanh, SiLU, Elu and Softmax (nnacl exp inside) on a
    large Tensor, the same bits with and without the kernels."""
    x = ms.Tensor(_inputs32()[: 1 << 17].reshape(-1, 64))
    fns = [ops.exp, ops.sigmoid, ops.tanh, ops.silu, ops.elu, lambda t: ops.softmax(t, -1), ops.log]
    with np.errstate(all="ignore"):
        got = [f(x).asnumpy() for f in fns]
    with monkeypatch.context() as mp:
        mp.setattr(_fastpath, "MIN_SIZE", 1 << 62)
        with np.errstate(all="ignore"):
            want = [f(x).asnumpy() for f in fns]
    for g, w in zip(got, want):
        assert _bits_equal(g, w)


def _asking(monkeypatch):
    monkeypatch.delenv("MSGRAPH_NUMBA", raising=False)
    monkeypatch.delenv("MSGRAPH_EAGER_KERNELS", raising=False)
    monkeypatch.setattr(_fastpath, "_kernels", {})
    monkeypatch.setattr(_fastpath, "_seen", {})
    asked = []
    monkeypatch.setattr(_fastpath, "_loader", lambda: type("L", (), {"request": staticmethod(
        lambda *a: asked.append(a[0]))}))
    return asked


def test_small_arrays_and_the_first_call_stay_on_numpy(monkeypatch):
    asked = _asking(monkeypatch)
    monkeypatch.setattr(_fastpath, "_numba_loaded", lambda: True)
    small = np.ones(_fastpath.MIN_SIZE - 1, np.float32)
    for _ in range(3):
        m.EXP.impl(small)
    assert asked == []
    big = np.ones(_fastpath.MIN_SIZE, np.float32)
    m.EXP.impl(big)
    assert asked == []                  # one call pays for nothing
    m.EXP.impl(big)
    m.EXP.impl(big)
    _nnacl.nnacl_exp(big)
    assert asked == ["Exp"]             # Numba loaded already: the second asks, once (nnacl_exp: the same kernel)
    monkeypatch.setenv("MSGRAPH_EAGER_KERNELS", "0")
    m.TANH.impl(big)
    m.TANH.impl(big)
    assert asked == ["Exp"]


def test_without_numba_an_op_asks_after_its_element_budget(monkeypatch):
    """Numba not imported: the kernel is asked for once the numpy version has processed REQUEST_ELEMENTS
    elements (the import costs the process ~0.3 s; a short run never pays it)."""
    asked = _asking(monkeypatch)
    monkeypatch.setattr(_fastpath, "_numba_loaded", lambda: False)
    monkeypatch.setattr(_fastpath, "REQUEST_ELEMENTS", 4 * _fastpath.MIN_SIZE)
    big = np.ones(_fastpath.MIN_SIZE, np.float32)
    for _ in range(3):
        m.SIGMOID.impl(big)
    assert asked == []
    m.SIGMOID.impl(big)
    m.SIGMOID.impl(big)
    assert asked == ["Sigmoid"]


def test_a_failed_kernel_leaves_numpy(monkeypatch):
    monkeypatch.delenv("MSGRAPH_NUMBA", raising=False)
    monkeypatch.setattr(_fastpath, "_kernels", {})
    monkeypatch.setattr(_fastpath, "_seen", {})

    def broken():
        raise RuntimeError("no compiler")

    monkeypatch.setattr(_fastpath, "_loader", broken)
    x = np.linspace(-5, 5, _fastpath.MIN_SIZE, dtype=np.float32)
    want = _numpy_path(m.SIGMOID.impl, x, monkeypatch)
    for _ in range(3):
        assert _bits_equal(m.SIGMOID.impl(x), want)
    assert _fastpath._kernels[("Sigmoid", "<f4")] is False


def test_import_and_small_ops_do_not_load_numba():
    code = ("import sys, numpy as np, msgraph as ms\n"
            "from msgraph import ops\n"
            "x = ms.Tensor(np.ones(1000, np.float32))\n"
            "for _ in range(3): ops.exp(x); ops.sigmoid(x); ops.tanh(x)\n"
            "print('numba' in sys.modules, 'msgraph.codegen.eager' in sys.modules)\n")
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([root, os.environ.get("PYTHONPATH", "")]))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, cwd=root, env=env)
    assert out.stdout.split() == ["False", "False"], out.stderr[-2000:]


def test_the_trait_is_the_only_way_in():
    """Every op with the ``eager_kernel`` trait is unary elementwise with a kernel expression; a float16 entry is
    allowed only where the op's float16 kernel expression is its float32 one rounded (what the float16 path runs:
    Numba has no float16 arrays); no numpy impl asks for a kernel itself (the fast path is the wrapper's)."""
    import inspect

    with_trait = {name: op for name, op in registry.OPS.items() if op.eager_kernel}
    assert {"Exp", "Sigmoid", "Tanh", "Log"} <= set(with_trait)
    for name, op in with_trait.items():
        assert op.kind is registry.OpKind.ELEMENTWISE and op.kernel is not None, name
        assert set(t.char for t in op.eager_kernel) <= set("ef"), name
        if np.dtype(np.float16) in op.eager_kernel:
            assert op.kernel(np.float16, "v") == f"np.float16({op.kernel(np.float32, 'np.float32(v)')})", name
    for mod in (m, _nnacl):
        src = inspect.getsource(mod)
        assert "_fastpath.run(\"" not in src and "_fastpath.run('" not in src


def test_an_op_without_the_trait_never_asks(monkeypatch):
    asked = _asking(monkeypatch)
    monkeypatch.setattr(_fastpath, "_numba_loaded", lambda: True)
    big = np.ones(_fastpath.MIN_SIZE, np.float32)
    for _ in range(3):
        m.EXP_LIBM.impl(big)       # (libm's exp: a kernel expression, no trait)
    assert asked == []
    m.EXP.impl(big)
    m.EXP.impl(big)
    assert asked == ["Exp"]


def test_kernel_sources_are_built_only_when_compiled(monkeypatch):
    """``_fastpath.lazy_source``: an impl hands run_kernel its kernel's source on every call; the text is built only
    when run_kernel asks for the kernel (building MaxPoolGrad's unrolled text took ~30 us a call)."""
    calls = []

    @_fastpath.lazy_source
    def build(n):
        calls.append(n)
        return lambda fname: f"def {fname}(x):\n    return {n}\n"

    src = build(3)
    assert calls == []
    assert src("f") == "def f(x):\n    return 3\n" and calls == [3]
    from msgraph.ops import conv, pooling

    # the kernels' builders are lazy: a geometry they cannot build from fails only when the text is asked for
    for src in (pooling._maxpool_source(None, None), pooling._maxpool_grad_source(None),
                conv._col2im_wide_source(None, None, None, None, None, None)):
        with pytest.raises(TypeError):
            src("f")
