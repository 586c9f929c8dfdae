"""Loops over tuples / lists of Tensors, CellList / SequentialCell, zip / enumerate, with Tensor conditions inside,
and the gradients: get_all of tuple inputs, sens for tuple outputs, unused tuple items (zeros: dtype and shape),
int items, mutable tuples, conditional expressions and and / or / not of Tensor conditions."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, ParameterTuple, mutable
from mindspore.ops import composite as C
from _h import case

ga = C.GradOperation(get_all=True)
gs = C.GradOperation(get_all=True, sens_param=True)


def f32(*v):
    return Tensor(np.array(v, np.float32))


class TupLoop(nn.Cell):
    def construct(self, xs, y):
        out = y * 0
        for i, x in enumerate(xs):
            if x.sum() > y.sum():
                out = out + x * i
            elif not x.sum() > 0:
                continue
            else:
                out = out - x
        return out


xs = (f32(1.0, 2.0), f32(-1.0, -3.0), f32(5.0, 5.0))
case("tup_ga", lambda: ga(TupLoop())(xs, f32(1.0, 1.0)))
case("tup_ga_list", lambda: ga(TupLoop())(list(xs), f32(1.0, 1.0)))
case("tup_ga_mut", lambda: ga(TupLoop())(mutable(xs), f32(1.0, 1.0)))
case("tup_msgrad", lambda: ms.grad(TupLoop(), (0, 1))(xs, f32(1.0, 1.0)))
case("tup_msgrad0", lambda: ms.grad(TupLoop(), 0)(xs, f32(1.0, 1.0)))
case("tup_mixed", lambda: ga(TupLoop())((f32(1.0, 2.0), Tensor(np.array([3, 4], np.int32)),
                                         Tensor(np.array([2, 2], np.float16))), f32(0.0, 0.0)))
case("tup_f64", lambda: ga(TupLoop())((Tensor(np.array([1.0, 2.0])), f32(3.0, 3.0)), f32(0.0, 0.0)))
case("tup_empty", lambda: ga(TupLoop())((), f32(0.0, 0.0)))


class ZipNet(nn.Cell):
    def construct(self, a, b):
        res = []
        for x, y in zip(a, b):
            res.append(x * y if x > y else x + y)
        return tuple(res)


case("zip_ga", lambda: ga(ZipNet())((f32(1.0), f32(3.0)), (f32(2.0), f32(1.0))))
case("zip_gs", lambda: gs(ZipNet())((f32(1.0), f32(3.0)), (f32(2.0), f32(1.0)), (f32(2.0), f32(-1.0))))
case("zip_gs_partial", lambda: gs(ZipNet())((f32(1.0), f32(3.0)), (f32(2.0), f32(1.0)), (f32(0.0), f32(1.0))))


class Seq(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = nn.CellList([nn.Dense(2, 2, weight_init="ones", bias_init="zeros") for _ in range(3)])

    def construct(self, x, n):
        for i in range(3):
            if i < n:
                x = self.layers[i](x)
            else:
                x = x * 2
        return x


for lab, n in [("n0", 0), ("n2", 2), ("tn1", Tensor(1, ms.int32)), ("tn3", Tensor(3, ms.int32))]:
    case(f"seq_ga_{lab}", lambda n=n: ga(Seq())(f32([1.0, -1.0]), n))
    case(f"seq_w_{lab}", lambda n=n: (lambda net: ms.grad(net, None, net.trainable_params())(f32([1.0, 2.0]), n))(Seq()))


class IfExp(nn.Cell):
    def construct(self, x, y):
        a = x * 2 if x > y else y * 3
        b = (x and y) if x > 0 else (x or y)
        c = x if not (x > 1 and y > 1) else x * y
        return a + b * c


for lab, a, b in [("a", 2.0, 1.0), ("b", 0.5, 3.0), ("c", -1.0, 2.0), ("d", 3.0, 3.0)]:
    case(f"ifexp_ga_{lab}", lambda a=a, b=b: ga(IfExp())(f32(a), f32(b)))
    case(f"ifexp_gg_{lab}", lambda a=a, b=b: ms.grad(ms.grad(IfExp(), 0), (0, 1))(f32(a), f32(b)))


class Unused(nn.Cell):
    def construct(self, x, y, z, k):
        if k > 0:
            return x * 2
        return x + y


for lab, k in [("pos", Tensor(1, ms.int32)), ("neg", Tensor(-1, ms.int32))]:
    case(f"unused_ga_{lab}", lambda k=k: ga(Unused())(f32(1.0), Tensor(np.ones((2, 3), np.float16)),
                                                      Tensor(np.array([1, 2], np.int64)), k))
    case(f"unused_msgrad_{lab}", lambda k=k: ms.grad(Unused(), (1, 2, 3))(f32(1.0), Tensor(np.ones((2, 3), np.float16)),
                                                                      Tensor(np.array([1, 2], np.int64)), k))
    case(f"unused_vg_{lab}", lambda k=k: ms.value_and_grad(Unused(), (0, 1))(f32(1.0), Tensor(np.ones((1,), np.float64)),
                                                                          Tensor(np.array([1, 2], np.int64)), k))
