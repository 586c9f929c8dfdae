"""A jit function called under a PyNative gradient is one node of the tape (api.JitFunction._call_as_tape_node):
its compiled graph runs forward, the graph's reverse-mode gradient (compiler.vjp_executable) runs backward.  The
function's Python does not run on the tape: graph code's effects on Python objects are the graph's, Parameters are
written once per call, and gradients are the analytic ones for weights, several outputs, sens and Tensor control
flow; higher order falls back to the op-by-op run."""
import numpy as np

import msgraph as ms
from msgraph import Parameter, Tensor, nn, ops
from msgraph.autodiff import tape

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
CALLS = []


@ms.jit
def f_effect(x):
    CALLS.append(1)   # graph code: appends to the graph's copy of the list when lowered (MindSpore 2.10)
    if x.sum() > 0:
        return (x * x).sum(), x * 3
    return x.sum(), x


def test_one_node_compile_time_effects_once():
    CALLS.clear()
    for _ in range(3):
        g = ms.grad(lambda x: f_effect(x)[0] + f_effect(x)[1].sum())(X)
        np.testing.assert_allclose(g.asnumpy(), 2 * X.asnumpy() + 3)
    assert CALLS == []   # (the Python run op by op on the tape appended at every call)
    exe = f_effect.executables()[0]
    assert exe.lowered is not None and "_vjp_exe" in exe.__dict__


def test_tape_records_one_node():
    seen = []
    with tape.recording([X]):
        out, _ = f_effect(X)
        seen.append(out._node)
    assert seen[0] is not None and seen[0].name == "f_effect"
    assert seen[0].inputs[0] is X


class Lin(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[1.0, 2.0], [3.0, 4.0], [0.5, -1.0]], np.float32)), name="w")
        self.n = Parameter(Tensor(0.0, ms.float32), name="n", requires_grad=False)

    @ms.jit
    def construct(self, x):
        ops.assign_add(self.n, Tensor(1.0, ms.float32))
        return ops.matmul(x, self.w)


def test_weights_sens_and_writes_once():
    net = Lin()
    x = Tensor(np.array([[1.0, 2.0, 3.0]], np.float32))
    sens = Tensor(np.array([[1.0, -2.0]], np.float32))
    gx, gw = ops.GradOperation(get_all=True, get_by_list=True, sens_param=True)(net, net.trainable_params())(x, sens)
    np.testing.assert_allclose(gx[0].asnumpy(), sens.asnumpy() @ net.w.asnumpy().T)
    np.testing.assert_allclose(gw[0].asnumpy(), x.asnumpy().T @ sens.asnumpy())
    assert float(net.n.asnumpy()) == 1.0


def test_higher_order_falls_back():
    @ms.jit
    def cube(x):
        return x * x * x
    g2 = ms.grad(ms.grad(lambda x: cube(x).sum()))(X)
    np.testing.assert_allclose(g2.asnumpy(), 6 * X.asnumpy())


def test_plain_container_leaves_are_constants():
    @ms.jit
    def pair(t):
        return t[0] * t[1]
    y = Tensor(np.array([0.5, -1.0, 2.0], np.float32))
    ga, gb = ms.grad(lambda a, b: pair((a, b)).sum(), grad_position=(0, 1))(X, y)
    assert not ga.asnumpy().any() and not gb.asnumpy().any()
    # a container holding a Tensor the tape produced is differentiated whole (MindSpore makes it mutable)
    ga, gb = ms.grad(lambda a, b: pair((a * 1, b)).sum(), grad_position=(0, 1))(X, y)
    np.testing.assert_allclose(ga.asnumpy(), y.asnumpy())
    np.testing.assert_allclose(gb.asnumpy(), X.asnumpy())
