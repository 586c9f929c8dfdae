"""st/pynative pipeline / sync_control / dynamic_shape (unknown-shape LeNet, auto dynamic shape mixing static and
set_inputs) / ops/test_make_tuple / framework/test_implicit_cast variants: primitives over mixed dtypes, LeNet with
set_inputs(None batch) trained with TrainOneStepCell / Model, view-op gradients in Graph mode."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from mindspore.ops import operations as P
from mindspore.common import dtype as mstype
from _h import case, MODE


def A(shape, k=1.0, dt=np.float32):
    n = int(np.prod(shape))
    return Tensor(((np.arange(n).reshape(shape) % 7 + 1) * k / 4.0).astype(dt))


# pipeline: set_async_for_graph
def pipe():
    from mindspore.common.api import _pynative_executor
    x = Tensor(0)
    for _ in range(3):
        for _ in range(4):
            x = x + 1
        _pynative_executor.set_async_for_graph(True)
        for _ in range(4):
            x = x + 1
        _pynative_executor.set_async_for_graph(False)
    return x
case("pipeline_async", pipe)


# GetNext without a dataset
class GN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.get_next = P.GetNext([mstype.float32], [(1, 1)], 1, "test")

    def construct(self, x1):
        return self.get_next() + x1
case("getnext_no_dataset", lambda: GN()(Tensor(np.ones((1, 1), np.float32))).asnumpy())
case("launch_blocking", lambda: ms.runtime.launch_blocking())


# implicit cast: primitives over dtype pairs
PAIRS = (("f32", "f16"), ("f16", "f32"), ("f32", "f64"), ("i32", "f32"), ("f16", "i64"), ("i32", "i64"), ("u8", "i8"),
         ("b", "f32"), ("b", "i32"), ("i8", "b"), ("f32", "bf16"))
DT = {"f16": np.float16, "f32": np.float32, "f64": np.float64, "i32": np.int32, "i64": np.int64, "u8": np.uint8,
      "i8": np.int8, "b": np.bool_, "bf16": None}


def mk(dn, shape):
    if dn == "bf16":
        return Tensor(np.arange(1, int(np.prod(shape)) + 1).reshape(shape).astype(np.float32), ms.bfloat16)
    return Tensor((np.arange(1, int(np.prod(shape)) + 1).reshape(shape) % 3 + (dn != "b")).astype(DT[dn]))


def bf(v):
    return v.float() if isinstance(v, Tensor) and v.dtype == ms.bfloat16 else v


class Prim(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, a, b):
        return self.p(a, b)


PRIMS = {"add": P.Add(), "sub": P.Sub(), "mul": P.Mul(), "realdiv": P.RealDiv(), "maximum": P.Maximum(),
         "equal": P.Equal(), "less": P.Less(), "pow": P.Pow(), "floordiv": P.FloorDiv(), "addn": None,
         "matmul": P.MatMul(), "biasadd": P.BiasAdd(), "squared_diff": P.SquaredDifference(), "div": P.Div(),
         "logical_and": P.LogicalAnd(), "bitwise_and": P.BitwiseAnd(), "atan2": P.Atan2(), "xdivy": P.Xdivy()}
for pn, p in PRIMS.items():
    for a, b in PAIRS:
        if pn == "addn":
            case(f"ic_{pn}_{a}_{b}", lambda: bf(Prim(lambda x, y: ops.addn((x, y)))(mk(a, (2, 3)), mk(b, (2, 3)))))
        elif pn == "matmul":
            case(f"ic_{pn}_{a}_{b}", lambda: bf(Prim(p)(mk(a, (2, 3)), mk(b, (3, 2)))))
        elif pn == "biasadd":
            case(f"ic_{pn}_{a}_{b}", lambda: bf(Prim(p)(mk(a, (2, 3)), mk(b, (3,)))))
        else:
            case(f"ic_{pn}_{a}_{b}", lambda: bf(Prim(p)(mk(a, (2, 3)), mk(b, (2, 3)))))
for a, b in PAIRS[:4]:
    case(f"ic_grad_mul_{a}_{b}", lambda: ops.GradOperation(get_all=True)(Prim(P.Mul()))(mk(a, (2,)), mk(b, (2,))))
    case(f"ic_grad_add_param_{a}_{b}", lambda: (lambda n: ops.GradOperation(get_by_list=True)(n, n.trainable_params())(mk(b, (2,))))(PAdd(a)))


class PAdd(nn.Cell):
    def __init__(self, dn):
        super().__init__()
        self.w = Parameter(mk(dn, (2,)), name="w")

    def construct(self, x):
        return self.w * x


case("ic_conv1dT_shape", lambda: nn.Conv1dTranspose(3, 4, 4, has_bias=False, weight_init="ones", pad_mode="pad")(
    Tensor(np.ones([1, 3, 5]), mstype.float32)).shape)
case("ic_param_f16_assign_f32", lambda: (lambda p: (ops.assign(p, Tensor([1.5, 2.5], ms.float32)), p.value())[1])(
    Parameter(Tensor([0, 0], ms.float16), name="p")))
case("ic_param_i32_assign_f32", lambda: (lambda p: (ops.assign(p, Tensor([1.5, 2.5], ms.float32)), p.value())[1])(
    Parameter(Tensor([0, 0], ms.int32), name="p")))
case("ic_param_f32_assignadd_i32", lambda: (lambda p: (ops.assign_add(p, Tensor([1, 2], ms.int32)), p.value())[1])(
    Parameter(Tensor([0.5, 0.5], ms.float32), name="p")))


# LeNet with set_inputs (None batch)
class LeNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = P.ReLU()
        self.conv1 = nn.Conv2d(3, 6, (5, 5), weight_init=Tensor(np.ones([6, 3, 5, 5]).astype(np.float32) * 0.01), pad_mode="valid")
        self.conv2 = nn.Conv2d(6, 16, (5, 5), weight_init=Tensor(np.ones([16, 6, 5, 5]).astype(np.float32) * 0.01), pad_mode="valid")
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2, pad_mode="valid")
        self.flatten = nn.Flatten()
        self.fc1 = nn.Dense(400, 12, weight_init="ones", bias_init="zeros")
        self.fc2 = nn.Dense(12, 10, weight_init=Tensor((np.arange(120).reshape(10, 12) % 5 / 50).astype(np.float32)), bias_init="zeros")

    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        return self.fc2(self.fc1(self.flatten(x)))


def lenet_train(dyn, steps=3):
    net = LeNet()
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    if dyn:
        net.set_inputs(Tensor(shape=[None, 3, 32, 32], dtype=mstype.float32))
        loss.set_inputs(Tensor(shape=[None, 10], dtype=mstype.float32), Tensor(shape=[None], dtype=mstype.int32))
    tn = nn.TrainOneStepCell(nn.WithLossCell(net, loss), nn.Momentum(net.trainable_params(), 0.01, 0.9))
    tn.set_train()
    out = []
    for i in range(steps):
        b = (2, 3, 1)[i % 3]
        x = A((b, 3, 32, 32), 0.1)
        lab = Tensor(np.arange(b).astype(np.int32) % 10)
        out.append(tn(x, lab))
    return out, net.fc2.weight.value()
case("lenet_dyn_train", lambda: lenet_train(True))
case("lenet_static_train", lambda: lenet_train(False))
case("lenet_eval_shapes", lambda: (lambda n: (n.set_inputs(Tensor(shape=[None, 3, 32, 32], dtype=mstype.float32)),
                                               [n(A((b, 3, 32, 32), 0.1)) for b in (1, 3)])[1])(LeNet()))


# auto dynamic shape: mixed static then set_inputs
class N2(nn.Cell):
    def construct(self, x, y):
        x = ops.addn((x, y))
        x = ops.log(x)
        return ops.relu(ops.exp(x))


def mixing():
    net = N2()
    g = ops.GradOperation(get_all=True, sens_param=True)
    res = []
    for s in ((2, 3), (2, 5)):
        x, y = A(s, 2.0), A(s, 5.0)
        o = net(x, y)
        res.append(g(net)(x, y, o))
    net.set_inputs(Tensor(shape=[None, None], dtype=ms.float32), Tensor(shape=[None, None], dtype=ms.float32))
    for s in ((3, 3), (1, 4)):
        x, y = A(s, 2.0), A(s, 5.0)
        o = net(x, y)
        res.append(g(net)(x, y, o))
    return res
case("auto_dyn_mixing", mixing)


# make_tuple in Graph mode / grads
class MT(nn.Cell):
    def construct(self, x, y):
        return ms.ops.make_tuple(x, y)
case("make_tuple_shapes", lambda: MT()(Tensor(np.ones([1, 5, 2, 2], dtype=np.float32)), Tensor(np.ones([2, 2], dtype=np.int32))))
case("make_tuple_nested", lambda: MT()((1, 2), Tensor([1.0])))
case("make_tuple_three", lambda: ms.ops.make_tuple(1, Tensor([2]), "a"))


# view-op gradients with sens, chained views
GS = ops.GradOperation(get_all=True, sens_param=True)


class V(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x):
        return self.f(x)


def v_narrow(x): return ops.narrow(x, 1, 1, 2) * 2
def v_T(x): return x.T * x.T
def v_swap_reshape(x): return ops.swapaxes(x, 0, 1).reshape(-1)
def v_chain(x): return ops.transpose(x[1:, ::2], (1, 0)).reshape(-1)[1:]
def v_unbind(x): return ops.unbind(x, 1)[1] * 3
def v_expand_as(x): return ops.broadcast_to(x[:1], (3, 4)) * 2
def v_view_as(x): return x.view_as(ops.zeros((4, 3)))
def v_chunk(x): return ops.chunk(x, 2, 1)[1]
def v_diag_chain(x): return ops.diagonal(ops.transpose(x, (1, 0)), 1)
def v_squeeze_ed(x): return ops.squeeze(ops.expand_dims(x, 1), 1) * x
def v_setitem(x):
    y = x * 1
    y[0] = y[1] * 2
    return y
def v_split_list(x): return ops.split(x, (1, 3), 1)[1]


X34 = A((3, 4))
for fn in (v_narrow, v_T, v_swap_reshape, v_chain, v_unbind, v_expand_as, v_view_as, v_chunk, v_diag_chain, v_squeeze_ed,
           v_setitem, v_split_list):
    case(fn.__name__, lambda: V(fn)(X34))
    case(fn.__name__ + "_grad", lambda: ops.GradOperation(get_all=True)(V(fn))(X34))
    case(fn.__name__ + "_grad_f64", lambda: ops.GradOperation(get_all=True)(V(fn))(A((3, 4), dt=np.float64)))
    case(fn.__name__ + "_sens", lambda: (lambda o: GS(V(fn))(X34, o * 0.5 + 1))(V(fn)(X34)))
