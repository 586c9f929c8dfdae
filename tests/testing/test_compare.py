"""assert_close / assert_modes_equal: what passes, what fails, and what the report says."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn, ops
# The mode as graph code may read it: ms.get_context is a jit-forbidden API there (as in MindSpore).
from msgraph.context import _state as _MODE
from msgraph.testing import ModesResult, assert_close, assert_modes_equal, default_tolerance


def T(a, dtype=np.float32):
    return ms.Tensor(np.asarray(a, dtype))


def failure(fn, *args, **kwargs):
    with pytest.raises(AssertionError) as info:
        fn(*args, **kwargs)
    return str(info.value)


class Net(nn.Cell):
    def __init__(self, dtype=np.float32):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.linspace(-1.0, 1.0, 3).astype(dtype)), name="w")
        self.b = ms.Parameter(ms.Tensor(np.full((3,), 0.5, dtype)), name="b")

    def construct(self, x):
        return ops.tanh(x * self.w + self.b) * ops.sigmoid(x)


class Accumulate(nn.Cell):
    """Updates a Parameter in construct; Graph mode adds twice as much (a deliberate bug)."""

    def __init__(self):
        super().__init__()
        self.total = ms.Parameter(ms.Tensor(np.zeros((3,), np.float32)), name="total", requires_grad=False)

    def construct(self, x):
        scale = 2.0 if _MODE["mode"] == ms.GRAPH_MODE else 1.0
        self.total = self.total + x * scale
        return x + 1.0


X = np.arange(6, dtype=np.float32).reshape(2, 3) / 4


# --- default tolerances ---------------------------------------------------------------
def test_default_tolerances_by_dtype():
    assert default_tolerance(ms.float32) == (1e-5, 1e-6)
    assert default_tolerance(np.float64) == (1e-7, 1e-9)
    assert default_tolerance(ms.float16) == (2e-3, 1e-4)
    assert default_tolerance(ms.int32) == (0.0, 0.0)
    assert default_tolerance(ms.bool_) == (0.0, 0.0)
    rtol, atol = default_tolerance(ms.float32, grad=True)
    assert rtol == pytest.approx(1e-4) and atol == pytest.approx(1e-5)


# --- assert_close ---------------------------------------------------------------------
def test_assert_close_passes_within_tolerance():
    assert_close(T([1.0, 2.0]), T([1.0, 2.0 + 1e-6]))
    assert_close((T([1, 2], np.int64), {"a": 1.5, "b": None}), (T([1, 2], np.int64), {"a": 1.5, "b": None}))
    assert_close(T([np.nan, np.inf, -np.inf]), T([np.nan, np.inf, -np.inf]))
    assert_close(T([1.0]), T([1.1]), rtol=0.2)


def test_assert_close_report_fields():
    msg = failure(assert_close, T([[1.0, 2.0], [3.0, 4.5]]), T([[1.0, 2.0], [3.0, 4.0]]),
                  labels=("want", "got"))
    assert "value:" in msg and "values differ" in msg
    assert "want: Tensor(shape=(2, 2), dtype=Float32)" in msg
    assert "got:  Tensor(shape=(2, 2), dtype=Float32)" in msg
    assert "mismatched elements: 1 / 4 (25.0%)" in msg
    assert "max abs error: 0.5 at index (1, 1)" in msg
    assert "max rel error: 0.125 at index (1, 1)" in msg
    assert "worst element at index (1, 1): want=4.0, got=4.5" in msg
    assert "tolerance: rtol=1e-05, atol=1e-06 (Float32 default)" in msg


def test_assert_close_dtype_and_shape_mismatches_fail():
    msg = failure(assert_close, T([1.0, 2.0], np.float64), T([1.0, 2.0], np.float32))
    assert "dtypes differ" in msg and "Float32" in msg and "Float64" in msg
    msg = failure(assert_close, T([1.0, 2.0]), T([[1.0, 2.0]]))
    assert "shapes differ" in msg and "(1, 2)" in msg and "(2,)" in msg
    msg = failure(assert_close, (T([1.0]), T([2.0])), (T([1.0]),))
    assert "structures differ" in msg and "tuple of 2" in msg
    msg = failure(assert_close, T([1.0]), 1.0)
    assert "types differ" in msg
    msg = failure(assert_close, 3, 3.0)
    assert "Python scalar types differ" in msg


def test_assert_close_integers_are_exact_and_nonfinite_is_reported():
    msg = failure(assert_close, T([1, 2, 3], np.int32), T([1, 2, 4], np.int32))
    assert "mismatched elements: 1 / 3" in msg and "worst element at index (2,): expected=4, actual=3" in msg
    msg = failure(assert_close, T([1.0, np.nan]), T([1.0, 2.0]))
    assert "non-finite mismatches" in msg and "index (1,)" in msg
    failure(assert_close, T([np.inf]), T([-np.inf]))
    failure(assert_close, T([np.nan]), T([np.nan]), equal_nan=False)


def test_assert_close_names_nested_paths():
    msg = failure(assert_close, {"loss": T(1.0), "parts": (T([1.0]), T([2.0]))},
                  {"loss": T(1.0), "parts": (T([1.0]), T([2.5]))}, name="out")
    assert "out['parts'][1]:" in msg
    assert "1 of 3 compared values differs" in msg


# --- assert_modes_equal: passing ------------------------------------------------------
def test_modes_equal_function_and_cell():
    def f(a, b):
        return ops.exp(a) * b - ops.sin(b), (a + 1.0).astype(ms.int32), a.shape

    res = assert_modes_equal(f, T(X), T([1.0, 2.0, 3.0]))
    assert isinstance(res, ModesResult) and list(res.graph) == ["graph"]
    assert res.pynative[2] == (2, 3)
    res = assert_modes_equal(Net(), T(X), jit_level=("O0", "O1", "O2"))
    assert list(res.graph) == ["graph-O0", "graph-O1", "graph-O2"]


def test_modes_equal_with_gradients():
    res = assert_modes_equal(Net(np.float64), T(X, np.float64), grads=True)
    assert set(res.grads) == {"pynative", "graph"}
    assert list(res.grads["graph"]) == ["grad wrt x (input 0)", "grad wrt Parameter 'w'",
                                        "grad wrt Parameter 'b'"]

    def g(a, n):       # an int input is not differentiated
        return ops.square(a) * n

    res = assert_modes_equal(g, T(X), T([2, 3, 4], np.int32), grads=True, jit_level="O2")
    assert list(res.grads["graph-O2"]) == ["grad wrt a (input 0)"]


def test_modes_equal_jit_function_reference_is_eager():
    @ms.jit
    def h(a):
        return a * 3.0

    assert_modes_equal(h, T(X))
    # PyNative ran the Python body (no cache hit); Graph mode compiled once.
    assert h.cache_info()[:3] == (0, 1, 1)


def test_context_and_arguments_are_left_alone():
    ms.set_context(jit_level="O2")
    try:
        x = T(X)
        before = x.asnumpy().copy()
        assert_modes_equal(Net(), x, jit_level="O0")
        failure(assert_modes_equal, lambda a: a * (2.0 if _MODE["mode"] == ms.GRAPH_MODE else 1.0), x)
        assert ms.get_context("mode") == ms.PYNATIVE_MODE
        assert ms.get_context("jit_level") == "O2"
        np.testing.assert_array_equal(x.asnumpy(), before)
    finally:
        ms.set_context(jit_level="O1")


# --- assert_modes_equal: failing ------------------------------------------------------
def test_diverging_output_report():
    def leaky(a):
        return a * (1.5 if _MODE["mode"] == ms.GRAPH_MODE else 1.0)

    msg = failure(assert_modes_equal, leaky, T(X), jit_level="O0")
    assert msg.startswith("assert_modes_equal(test_diverging_output_report.<locals>.leaky): PyNative and Graph "
                          "mode (jit_level=O0) disagree: 1 of 1 compared value differs")
    assert "  output:\n" in msg
    assert "pynative: Tensor(shape=(2, 3), dtype=Float32)" in msg
    assert "graph-O0: Tensor(shape=(2, 3), dtype=Float32)" in msg
    assert "max abs error: 0.625 at index (1, 2)" in msg
    assert "worst element at index (1, 2): pynative=1.25, graph-O0=1.875" in msg


def test_diverging_gradient_report():
    def leaky(a, b):
        if _MODE["mode"] == ms.GRAPH_MODE:
            a = ops.stop_gradient(a)   # same value, no gradient: a deliberate bug
        return a * b

    msg = failure(assert_modes_equal, leaky, T(X, np.float64), T(X + 1, np.float64), grads=True)
    assert "1 of 3 compared values differs" in msg
    assert "  grad wrt a (input 0):\n" in msg
    assert "grad wrt b" not in msg and "output" not in msg.split("\n", 1)[1]
    assert "worst element at index (1, 2): pynative=2.25, graph=0.0" in msg
    assert "tolerance: rtol=1e-06, atol=1e-08 (Float64 default for gradients)" in msg


def test_dtype_mismatch_between_modes_fails():
    def widen(a):
        return a.astype(ms.float64) if _MODE["mode"] == ms.GRAPH_MODE else a

    msg = failure(assert_modes_equal, widen, T(X))
    assert "dtypes differ (dtype mismatches are failures, values are not cast)" in msg
    assert "graph:    Tensor(shape=(2, 3), dtype=Float64)" in msg


def test_parameter_updates_are_compared_and_restored():
    net = Accumulate()
    msg = failure(assert_modes_equal, net, T([1.0, 2.0, 3.0]))
    assert "Parameter 'total' after the call:" in msg
    assert "output" not in msg.split("\n", 1)[1]
    assert "worst element at index (2,): pynative=3.0, graph=6.0" in msg
    np.testing.assert_array_equal(net.total.asnumpy(), np.zeros(3, np.float32))


def test_graph_mode_error_is_a_divergence():
    def uses_try(a):
        try:
            b = a + 1.0
        except ValueError:
            b = a
        return b

    with pytest.raises(AssertionError, match="PyNative returned Tensor.*but Graph mode raised") as info:
        assert_modes_equal(uses_try, T(X))
    assert info.value.__cause__ is not None


def test_usage_errors():
    with pytest.raises(ValueError, match="nothing to differentiate"):
        assert_modes_equal(lambda n: n + 1, T([1, 2], np.int32), grads=True)
    with pytest.raises(ValueError, match="jit_level"):
        assert_modes_equal(lambda a: a, T(X), jit_level="O3")
