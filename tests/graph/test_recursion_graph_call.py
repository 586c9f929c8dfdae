"""Recursion whose depth is decided by Tensors: a graph that calls itself (frontend/recursion.py),
generated Python that calls itself, and gradients through it (passes/graph_call.py)."""
import numpy as np
import pytest

import msgraph as ms
import msgraph.nn as nn
from msgraph import errors, ops


def T(a, dtype=np.float32):
    return ms.Tensor(np.asarray(a, dtype))


@ms.jit
def prod_up(x):
    if x < 3:
        y = x * prod_up(x + 1)
    else:
        y = x
    return y


@ms.jit
def fact(n):
    if n <= 1:
        return n
    return n * fact(n - 1)


def test_value_ir_and_generated_code():
    assert float(prod_up(T(1.0)).asnumpy()) == 6.0     # 1 * 2 * 3 (MindSpore 2.10: 6.0)
    assert float(prod_up(T(5.0)).asnumpy()) == 5.0
    ir = prod_up.get_ir()
    assert "call<graph=@prod_up_rec" in ir
    src = prod_up.get_source()
    # the callee is a generated function that calls itself
    callee = src.split("\ndef _graph_prod_up_rec")[1]
    assert "_graph_prod_up_rec" in callee.split(":", 1)[1]


def test_fact_on_tensors_both_dtypes_and_grad():
    assert int(fact(T(5, np.int32)).asnumpy()) == 120
    assert float(fact(T(4.0)).asnumpy()) == 24.0
    # d/dn n(n-1)(n-2)(n-3) at 4 (MindSpore 2.10: 50.0)
    assert float(ms.grad(fact)(T(4.0)).asnumpy()) == 50.0
    assert float(ms.grad(prod_up)(T(1.0)).asnumpy()) == 11.0


def test_constant_recursion_still_folds():
    def cfact(n):
        return 1 if n <= 1 else n * cfact(n - 1)

    @ms.jit
    def f(x):
        return x * cfact(5)

    np.testing.assert_allclose(f(T([1.0, 2.0])).asnumpy(), [120.0, 240.0])
    assert "call<" not in f.get_ir()


def test_two_recursive_calls_and_tuple_results():
    @ms.jit
    def fib(n):
        if n < 2:
            return n
        return fib(n - 1) + fib(n - 2)

    assert int(fib(T(10, np.int32)).asnumpy()) == 55

    @ms.jit
    def pair(x, k):
        if k > 0:
            a, b = pair(x + 1, k - 1)
            return a * 2, b + a
        return x, x

    a, b = pair(T([1.0]), T(2, np.int32))
    np.testing.assert_allclose(a.asnumpy(), [12.0])
    np.testing.assert_allclose(b.asnumpy(), [12.0])


class Power(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(T([0.5, 2.0]), name="w")

    def step(self, x, n):
        if n > 0:
            return self.step(x * self.w, n - 1)
        return x

    def construct(self, x, n):
        return self.step(x, n)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_parameter_read_in_recursion_and_its_gradient(mode):
    ms.set_context(mode=mode)
    net = Power()
    x = T([1.0, 2.0])
    np.testing.assert_allclose(net(x, T(3, np.int32)).asnumpy(), [0.125, 16.0])
    if mode == ms.GRAPH_MODE:
        (gw,) = ms.grad(net, grad_position=None, weights=net.trainable_params())(x, T(3, np.int32))
        np.testing.assert_allclose(gw.asnumpy(), [0.75, 24.0])   # 3 x w^2


def test_grad_wrt_several_inputs_matches_finite_differences():
    @ms.jit
    def pw(x, w, k):
        if k > 0:
            y = pw(ops.sin(x) * w, w, k - 1)
        else:
            y = x
        return y

    x, w, k = np.array([0.3, -0.7], np.float32), np.array([1.5, 0.8], np.float32), T(3, np.int32)
    gx, gw = ms.grad(pw, grad_position=(0, 1))(T(x), T(w), k)

    def ref(x, w):
        for _ in range(3):
            x = np.sin(x) * w
        return x.sum()

    eps = 1e-3
    for arr, g, which in ((x, gx, 0), (w, gw, 1)):
        num = []
        for i in range(2):
            d = np.zeros(2, np.float64)
            d[i] = eps
            args_p = [x.astype(np.float64), w.astype(np.float64)]
            args_m = [x.astype(np.float64), w.astype(np.float64)]
            args_p[which] = args_p[which] + d
            args_m[which] = args_m[which] - d
            num.append((ref(*args_p) - ref(*args_m)) / (2 * eps))
        np.testing.assert_allclose(g.asnumpy(), num, rtol=1e-3, atol=1e-4)


def test_raise_inside_recursion_runs_when_reached():
    @ms.jit
    def down(x):
        if x < 0:
            raise ValueError("negative")
        if x > 1:
            return down(x - 1)
        return x

    assert float(down(T(3.5)).asnumpy()) == 0.5
    with pytest.raises(ValueError, match="negative"):
        down(T(-1.0))


def test_recursion_on_every_path_is_msg408():
    def forever(x):
        return forever(x + 1)

    with pytest.raises(errors.CompileError, match="MSG408"):
        ms.jit(forever)(T([1.0]))


def test_recursion_whose_shapes_change_is_msg408():
    def grow(x):
        if x.sum() > 0:
            return grow(ops.concat((x, x[:1])))
        return x

    with pytest.raises(errors.CompileError, match="MSG408"):
        ms.jit(grow)(T([1.0]))


@ms.jit
def _printing_rec(x, n):
    if n > 0:
        ops.Print()("level", n)
        return _printing_rec(x * 2, n - 1)
    return x


def test_gradient_graph_recomputes_the_forward_without_prints(capfd):
    # the gradient graph recomputes each level's forward through a print-free copy of the graph
    # (graph_call.quiet_graph): each level prints once, as in the forward (MindSpore 2.10: 3 2 1)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        g = ms.grad(_printing_rec)(T([1.0, 2.0]), T(3, np.int32))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_array_equal(g.asnumpy(), [8.0, 8.0])
    out = capfd.readouterr().out.split()
    assert out == ["level", "3", "level", "2", "level", "1"], out
