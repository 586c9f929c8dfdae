"""Adapted from tests/st/ops/ascend/test_scatter_func_op.py (scatter_func_grad): msgraph gave the updates of
ScatterMax/ScatterMin/ScatterUpdate/ScatterNdUpdate zero gradients (and the Parameter zeros in Graph mode), and
returned numbers for ScatterAdd/Sub/Mul/Div and ScatterNd{Add,Sub,Mul,Div,Max,Min}, which have no bprop in
MindSpore 2.10 (a RuntimeError once a gradient reaches their output; a write no gradient reaches is fine)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, op, x):
        super().__init__()
        self.op = op
        self.x = Parameter(x, name="x")

    def construct(self, i, u):
        return self.op(self.x, i, u)


class GradNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = ops.GradOperation(get_all=True, sens_param=True, get_by_list=True)
        self.params = ParameterTuple(net.trainable_params())

    def construct(self, i, u, d):
        return self.grad(self.net, self.params)(i, u, d)


def run(name, x, i, u, d):
    return GradNet(Net(getattr(ops, name)(), x))(i, u, d)


# the MindSpore test's case (ties and repeated indices included)
for dt in (np.float32, np.int32):
    x = Tensor(np.flip(np.arange(34, 46).reshape(3, 4).astype(dt)))
    i = Tensor(np.array([[[0, 1, 2], [2, 1, 0]], [[0, 0, 0], [2, 2, 2]]]).astype(np.int32))
    u = Tensor(np.arange(63, 111).reshape((2, 2, 3, 4)).astype(dt))
    d = Tensor(np.flip(np.arange(0, 12).reshape((3, 4)).astype(dt)))
    for name in ("ScatterMax", "ScatterMin", "ScatterUpdate"):
        if name == "ScatterUpdate" and dt is np.int32:
            continue
        emit(f"{name}_{dt.__name__}", run(name, x, i, u, d))

x = Tensor(np.arange(12).reshape(3, 4).astype(np.float32))
i1 = Tensor(np.array([[0, 2], [2, 1]], np.int32))
u1 = Tensor(np.arange(16).reshape(2, 2, 4).astype(np.float32) + 1)
ind = Tensor(np.array([[0], [2], [2]], np.int32))
un = Tensor(np.arange(12).reshape(3, 4).astype(np.float32) + 5)
d = Tensor(np.arange(12).reshape(3, 4).astype(np.float32) * 0.5 + 1)
emit("ScatterNdUpdate", run("ScatterNdUpdate", x, ind, un, d))
for name in ("ScatterAdd", "ScatterSub", "ScatterMul", "ScatterDiv"):
    emit_error(name, lambda: run(name, x, i1, u1, d))
for name in ("ScatterNdAdd", "ScatterNdSub", "ScatterNdMul", "ScatterNdDiv", "ScatterNdMax", "ScatterNdMin"):
    emit_error(name, lambda: run(name, x, ind, un, d))


class Uses(nn.Cell):
    """ScatterAdd into a non-trainable buffer: only its output on the loss path makes the gradient fail."""
    def __init__(self, how):
        super().__init__()
        self.how = how
        self.buf = Parameter(Tensor(np.zeros((3, 4), np.float32)), name="buf", requires_grad=False)
        self.w = Parameter(Tensor(np.ones((4,), np.float32)), name="w")
        self.op = ops.ScatterAdd()

    def construct(self, x, i):
        y = x * self.w
        if self.how == "side":
            self.op(self.buf, i, y)
            return y.sum()
        if self.how == "const":
            z = self.op(self.buf, i, Tensor(np.ones((2, 4), np.float32)))
            return y.sum() + z.sum()
        z = self.op(self.buf, i, y)
        return z.sum()


xx = Tensor(np.arange(8).reshape(2, 4).astype(np.float32))
ii = Tensor(np.array([0, 2], np.int32))
for how in ("side", "const", "path"):
    net = Uses(how)
    emit_error(f"uses_{how}", lambda: emit(f"uses_{how}", ops.GradOperation(get_all=True, get_by_list=True)(
        net, ParameterTuple(net.trainable_params()))(xx, ii)))
    emit(f"uses_{how}_buf", net.buf)

# ScatterDiv's kernel refuses a zero among the updates (every dtype); ScatterNdDiv divides by it
for dt in (np.float32, np.int32):
    xd = Tensor(np.arange(12).reshape(3, 4).astype(dt) + 1)
    emit_error(f"div_zero_{dt.__name__}", lambda: Net(ops.ScatterDiv(), xd)(
        Tensor(np.array([0, 2], np.int32)), Tensor(np.array([[1, 0, 2, 2], [2, 2, 2, 2]], dt))))
    emit(f"nd_div_zero_{dt.__name__}", Net(ops.ScatterNdDiv(), xd)(
        Tensor(np.array([[0], [2]], np.int32)), Tensor(np.array([[1, 0, 2, 2], [2, 2, 2, 2]], dt))))
