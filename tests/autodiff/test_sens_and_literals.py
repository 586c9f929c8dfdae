"""Sens pairing for outputs holding Python numbers, has_aux with number aux, and custom-bprop literal gradients
accumulated in Graph mode (session 42, adapt42grad; MindSpore 2.10's behaviour, recorded in
tests/conformance/programs/adapt42grad)."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn, ops
from msgraph._extends.parse.standard_method import list_append

X = ms.Tensor(np.array([1.0, -2.0, 3.0], np.float32))
ONE = ms.Tensor(1.0, ms.float32)
TWO = ms.Tensor(2.0, ms.float32)


class LossInt(nn.Cell):
    def construct(self, a):
        return (a * a).sum(), 3


def _grad(sens):
    return ops.GradOperation(sens_param=True)(LossInt())(X, sens).asnumpy()


def test_pynative_sens_pairs_by_tensors():
    np.testing.assert_allclose(_grad((TWO,)), [4.0, -8.0, 12.0])        # the number output takes no sens
    np.testing.assert_allclose(_grad((3, TWO)), [4.0, -8.0, 12.0])      # numbers in the sens are dropped
    with pytest.raises(RuntimeError):
        _grad((TWO, ONE))                                                # two Tensors for one Tensor output


def test_graph_sens_joins_whole_output():
    ms.set_context(mode=ms.GRAPH_MODE)
    np.testing.assert_allclose(_grad((ONE, 5)), [2.0, -4.0, 6.0])       # a number in the number's place
    for bad in ((TWO,), (TWO, ONE), (ONE, 3, X)):
        with pytest.raises(TypeError):
            _grad(bad)


def test_pynative_has_aux_number_aux_is_runtime_error():
    with pytest.raises(RuntimeError):
        ms.grad(lambda a: ((a * a).sum(), 3), has_aux=True)(X)
    g, aux = ms.grad(lambda a: ((a * a).sum(), (3,)), has_aux=True)(X)
    assert aux == ((3,),)


class Inner(nn.Cell):
    def __init__(self, lit):
        super().__init__()
        self.lit = lit

    def construct(self, a, b):
        return a * b

    def bprop(self, a, b, out, dout):
        return dout * 2, self.lit


class Twice(nn.Cell):
    def __init__(self, lit):
        super().__init__()
        self.inner = Inner(lit)

    def construct(self, a, b):
        return self.inner(self.inner(a, b), b)


class Mixed(Twice):
    def construct(self, a, b):
        return self.inner(a, b) + b


def test_graph_bprop_literals_add_as_literals():
    ms.set_context(mode=ms.GRAPH_MODE)
    assert ops.GradOperation(get_all=True)(Twice(None))(X, X)[1] is None
    assert ops.GradOperation(get_all=True)(Twice(2.5))(X, X)[1] == 5.0
    with pytest.raises(ValueError):
        ops.GradOperation(get_all=True)(Mixed(1))(X, X)


def test_smooth_l1_grad_nan():
    y = ms.Tensor(np.array([np.nan, 0.0, 0.0], np.float32))
    g = ms.grad(lambda a: ops.SmoothL1Loss()(a, y).sum())(X).asnumpy()
    assert np.isnan(g[0]) and g[1] == -1.0 and g[2] == 1.0


class ReshapeBprop(nn.Cell):
    def construct(self, a):
        return a * a

    def bprop(self, a, out, dout):
        return (dout.reshape(1, -1),)


class ReshapeTwice(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = ReshapeBprop()

    def construct(self, a):
        return self.inner(a) + a


def test_graph_two_gradients_of_other_shapes_are_value_error():
    # MindSpore 2.10's Graph mode sums two gradients of one value with AddN, which refuses other shapes (adapt43grad)
    ms.set_context(mode=ms.GRAPH_MODE)
    with pytest.raises(ValueError, match="AddN"):
        ops.GradOperation(get_all=True)(ReshapeTwice())(X)
    assert ops.GradOperation(get_all=True)(ReshapeBprop())(X)[0].shape == (1, X.shape[0])


class SeqAdd(nn.Cell):
    def construct(self, x, y):
        return x + y


class SeqAppend(nn.Cell):
    def construct(self, x, y):
        return list_append(x, y)


def test_graph_sens_joins_mutable_and_dynamic_sequences():
    """A mutable tuple joins a tuple sens (msgraph looked its class up in a dict of tuple/list: KeyError); a
    dynamic-length output joins a tuple or a list sens (MindSpore 2.10's st ops/dynamic_sequence *_grad tests).
    The gradients' values are msgraph's zeros: MindSpore routes the sens to the numbers (docs/differences.md)."""
    ms.set_context(mode=ms.GRAPH_MODE)
    grad = ops.GradOperation(get_all=True, sens_param=True)
    out = grad(SeqAdd())(ms.mutable((1, 2, 3), True), ms.mutable((3, 4), True), (1, 1, 1, 1, 1))
    assert [len(g) for g in out] == [3, 2]
    out = grad(SeqAppend())(ms.mutable((1, 2, 3), True), 1, (1, 2, 3, 4))
    assert len(out[0]) == 3
    with pytest.raises(TypeError):                    # a fixed-length list sens for a tuple output still fails
        grad(SeqAdd())(ms.mutable((1, 2)), ms.mutable((3,)), [1, 1, 1])
