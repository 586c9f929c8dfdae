"""Graph-mode gradients (the expand_grad IR transform) equal PyNative gradients (the tape)."""
import pathlib
import sys

import numpy as np
import pytest

import msgraph as ms
import msgraph.nn as nn
from msgraph import ops

sys.path.insert(0, str(pathlib.Path(__file__).parent.parent / "ops"))
from op_cases import CASES  # noqa: E402

from graph_equiv import same  # noqa: E402


def _cases():
    for name in sorted(CASES):
        for i, build in enumerate(CASES[name]):
            yield pytest.param(name, build, id=f"{name}-{i}")


@pytest.mark.parametrize("name,build", list(_cases()))
def test_every_op_graph_grad_equals_eager_grad(name, build):
    case = build(np.random.default_rng(0))
    op = case.prim.op
    positions = case.diff_positions()
    if not op.differentiable or not positions or case.seeded:
        pytest.skip("no gradient to compare")
    prim = case.prim
    base = list(case.args)

    def fn(*dargs):
        full = list(base)
        for k, i in enumerate(positions):
            full[i] = dargs[k]
        return prim(*full)

    dargs = [base[i] for i in positions]
    gp = tuple(range(len(dargs)))
    eager = ms.grad(fn, grad_position=gp)(*dargs)
    graph_fn = lambda *a: ms.grad(fn, grad_position=gp)(*a)
    graph = ms.jit(graph_fn)(*dargs)
    same(graph, eager)


T = lambda *v: ms.Tensor(np.array(v, np.float32))  # noqa: E731


def _both(fn, *args):
    eager = fn(*args)
    graph = ms.jit(fn)(*args)
    same(graph, eager)
    return graph


def test_grad_through_tensor_if_both_branches():
    def f(x, y):
        if (x * y).sum() > 0.0:
            z = x * x * y
        else:
            z = ops.sin(x) + y
        return z.sum()
    for sign in (1.0, -1.0):
        g01 = lambda a, b: ms.grad(f, grad_position=(0, 1))(a, b)
        _both(g01, T(0.5, 1.5), T(sign, 2.0 * sign))


def test_grad_through_while_and_for_loops():
    def f(x, w):
        for _ in range(2):
            x = ops.tanh(x * w)
        while x.sum() < 5.0:
            x = x * w + 0.5
        return (x * x).sum()
    g01 = lambda a, b: ms.grad(f, grad_position=(0, 1))(a, b)
    _both(g01, T(0.3, -0.2), T(1.5, 0.7))


def test_grad_of_grad_elementwise_and_matmul():
    def f(x):
        return (ops.sin(x) * x).sum()

    def h(x, y):
        return ops.matmul(x * x, y).sum()
    gg = lambda a: ms.grad(ms.grad(f))(a)
    _both(gg, T(0.3, 1.2, -0.7))
    x = ms.Tensor(np.random.default_rng(0).normal(size=(2, 3)).astype(np.float32))
    y = ms.Tensor(np.random.default_rng(1).normal(size=(3, 2)).astype(np.float32))
    ggh = lambda a, b: ms.grad(ms.grad(h))(a, b)
    _both(ggh, x, y)


def test_value_and_grad_has_aux_sens_and_stop_gradient():
    def f(x, y):
        out = x * y
        return out.sum(), ops.stop_gradient(out) * 2.0

    vg = lambda a, b: ms.value_and_grad(f, grad_position=(0, 1), has_aux=True)(a, b)
    _both(vg, T(1.0, 2.0), T(3.0, 4.0))
    g0 = lambda a, b: ms.grad(f, grad_position=0, has_aux=True)(a, b)
    _both(g0, T(1.0, 2.0), T(3.0, 4.0))

    def g(x):
        return x * x
    sens_fn = ops.GradOperation(sens_param=True)(g)
    call_sens = lambda a, s: sens_fn(a, s)
    _both(call_sens, T(1.0, 2.0), T(10.0, 100.0))


class Linear(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.array([[0.5, -1.0], [2.0, 0.25]], np.float32)), name="w")
        self.b = ms.Parameter(ms.Tensor(np.array([0.1, -0.2], np.float32)), name="b")

    def construct(self, x):
        return ops.matmul(x, self.w) + self.b


class GradAll(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.weights = ms.ParameterTuple(net.trainable_params())
        self.grad = ops.GradOperation(get_all=True, get_by_list=True)

    def construct(self, x):
        return self.grad(self.net, self.weights)(x)


def test_grad_operation_get_all_and_by_list_in_construct():
    net = GradAll(Linear())
    x = T(1.0, 2.0)
    eager = net(x)
    with ms.context_scope(mode=ms.GRAPH_MODE):
        graph = net(x)
    same(graph, eager)
    assert len(graph) == 2 and len(graph[0]) == 1 and len(graph[1]) == 2


class Cube(nn.Cell):
    def construct(self, x):
        return x * x * x

    def bprop(self, x, out, dout):
        return (dout * 100.0,)


def test_custom_cell_bprop_in_graph_mode():
    cube = Cube()

    def f(x):
        return cube(x).sum()
    gf = lambda a: ms.grad(f)(a)
    g = _both(gf, T(1.0, 2.0))
    assert g.asnumpy().tolist() == [100.0, 100.0]


def test_custom_primitive_bprop_from_registry():
    from msgraph.ops import PrimitiveWithInfer, bprop_getters

    class Square2(PrimitiveWithInfer):
        def compute(self, x):
            return x * x

    @bprop_getters.register(Square2)
    def get_bprop(self):
        def bprop(x, out, dout):
            return (dout * x * 2.0,)
        return bprop

    sq = Square2()

    def f(x):
        return sq(x).sum()
    gf = lambda a: ms.grad(f)(a)
    g = _both(gf, T(1.0, 3.0))
    assert g.asnumpy().tolist() == [2.0, 6.0]


def test_backward_nodes_keep_forward_lines():
    def f(x):
        y = ops.exp(x)
        return y.sum()
    gf = lambda a: ms.grad(f)(a)
    jf = ms.jit(gf)
    jf(T(1.0))
    ir = jf.get_ir()
    assert "(gradient of line" in ir
