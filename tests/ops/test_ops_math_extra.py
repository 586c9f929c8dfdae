"""Reciprocal, Round, Ceil, the inverse/hyperbolic trigonometric family, Atan2, SquaredDifference,
LogicalXor: values against numpy, MindSpore's dtypes, both modes, Tensor methods."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import ops

from _ops_helpers import T, both_modes

X = np.array([[0.5, -0.25, 0.75], [0.1, -0.6, 0.3]], np.float32)

UNARY = {
    "acos": np.arccos, "asin": np.arcsin, "atan": np.arctan, "tan": np.tan, "sinh": np.sinh, "cosh": np.cosh,
    "asinh": np.arcsinh, "atanh": np.arctanh, "expm1": np.expm1, "ceil": np.ceil, "round": np.round,
    "reciprocal": lambda a: 1 / a,
}


@pytest.mark.parametrize("name", sorted(UNARY))
def test_unary_matches_numpy_in_both_modes(name):
    fn = getattr(ops, name)
    fn23 = lambda a: fn(a) * 1.0
    out = both_modes(fn23, T(X))
    assert out.dtype == ms.float32
    np.testing.assert_allclose(out.asnumpy(), UNARY[name](X), rtol=1e-6)


def test_round_is_half_to_even_and_reciprocal_of_int_is_float32():
    np.testing.assert_array_equal(ops.Round()(T([0.5, 1.5, 2.5, -0.5, -1.5])).asnumpy(), [0, 2, 2, -0, -2])
    r = ops.reciprocal(T([1, 2, 4], np.int32))
    assert r.dtype == ms.float32
    np.testing.assert_allclose(r.asnumpy(), [1, 0.5, 0.25])


def test_binary_ops_and_aliases():
    y = np.array([1.0, -2.0, 0.5], np.float32)
    np.testing.assert_allclose(ops.atan2(T(X), T(y)).asnumpy(), np.arctan2(X, y), rtol=1e-6)
    np.testing.assert_allclose(ops.squared_difference(T(X), T(y)).asnumpy(), (X - y) ** 2, rtol=1e-6)
    assert ops.arccos is ops.acos and ops.arctan2 is ops.atan2
    xor = ops.logical_xor(T([True, False, True], np.bool_), T([1.0, 1.0, 0.0]))
    assert xor.dtype == ms.bool_
    np.testing.assert_array_equal(xor.asnumpy(), [False, True, True])


def test_fused_kernels_agree_with_eager():
    def f(a):
        return ops.sinh(a) * ops.acos(a) + ops.Round()(a * 4.0) + ops.reciprocal(a + 2.0) - ops.expm1(a)
    both_modes(f, T(X))


def test_gradients_agree_in_both_modes():
    def loss(a):
        return (ops.acos(a) * ops.atan(a) + ops.tan(a) + ops.cosh(a) + ops.Reciprocal()(a + 2.0)).sum()
    fn54 = lambda a: ms.grad(loss)(a)
    g = both_modes(fn54, T(X))
    x = X.astype(np.float64)
    want = -1 / np.sqrt(1 - x * x) * np.arctan(x) + np.arccos(x) / (1 + x * x) + 1 / np.cos(x) ** 2 + np.sinh(x) \
        - 1 / (x + 2) ** 2
    np.testing.assert_allclose(g.asnumpy(), want, rtol=1e-5)


def test_tensor_methods():
    x = T(X)
    np.testing.assert_allclose(x.round().asnumpy(), np.round(X))
    np.testing.assert_allclose(x.ceil().asnumpy(), np.ceil(X))
    np.testing.assert_allclose(x.reciprocal().asnumpy(), 1 / X, rtol=1e-6)
    np.testing.assert_allclose(x.acos().asnumpy(), np.arccos(X), rtol=1e-6)


def test_bitwise_wraps_out_of_range_python_int():
    # MindSpore 2.10: the int is taken modulo 2**bits in the Tensor's dtype (adapt38pn); numpy raised OverflowError
    from msgraph.ops.math_extra import _wrap_int_scalar
    assert _wrap_int_scalar(300, np.zeros(2, np.int8)) == 44
    assert _wrap_int_scalar(-2, np.zeros(2, np.uint8)) == 254
    assert _wrap_int_scalar(-129, np.zeros(2, np.int8)) == 127
    assert _wrap_int_scalar(5, np.zeros(2, np.int8)) == 5            # in range: unchanged
    assert _wrap_int_scalar(True, np.zeros(2, np.uint8)) is True    # bools are not wrapped
    u8 = np.array([1, 0, 3, 200], np.uint8)
    def and_300(a):
        return a & 300

    def or_m2(a):
        return a | -2

    for f, want in ((and_300, [0, 0, 0, 8]), (or_m2, [255, 254, 255, 254])):
        out = both_modes(f, ms.Tensor(u8))
        assert out.dtype == ms.uint8 and out.asnumpy().tolist() == want
