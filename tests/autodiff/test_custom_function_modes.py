"""``_Function`` is PyNative only: graph code refuses ``apply`` (MindSpore 2.10's AttributeError), and a bool
gradient for a broadcast input is cast before it is summed (adapt40gr/custom_function_graph_and_bool)."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import _Function, nn, ops


class Mul(_Function):
    @staticmethod
    def forward(ctx, a, b):
        return a * b

    @staticmethod
    def backward(ctx, g):
        return g * 2, g * 3


class BoolGrad(_Function):
    @staticmethod
    def forward(ctx, a, b):
        return a + b

    @staticmethod
    def backward(ctx, g):
        return ms.Tensor(np.ones((3, 3), np.bool_)), ms.Tensor(np.ones((3, 3), np.bool_))


A = ms.Tensor(np.array([1.0, 2.0, 3.0], np.float32))


def test_pynative_gradient_runs_backward():
    ga, gb = ops.GradOperation(get_all=True)(Mul.apply)(A, A * 2)
    np.testing.assert_allclose(ga.asnumpy(), [2, 2, 2])
    np.testing.assert_allclose(gb.asnumpy(), [3, 3, 3])


def test_bool_gradient_is_cast_before_the_broadcast_sum():
    y = ms.Tensor(np.ones((3, 3), np.float32))
    ga, gb = ops.GradOperation(get_all=True)(BoolGrad.apply)(A, y)
    np.testing.assert_allclose(ga.asnumpy(), [3, 3, 3])
    assert ga.dtype == ms.float32 and gb.shape == (3, 3)


class InCell(nn.Cell):
    def construct(self, a):
        return Mul.apply(a, a)


def test_apply_in_graph_code_is_an_attribute_error():
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(AttributeError, match="PyNative mode only"):
            InCell()(A)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)

    @ms.jit
    def f(a):
        return Mul.apply(a, a)

    with pytest.raises(AttributeError, match="PyNative mode only"):
        ops.GradOperation()(f)(A)   # (run eagerly under the gradient: still jit code)


def test_leaf_hooks_run_when_their_gradient_is_complete():
    # (adapt40gr/param_hook_order) the weight used last in the forward gets its gradient, and runs its hook, first
    log = []
    a = ms.Parameter(ms.Tensor(np.array([1.0, 2.0], np.float32)), name="a")
    b = ms.Parameter(ms.Tensor(np.array([3.0, 4.0], np.float32)), name="b")
    a.register_hook(lambda g: log.append("a"))
    b.register_hook(lambda g: log.append("b"))
    x = ms.Tensor(np.array([1.0, 1.0], np.float32))
    ga, gb = ms.grad(lambda t: (t * a * b).sum(), grad_position=None, weights=(a, b))(x)
    np.testing.assert_allclose(ga.asnumpy(), [3, 4])
    assert log == ["b", "a"]


def test_hookbackward_without_inputs_is_an_empty_tuple():
    assert ops.HookBackward(lambda g: None)() == ()
