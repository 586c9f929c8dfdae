"""ut jit/*.py, amp/*.py and model/test_mix_precision.py turned into value checks: @jit on construct / on a Cell
class / on methods of plain classes, jit_class, jit(net.construct), capture modes, a Parameter argument, a jit
bprop, grads of jit Cells (ms.grad, GradOperation get_all / get_by_list / sens, value_and_grad has_aux);
mixed_precision_cast over Tensors / lists / dicts / kwargs, to_float / fp16 flags, auto_mixed_precision levels
on small nets with Conv / BN / branches and their gradients, custom amp lists; dtypes of the results."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, ParameterTuple, jit, jit_class
from mindspore.ops import functional as F
from mindspore.ops import operations as P
from mindspore.ops import composite as C
from mindspore import amp
from _h import case

F32 = np.float32
x = Tensor([[0.5, 0.6, 0.4], [1.2, 1.3, 1.1]], ms.float32)
y = Tensor([[0.01, 0.3, 1.1], [0.1, 0.2, 1.3]], ms.float32)


def addnet(deco_construct=None, deco_class=None):
    class AddNet(nn.Cell):
        def __init__(self):
            super().__init__()
            self.add = ops.Add()
            self.w = Parameter(Tensor(np.array([1.5, -1.0, 2.0], F32)), name="w")

        def construct(self, a, b):
            return self.add(a, b) * self.w

    if deco_construct is not None:
        AddNet.construct = deco_construct(AddNet.construct)
    if deco_class is not None:
        AddNet = deco_class(AddNet)
    return AddNet()


for nm, kw in (("ast", {}), ("bytecode", {"capture_mode": "bytecode"}), ("trace", {"capture_mode": "trace"})):
    case(f"jit_construct_{nm}", lambda kw=kw: addnet(lambda f: jit(f, **kw))(x, y))
    case(f"jit_class_{nm}", lambda kw=kw: addnet(deco_class=lambda c: jit(c, **kw))(x, y))
    case(f"jit_construct_grad_{nm}", lambda kw=kw: _g(addnet(lambda f: jit(f, **kw))))
    case(f"jit_construct_f16_{nm}", lambda kw=kw: addnet(lambda f: jit(f, **kw))(x.astype(ms.float16), y.astype(ms.float16)))
case("jit_bound_construct", lambda: _bound())
case("jit_bad_capture", lambda: addnet(lambda f: jit(f, capture_mode="xx"))(x, y))
case("jit_bad_kw", lambda: jit(lambda a: a, foo=1))


def _g(net):
    g1 = ops.grad(net, (0, 1), net.trainable_params())(x, y)
    g2 = C.GradOperation(get_all=True, get_by_list=True, sens_param=True)(net, ParameterTuple(net.trainable_params()))(x, y, y)
    return g1, g2


def _bound():
    net = addnet()
    net.construct = jit(net.construct)
    a = net(x, y)
    return a, ops.grad(net)(x, y)


class PlainNet:
    @jit
    def test(self, a, b):
        return ops.mul(a, b)


@jit_class
class MsClassNet:
    def __init__(self):
        self.k = 3

    @jit
    def test(self, a, b):
        return ops.mul(a, b) * self.k


class CellNet(nn.Cell):
    @jit
    def test(self, a, b):
        return ops.mul(a, b)


xi, yi = Tensor([3]), Tensor([2])
case("plain_method", lambda: PlainNet().test(xi, yi))
case("plain_method_unbound", lambda: PlainNet.test(None, xi, yi))
case("jit_class_method", lambda: MsClassNet().test(xi, yi))
case("cell_method", lambda: CellNet().test(xi, yi))
case("plain_method_f", lambda: PlainNet().test(x, 2.0))
case("plain_method_bool", lambda: PlainNet().test(Tensor([True, False]), Tensor([True, True])))
case("plain_method_grad", lambda: ops.grad(PlainNet().test, (0, 1))(x, y))
case("cell_method_grad", lambda: ops.grad(CellNet().test, (0, 1))(x, y))


class ParamIn(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([6], ms.float32), name="w")

    @jit
    def construct(self, a, b):
        return (a + b) * self.w


pin = Parameter(Tensor([2], ms.float32), name="param")
case("param_input", lambda: ParamIn()(Tensor([1], ms.float32), pin))
case("param_input_grad", lambda: ops.grad(ParamIn(), (0, 1))(Tensor([1], ms.float32), pin))
case("param_input_grad_w", lambda: ops.value_and_grad(ParamIn(), 1, ParamIn().trainable_params())(Tensor([1], ms.float32), pin))


class ParamWrite(nn.Cell):
    @jit
    def construct(self, p, v):
        ops.assign(p, v)
        return p * 2


case("param_input_write", lambda: _pw())


def _pw():
    p = Parameter(Tensor([1.0, 2.0], ms.float32), name="pw")
    out = ParamWrite()(p, Tensor([5.0, 6.0], ms.float32))
    return out, p.value()


class CellBprop(nn.Cell):
    def construct(self, a, b):
        return 2 * a * a + b * b

    @jit
    def bprop(self, a, b, out, dout):
        return dout, 2 * b


class CellBpropPlain(nn.Cell):
    def construct(self, a, b):
        return 2 * a * a + b * b

    def bprop(self, a, b, out, dout):
        return dout * 3, 2 * b


xb = Tensor(np.array([[1.0, -2.0], [0.5, 3.0]], F32))
case("jit_bprop", lambda: C.GradOperation(get_all=True)(CellBprop())(xb, xb))
case("plain_bprop", lambda: C.GradOperation(get_all=True)(CellBpropPlain())(xb, xb))
case("plain_bprop_sens", lambda: C.GradOperation(get_all=True, sens_param=True)(CellBpropPlain())(xb, xb, xb))
case("plain_bprop_vag", lambda: ops.value_and_grad(CellBpropPlain(), (0, 1))(xb, xb))


class AuxNet(nn.Cell):
    @jit
    def construct(self, a):
        return (a * a).sum(), a * 2


case("vag_has_aux_jit", lambda: ops.value_and_grad(AuxNet(), 0, has_aux=True)(xb))
case("grad_has_aux_jit", lambda: ops.grad(AuxNet(), 0, has_aux=True)(xb))

# mixed precision casts
a3 = Tensor(np.array([1, 2.5, 3.5]), ms.float32)
b3 = Tensor(np.array([4, 5.5, 6.5]), ms.float32)


class DictCast(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = DictInner()

    def construct(self, ta, tb):
        a = F.mixed_precision_cast(ms.float16, ta)
        b = F.mixed_precision_cast(ms.float16, tb)
        c = P.Sub()(a, b)
        return self.net(c, key1=a, key2={"key": a})


class DictInner(nn.Cell):
    def construct(self, tc, **kwargs):
        d = F.mixed_precision_cast(ms.float16, tc)
        dc = F.mixed_precision_cast(ms.float16, kwargs)
        e = P.Add()(d, dc["key1"])
        return P.Add()(e, dc["key2"]["key"])


class ListCast(nn.Cell):
    def construct(self, v):
        return F.mixed_precision_cast(ms.float16, v)


class KwInner(nn.Cell):
    def construct(self, key1=1, key2=2):
        return P.Add()(key1, key2["key"])


class KwCast(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = KwInner().add_flags_recursive(fp16=True)

    def construct(self, ta, tb):
        tc = P.Add()(ta, tb)
        return self.net(key1=tc, key2={"key": ta})


case("mpc_dict", lambda: DictCast()(a3, b3))
case("mpc_list", lambda: ListCast()([Tensor(1.0, ms.float32), Tensor(2.0, ms.float32)]))
case("mpc_tuple_mixed", lambda: ListCast()((Tensor(1.0, ms.float32), Tensor(2, ms.int32), Tensor(3.0, ms.float64))))
case("mpc_tensor_f64", lambda: ListCast()(Tensor(np.array([1.1], np.float64))))
case("mpc_int", lambda: ListCast()(Tensor([1, 2], ms.int32)))
case("mpc_number", lambda: ListCast()(1.5))
case("mpc_kw_fp16", lambda: KwCast()(a3, b3))
case("mpc_dict_direct", lambda: F.mixed_precision_cast(ms.float16, {"a": a3, "b": (b3, 1)}))
case("mpc_bf16", lambda: F.mixed_precision_cast(ms.bfloat16, a3).float())
case("mpc_to_f32", lambda: F.mixed_precision_cast(ms.float32, a3.astype(ms.float16)))


class Small(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 2, pad_mode="valid", weight_init="ones", has_bias=True, bias_init="zeros")
        self.relu = ops.ReLU()
        self.bn = nn.BatchNorm2d(2)

    def construct(self, v):
        v = self.conv(v)
        return self.relu(v) + self.bn(v)


class WithIf(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv2d(1, 1, 2, pad_mode="valid", weight_init="ones")
        self.c2 = nn.Conv2d(1, 1, 2, pad_mode="valid", weight_init="ones")
        self.relu = ops.ReLU()

    def construct(self, v):
        v = self.c1(v)
        if self.relu(v) is not None:
            v = self.c2(v)
        return v.sum(), v


class WithFn(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv2d(1, 1, 2, pad_mode="valid", weight_init="ones")
        self.dense = nn.Dense(4, 2, weight_init="ones", bias_init="zeros")

    def construct(self, v):
        return self.inner(self.c1(v))

    def inner(self, v):
        return ops.softmax(self.dense(v.reshape(1, -1)) * Tensor([[1.0, -0.5]]))


xa = Tensor(np.arange(25, dtype=F32).reshape(1, 1, 5, 5) * 0.1)
xa3 = Tensor(np.arange(9, dtype=F32).reshape(1, 1, 3, 3) * 0.1)
for lvl in ("O0", "O1", "O2", "O3", "auto"):
    case(f"amp_small_{lvl}", lambda lvl=lvl: amp.auto_mixed_precision(Small(), lvl).set_train(False)(xa))
    case(f"amp_if_{lvl}", lambda lvl=lvl: amp.auto_mixed_precision(WithIf(), lvl)(xa))
    case(f"amp_fn_{lvl}", lambda lvl=lvl: amp.auto_mixed_precision(WithFn(), lvl)(xa3))
    case(f"amp_small_grad_{lvl}", lambda lvl=lvl: _ampg(amp.auto_mixed_precision(Small(), lvl)))
    case(f"amp_if_grad_{lvl}", lambda lvl=lvl: ops.grad(lambda v, n=amp.auto_mixed_precision(WithIf(), lvl): n(v)[0])(xa))
case("amp_bad_level", lambda: amp.auto_mixed_precision(Small(), "O4"))
case("amp_bad_dtype", lambda: amp.auto_mixed_precision(Small(), "O1", dtype=ms.float32))
case("amp_o1_bf16", lambda: amp.auto_mixed_precision(WithFn(), "O1", dtype=ms.bfloat16)(xa3).float())
case("amp_custom", lambda: amp.custom_mixed_precision(WithFn(), white_list=[nn.Dense])(xa3))
case("amp_custom_black", lambda: amp.custom_mixed_precision(WithFn(), black_list=[nn.Conv2d])(xa3))
case("amp_custom_both", lambda: amp.custom_mixed_precision(WithFn(), white_list=[nn.Dense], black_list=[nn.Conv2d]))
case("amp_white_list_has_conv", lambda: (nn.Conv2d in amp.get_white_list(), nn.BatchNorm2d in amp.get_black_list()))
case("to_float_f16", lambda: WithFn().to_float(ms.float16)(xa3))
case("to_float_bad", lambda: WithFn().to_float(ms.int32))
case("to_float_grad", lambda: ops.grad(WithFn().to_float(ms.float16))(xa3))
case("fp16_flag", lambda: WithFn().add_flags_recursive(fp16=True)(xa3))


def _ampg(net):
    net.set_train()
    return C.GradOperation(get_all=True, get_by_list=True)(net, ParameterTuple(net.trainable_params()))(xa)
