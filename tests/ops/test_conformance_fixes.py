"""MindSpore 2.10 behaviours of existing ops that numpy does not share (each value below was
recorded from MindSpore: tests/conformance/programs/ops_existing), checked eagerly and compiled."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import Tensor, ops


def both(fn, *args):
    """fn(*args) in PyNative and under ms.jit: the two results as numpy arrays (or tuples)."""
    def to_np(r):
        return tuple(to_np(v) for v in r) if isinstance(r, (tuple, list)) else r.asnumpy()
    return to_np(fn(*args)), to_np(ms.jit(fn)(*args))


def check(fn, args, want, dtype=None):
    for got in both(fn, *args):
        np.testing.assert_allclose(got, want, rtol=1e-6)
        if dtype is not None:
            assert got.dtype == dtype


def f32(*v):
    return Tensor(np.array(v, np.float32))


def test_div_rounding_modes():
    i, j = Tensor(np.array([7, -7, 9, -9], np.int32)), Tensor(np.array([2, 2, -4, -4], np.int32))
    fn30 = lambda a, b: ops.div(a, b, rounding_mode="floor")
    check(fn30, (i, j), [3, -4, -3, 2], np.int32)
    fn31 = lambda a, b: ops.div(a, b, rounding_mode="trunc")
    check(fn31, (i, j), [3, -3, -2, 2], np.int32)
    fn32 = lambda a, b: ops.div(a, b, rounding_mode="trunc")
    check(fn32, (f32(7, -7, 3, -0.5), f32(2, 2, -4, 0.25)),
          [3, -3, 0, -2], np.float32)


def test_maximum_minimum_nan_and_tie_gradient():
    nan, m = f32(np.nan, 1, np.nan), f32(0, np.nan, 2)
    check(ops.maximum, (nan, m), [0, np.nan, 2])
    check(ops.minimum, (nan, m), [0, np.nan, 2])
    a, b = f32(1, 5, 3, -2), f32(2, 5, 1, -2)
    for gx, gy in both(ms.grad(ops.maximum, grad_position=(0, 1)), a, b):
        np.testing.assert_allclose(gx, [0, 0.5, 1, 0.5])
        np.testing.assert_allclose(gy, [1, 0.5, 0, 0.5])


def test_pow_exponent_gradient_is_zero_at_zero_base():
    for _, gy in both(ms.grad(ops.pow, grad_position=(0, 1)), f32(0, 0), f32(2, 0)):
        np.testing.assert_array_equal(gy, [0, 0])


def test_argmax_skips_nan_and_sign_of_nan():
    x = f32(1, np.nan, 3, 2, 1, 0).reshape(2, 3)
    fn53 = lambda a: ops.argmax(a)
    check(fn53, (x,), 2)
    fn54 = lambda a: ops.Argmax(axis=0)(a)
    check(fn54, (x,), [1, 0, 0])
    check(ops.sign, (f32(np.nan, -np.inf, np.inf),), [0, -1, 1])


def test_logical_ops_take_numbers():
    i = Tensor(np.array([2, 0, 1, 0], np.int32))
    check(ops.logical_and, (i, i), [True, False, True, False], np.bool_)
    check(ops.logical_not, (f32(0, 1.5),), [True, False], np.bool_)


def test_creation_and_one_hot_dtypes():
    assert ops.full((2,), 2.5).dtype == ms.int64
    assert ops.one_hot(Tensor(np.array([0, 2], np.int32)), 3).dtype == ms.int64
    assert ops.one_hot(Tensor(np.array([0, 2], np.int32)), 3, 1.0, 0.0).dtype == ms.float32
    np.testing.assert_array_equal(ops.range(Tensor(0, ms.int32), Tensor(10, ms.int32), Tensor(4, ms.int32)).asnumpy(),
                                  [0, 4, 8])


def test_unary_ops_on_integers():
    check(ops.sqrt, (Tensor(np.array([1, 4, 9], np.int32)),), [1, 2, 3], np.float32)
    with pytest.raises(TypeError):
        ops.exp(Tensor(np.array([1, 2], np.int32)))
    with pytest.raises(TypeError):
        ms.jit(ops.log)(Tensor(np.array([1, 2], np.int32)))


def test_shape_ops():
    x = Tensor(np.arange(6, dtype=np.float32).reshape(1, 2, 1, 3))
    fn82 = lambda a: ops.Squeeze(1)(a)
    for got in both(fn82, x):
        assert got.shape == (1, 2, 1, 3)
    fn84 = lambda a: a.tile((3,))
    for got in both(fn84, f32(1, 2, 3).reshape(1, 3)):
        assert got.shape == (1, 9)
    y = Tensor(np.arange(8, dtype=np.float32).reshape(2, 4))
    fn87 = lambda a: a.cumsum()
    for got in both(fn87, y):
        np.testing.assert_array_equal(got, np.cumsum(np.arange(8)))
    fn89 = lambda a: a.mean(0, True)
    for got in both(fn89, y):
        assert got.shape == (1, 4)


def test_reductions_select_and_clip_dtypes():
    fn94 = lambda a: ops.ReduceSum()(a)
    check(fn94, (Tensor(np.array([True, False, True])),), True, np.bool_)
    c = Tensor(np.array([True, False]))
    check(ops.where, (c, Tensor(np.array([1, 2], np.int32)), f32(-1, -2)), [1, -2], np.float32)
    fn97 = lambda a: ops.clip_by_value(a, -1.0, 1.0)
    check(fn97, (Tensor(np.array([-3, 0, 4], np.int32)),), [-1, 0, 1], np.int32)
    fn98 = lambda a: ops.clamp(a, 0.5, 2.5)
    check(fn98, (Tensor(np.array([-3, 1, 4], np.int32)),), [0.5, 1, 2.5], np.float32)


def test_clip_gradients_at_bounds():
    x = f32(-2, -1, 0, 0.5, 1, 3)
    fn103 = lambda a: ops.clip_by_value(a, -1.0, 1.0)
    for g in both(ms.grad(fn103), x):
        np.testing.assert_allclose(g, [0, 0.5, 1, 1, 0.5, 0])
    fn105 = lambda a: ops.clamp(a, min=0.0)
    for g in both(ms.grad(fn105), x):
        np.testing.assert_allclose(g, [0, 0, 1, 1, 1, 1])


def test_reduce_primitive_without_axis_is_differentiable():
    x = f32(1, 2, 3, 4).reshape(2, 2)
    fn111 = lambda a: ops.ReduceSum()(a)
    for g in both(ms.grad(fn111), x):
        np.testing.assert_allclose(g, np.ones((2, 2)))


def test_cache_prim_does_not_reuse_a_freed_arrays_primitive():
    # an unhashable argument (a numpy array) was keyed by its id: a later array at the freed one's address got the
    # primitive built from the old values
    import gc

    from msgraph.ops._primitive_cache import _get_cache_prim

    class Holder:
        def __init__(self, a):
            self.a = np.array(a, copy=True)

    seen = []
    for i in range(50):
        arr = np.full(3, float(i))
        seen.append(_get_cache_prim(Holder)(arr).a[0])
        del arr
        gc.collect()
    assert seen == [float(i) for i in range(50)]
    assert _get_cache_prim(Holder)((1.0,)) is _get_cache_prim(Holder)((1.0,))   # hashable arguments still share one instance


def test_div_trunc_zero_dim_float_keeps_dimensioned_dtype():
    # adapt43cpua/div_trunc_graph: float16 trunc-divided by a 0-d float32 Tensor is Float16 in both modes
    x, y = Tensor(np.array([3.5, -5.0], np.float16)), Tensor(np.float32(2.0))
    trunc = lambda a, b: ops.div(a, b, rounding_mode="trunc")  # noqa: E731
    for got in both(trunc, x, y):
        assert got.dtype == np.float16
        np.testing.assert_array_equal(got, [1.0, -2.0])


def test_number_inputs_and_l2_normalize_epsilon_refused():
    # adapt43cpua/number_inputs, l2_normalize_epsilon: MindSpore 2.10's TypeError / RuntimeError
    for call in (lambda: ops.cumsum(1.5, 0), lambda: ops.ExpandDims()(1.5, 0), lambda: ops.L2Loss()(1.5),
                 lambda: ops.float_power(1.5, 2), lambda: ops.bitwise_left_shift(2.5, Tensor(np.array([1], np.int32)))):
        with pytest.raises(TypeError):
            call()
    with pytest.raises(RuntimeError):
        ops.L2Normalize(axis=-1, epsilon=1e-12)(Tensor(np.ones((2, 3), np.float16)))
    assert ops.L2Normalize(axis=-1, epsilon=1e-12)(Tensor(np.ones((2, 3), np.float32))).dtype == ms.float32
