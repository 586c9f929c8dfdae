"""st compiler/gradient test_grad_return_type / test_grad_graph / test_dict_grad_graph / test_custom_*_bprop,
pynative/grad test_common_grad / high_grad / no_grad variants: what GradOperation / ms.grad / value_and_grad return
for 0 / 1 / 2 inputs x 0 / 1 / 2 Parameters x get_all / get_by_list / sens / grad_position / weights / has_aux /
return_ids, inputs of int / float16 / bool / Python-number kinds, outputs that are tuples / dicts / lists / numbers,
custom bprops returning other counts / dtypes / shapes, high-order grads, stop_gradient."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, ParameterTuple
from mindspore.ops.composite import GradOperation
from _h import case


def T(a, dt="float32"):
    return Tensor(np.array(a).astype(dt))


class Net(nn.Cell):
    def __init__(self, nparam=2, out="t"):
        super().__init__()
        self.nparam = nparam
        self.out = out
        if nparam >= 1:
            self.w = Parameter(T([2.0, 3.0]), name="w")
        if nparam >= 2:
            self.b = Parameter(T([1.0, -1.0]), name="b")

    def construct(self, *xs):
        s = T([1.0, 1.0])
        for x in xs:
            s = s * x
        if self.nparam >= 1:
            s = s * self.w
        if self.nparam >= 2:
            s = s + self.b
        if self.out == "tuple":
            return s, s * 2
        if self.out == "dict":
            return {"a": s, "b": s * 3}
        if self.out == "list":
            return [s, s + 1]
        if self.out == "sum":
            return s.sum()
        return s


class GradWrap(nn.Cell):
    def __init__(self, net, **kw):
        super().__init__()
        self.net = net
        self.kw = kw
        self.g = GradOperation(**kw)
        self.params = ParameterTuple(net.trainable_params())

    def construct(self, *xs):
        if self.kw.get("get_by_list"):
            return self.g(self.net, self.params)(*xs)
        return self.g(self.net)(*xs)


X = T([1.5, 2.0])
Y = T([-1.0, 0.5])
for nin in (0, 1, 2):
    for npar in (0, 1, 2):
        for out in ("t", "tuple", "dict", "list", "sum"):
            xs = (X, Y)[:nin]
            for kw in ({}, {"get_all": True}, {"get_by_list": True}, {"get_all": True, "get_by_list": True}):
                ks = "".join(k[4] for k in kw)
                case(f"GO.{nin}.{npar}.{out}.{ks}", lambda: GradWrap(Net(npar, out), **kw)(*xs))
            case(f"GO_sens.{nin}.{npar}.{out}", lambda: GradWrap(Net(npar, out), get_all=True, sens_param=True)(
                *(xs + ({"t": T([1.0, 2.0]), "sum": T(3.0), "tuple": (T([1.0, 1.0]), T([0.0, 1.0])),
                         "list": [T([1.0, 1.0]), T([0.0, 1.0])], "dict": {"a": T([1.0, 1.0]), "b": T([0.0, 1.0])}}[out],))))
            for pos in (0, 1, (0,), (0, 1), None):
                for w in ("none", "one", "list", "ptuple"):
                    def go():
                        net = Net(npar, out)
                        ws = {"none": None, "one": net.trainable_params()[0] if npar else None,
                              "list": net.trainable_params(), "ptuple": ParameterTuple(net.trainable_params())}[w]
                        return ms.grad(net, grad_position=pos, weights=ws)(*xs)
                    case(f"grad.{nin}.{npar}.{out}.{pos}.{w}", go)
            case(f"grad_ids.{nin}.{npar}.{out}", lambda: (lambda net: ms.grad(net, (0, 1) if nin == 2 else 0,
                 net.trainable_params(), return_ids=True)(*xs))(Net(npar, out)))
            case(f"vag.{nin}.{npar}.{out}", lambda: (lambda net: ms.value_and_grad(net, 0 if nin else None,
                 net.trainable_params())(*xs))(Net(npar, out)))
            case(f"grad_aux.{nin}.{npar}.{out}", lambda: ms.grad(Net(npar, out), 0 if nin else None,
                 None, has_aux=True)(*xs))

# input kinds
for nm, x in (("i32", T([1, 2], "int32")), ("f16", T([1, 2], "float16")), ("f64", T([1, 2], "float64")),
              ("bool", T([True, False], "bool")), ("pyint", 3), ("pyfloat", 2.5), ("tuple", (T([1.0]), T([2.0]))),
              ("list", [T([1.0]), 2.0]), ("none", None), ("0d", T(2.0)), ("empty", T(np.zeros((0,)))),
              ("dict", {"a": T([1.0]), "b": T([2.0])})):
    def f(a, b):
        if isinstance(a, (tuple, list)):
            return a[0] * b
        if isinstance(a, dict):
            return a["a"] * a["b"] * b
        if a is None:
            return b * 2
        return a * b

    class N2(nn.Cell):
        def construct(self, a, b):
            return f(a, b)
    case(f"kind.GO.{nm}", lambda: GradOperation(get_all=True)(N2())(x, T([3.0])))
    case(f"kind.grad01.{nm}", lambda: ms.grad(N2(), (0, 1))(x, T([3.0])))
    case(f"kind.grad0.{nm}", lambda: ms.grad(N2(), 0)(x, T([3.0])))
    case(f"kind.jit.{nm}", lambda: ms.jit(ms.grad(f, (0, 1)))(x, T([3.0])))


# custom bprop
class CB(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.kind = kind

    def construct(self, x, y):
        return x * y

    def bprop(self, x, y, out, dout):
        k = self.kind
        if k == "ok":
            return dout * 2, dout * 3
        if k == "one":
            return (dout * 2,)
        if k == "three":
            return dout, dout, dout
        if k == "int":
            return ops.cast(dout, ms.int32), dout
        if k == "f16":
            return ops.cast(dout, ms.float16), dout
        if k == "shape":
            return dout.sum(), dout
        if k == "bshape":
            return ops.ones((2, 2), ms.float32), dout
        if k == "none":
            return None, dout
        if k == "zeros":
            return ops.zeros_like(x), ops.zeros_like(y)
        if k == "scalar":
            return 1.0, dout
        if k == "tensor":
            return dout
        return dout, dout


class Outer(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.cb = CB(kind)

    def construct(self, x, y):
        return self.cb(x, y) * x


for k in ("ok", "one", "three", "int", "f16", "shape", "bshape", "none", "zeros", "scalar", "tensor"):
    case(f"cbprop.{k}", lambda: GradOperation(get_all=True)(CB(k))(T([1.0, 2.0]), T([3.0, 4.0])))
    case(f"cbprop_outer.{k}", lambda: GradOperation(get_all=True)(Outer(k))(T([1.0, 2.0]), T([3.0, 4.0])))
    case(f"cbprop_int_in.{k}", lambda: GradOperation(get_all=True)(CB(k))(T([1, 2], "int32"), T([3.0, 4.0])))


# high order, stop_gradient
def h(x):
    return x ** 3 + ops.sin(x)


case("ho.2", lambda: ms.grad(ms.grad(h))(T([1.0, 2.0])))
case("ho.3", lambda: ms.grad(ms.grad(ms.grad(h)))(T([1.0, 2.0])))
case("ho.go2", lambda: GradOperation()(GradOperation()(h))(T([1.0, 2.0])))
case("ho.f16", lambda: ms.grad(ms.grad(h))(T([1.0, 2.0], "float16")))
case("ho.vag", lambda: ms.value_and_grad(ms.grad(h))(T([1.0, 2.0])))
case("ho.jit", lambda: ms.jit(ms.grad(ms.grad(h)))(T([1.0, 2.0])))
case("ho.two_in", lambda: ms.grad(ms.grad(lambda x, y: x * x * y, (0, 1)), (0, 1))(T([1.0, 2.0]), T([3.0, 4.0])))
case("ho.two_in_sel", lambda: ms.grad(ms.grad(lambda x, y: x * x * y, 1), 0)(T([1.0, 2.0]), T([3.0, 4.0])))
case("sg.part", lambda: ms.grad(lambda x: ops.stop_gradient(x * x) + x * x)(T([1.0, 2.0])))
case("sg.all", lambda: ms.grad(lambda x: ops.stop_gradient(x * x))(T([1.0, 2.0])))
case("sg.tuple", lambda: ms.grad(lambda x: ops.stop_gradient((x, x * 2))[1] + x)(T([1.0, 2.0])))
case("sg.ho", lambda: ms.grad(ms.grad(lambda x: ops.stop_gradient(x) * x * x))(T([1.0, 2.0])))
