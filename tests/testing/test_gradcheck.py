"""check_grad: finite differences against ms.grad, in both modes through the plugin's marker."""
import warnings

import numpy as np
import pytest

import msgraph as ms
from msgraph import nn, ops
from msgraph.ops import PrimitiveWithInfer, bprop_getters
from msgraph.testing import check_grad


def T(a, dtype=np.float64):
    return ms.Tensor(np.asarray(a, dtype))


RNG = np.random.default_rng(7)
A = RNG.uniform(-1.0, 1.0, (3, 4))
B = RNG.uniform(0.5, 1.5, (4,))


class Layer(nn.Cell):
    def __init__(self, dtype=np.float64):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.linspace(-1.0, 1.0, 4).astype(dtype)), name="w")
        self.b = ms.Parameter(ms.Tensor(np.full((4,), 0.1, dtype)), name="b")

    def construct(self, x):
        return ops.tanh(x * self.w + self.b) + ops.square(x) * 0.5


class WrongSquare(PrimitiveWithInfer):
    """x * x with a deliberately wrong gradient (3x instead of 2x)."""

    def compute(self, x):
        return x * x


@bprop_getters.register(WrongSquare)
def _get_bprop_wrong_square(self):
    def bprop(x, out, dout):
        return (dout * x * 3.0,)
    return bprop


_wrong_square = WrongSquare()


def uses_wrong_square(a):
    return _wrong_square(a) + 1.0


@pytest.mark.msgraph_modes
def test_functions_pass(ms_mode):
    def f(a, b):
        return ops.sin(a) * b + ops.exp(a * 0.5), ops.sigmoid(b)

    assert check_grad(f, T(A), T(B))
    fn59 = lambda a: ops.tanh(a) * a
    assert check_grad(fn59, T(A))


@pytest.mark.msgraph_modes
def test_cell_inputs_and_parameters_pass(ms_mode):
    net = Layer()
    before = [p.asnumpy().copy() for p in net.trainable_params()]
    assert check_grad(net, T(A))
    for p, b in zip(net.trainable_params(), before):
        np.testing.assert_array_equal(p.asnumpy(), b)   # Parameters restored after perturbing


@pytest.mark.msgraph_modes
def test_wrong_bprop_is_reported(ms_mode):
    with pytest.raises(AssertionError) as info:
        check_grad(uses_wrong_square, T(A))
    msg = str(info.value)
    mode = "Graph" if ms_mode.is_graph else "PyNative"
    assert msg.startswith(f"check_grad(uses_wrong_square): analytic ({mode} mode) and numeric gradients disagree")
    assert "grad wrt a (input 0):" in msg
    assert "analytic: Tensor(shape=(3, 4), dtype=Float64)" in msg
    assert "numeric:  Tensor(shape=(3, 4), dtype=Float64)" in msg
    assert "max abs error:" in msg and "max rel error: 0.333333" in msg
    assert "worst element at index" in msg
    assert "tolerance: rtol=0.0001, atol=1e-06 (check_grad default for float64)" in msg
    assert "finite differences: central, eps=1e-06 (default for float64)" in msg


def test_selecting_inputs_and_weights():
    net = Layer()
    assert check_grad(net, T(A), weights=())                  # inputs only
    assert check_grad(net, T(A), grad_position=(), weights=[net.w])
    with pytest.raises(AssertionError, match=r"grad wrt b \(input 1\)"):
        fn92 = lambda a, b: a * 2.0 + _wrong_square(b)
        check_grad(fn92, T(A), T(B), grad_position=1)
    # The wrong gradient is only in b, so checking a alone passes.
    fn94 = lambda a, b: a * 2.0 + _wrong_square(b)
    assert check_grad(fn94, T(A), T(B), grad_position=0)


def test_float32_defaults_and_sampling():
    assert check_grad(Layer(np.float32), T(A, np.float32))
    big = T(RNG.uniform(-1, 1, (10, 8)))
    with pytest.raises(AssertionError) as info:
        check_grad(uses_wrong_square, big, max_elements=5)
    assert "(checked 5 of 80 elements)" in str(info.value)
    with pytest.raises(AssertionError) as info:
        check_grad(uses_wrong_square, T(A, np.float32))
    assert "float32 inputs: finite differences are only reliable in float64" in str(info.value)


def test_float16_warns():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        fn111 = lambda a: a * 2.0
        check_grad(fn111, T([0.5, 1.0], np.float16))
    assert any("float16" in str(w.message) for w in caught)


def test_usage_errors():
    with pytest.raises(ValueError, match="nothing to check"):
        fn117 = lambda n: n + 1
        check_grad(fn117, T([1, 2], np.int32))
    with pytest.raises(ValueError, match="not a floating-point Tensor"):
        fn119 = lambda a, n: a * n
        check_grad(fn119, T(A), T([1, 2, 3, 4], np.int32), grad_position=1)
    with pytest.raises(ValueError, match="no floating-point Tensor"):
        fn121 = lambda a: (a > 0.0)
        check_grad(fn121, T(A))
