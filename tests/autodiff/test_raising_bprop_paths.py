"""An op whose gradient is MindSpore's "bprop not defined" error (IsClose): which paths reach it.

PyNative (the eager sweep): a bprop's declared zero (``zeros_grad``: Select's condition) is no gradient, so the
bprops before it do not run; Graph mode (autodiff/expand.py, ``Reach.raising``): any gradient reaching a value
computed from the op, through comparisons and logical ops too, raises -- as MindSpore 2.10's two modes do."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import errors, ops

X = ms.Tensor(np.array([1.0, 2.0, 3.0], np.float32))
Y = ms.Tensor(np.array([1.0, 2.5, 3.0], np.float32))


def through_select(a, b):
    return ops.select(ops.isclose(a, b), a, b * 2)


def through_not(a, b):
    return ops.logical_not(ops.isclose(a, b)).astype(ms.float32) * b


def through_cast(a, b):
    return ops.isclose(a, b).astype(ms.float32) * b


def behind_stop_gradient(a, b):
    return ops.stop_gradient(ops.isclose(a, b)).astype(ms.float32) * b


@pytest.fixture(params=["pynative", "graph"])
def mode(request):
    ms.set_context(mode=ms.GRAPH_MODE if request.param == "graph" else ms.PYNATIVE_MODE)
    yield request.param
    ms.set_context(mode=ms.PYNATIVE_MODE)


def test_cast_path_raises_in_both_modes(mode):
    with pytest.raises(errors.OpRuntimeError, match="IsClose's bprop not defined"):
        ms.grad(through_cast, grad_position=(0, 1))(X, Y)


@pytest.mark.parametrize("f", [through_select, through_not])
def test_zero_paths_differentiate_in_pynative_and_raise_in_graph(mode, f):
    if mode == "graph":
        with pytest.raises(errors.OpRuntimeError, match="IsClose's bprop not defined"):
            ms.grad(f, grad_position=(0, 1))(X, Y)
    else:
        ms.grad(f, grad_position=(0, 1))(X, Y)


def test_stop_gradient_and_untargeted_operands_never_raise(mode):
    ga, gb = ms.grad(behind_stop_gradient, grad_position=(0, 1))(X, Y)
    np.testing.assert_array_equal(gb.asnumpy(), [1.0, 0.0, 1.0])
    g = ms.grad(_untargeted, grad_position=0)(X, Y)
    np.testing.assert_array_equal(g.asnumpy(), [2.0, 2.0, 2.0])


def _untargeted(a, b):
    return ops.select(ops.isclose(b, b * 2), a, a * 2)
