"""gradients through casts (float16 round trips: gradient dtypes), integer-indexed gathers, masked_fill, where with
broadcasting, clamp / clip at the bounds, max / min reductions with ties, sort / topk, cumsum / cumprod with zeros,
norm at zero, sqrt / log / pow at 0; each straight (ms.grad), inside a Tensor-condition if, and GradOperation with a
non-uniform sens."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case

X = np.array([0.0, 1.0, 1.0, -2.0, 3.0, 0.0], np.float32)
IDX = Tensor(np.array([1, 1, 0, 5, 2], np.int32))
MASK = Tensor(np.array([True, False, True, False, False, True]))
W = np.array([1.0, 2.0, 3.0, 4.0, 5.0, 6.0], np.float32)

def f0(a):
    return ops.cast(ops.cast(a, ms.float16) * 3, a.dtype)

def f1(a):
    return a.astype(ms.float16) * 2

def f2(a):
    return a.astype(ms.float64) * 2

def f3(a):
    return ops.cast(a, ms.int32).astype(a.dtype) + a

def f4(a):
    return ops.gather(a, IDX, 0)

def f5(a):
    return a[IDX]

def f6(a):
    return ops.gather_elements(a.reshape(2, 3), 1, Tensor(np.array([[0, 0, 2], [1, 1, 1]], np.int32)))

def f7(a):
    return ops.index_select(a, 0, IDX)

def f8(a):
    return ops.masked_fill(a, MASK, 5.0)

def f9(a):
    return ops.masked_fill(a, MASK, Tensor(2.0, a.dtype))

def f10(a):
    return ops.where(a.reshape(2, 3) > 0.5, a.reshape(2, 3), Tensor(np.array([7.0, 8.0, 9.0], np.float32)).astype(a.dtype))

def f11(a):
    return ops.where(a > 0.5, a, 0.0)

def f12(a):
    return ops.where(Tensor(np.array([[True], [False]])), a.reshape(2, 3), a[:3])

def f13(a):
    return ops.clamp(a, 0.0, 1.0)

def f14(a):
    return ops.clamp(a, Tensor(np.array(1.0, np.float32)).astype(a.dtype), Tensor(np.array(3.0, np.float32)).astype(a.dtype))

def f15(a):
    return ops.clip_by_value(a, Tensor(0.0, a.dtype), Tensor(1.0, a.dtype))

def f16(a):
    return a.clip(0.0, 3.0)

def f17(a):
    return a.max()

def f18(a):
    return ops.max(a.reshape(2, 3) * 0 + Tensor(np.array([[1.0, 1.0, 0.0], [2.0, 2.0, 2.0]], np.float32)).astype(a.dtype) * a.reshape(2, 3), 1)[0]

def f19(a):
    return a.min()

def f20(a):
    return ops.amax(a.reshape(2, 3), 1)

def f21(a):
    return ops.amin(a.reshape(2, 3), 0)

def f22(a):
    return ops.ArgMaxWithValue(axis=0)(a)[1]

def f23(a):
    return ops.ReduceMax(keep_dims=True)(a.reshape(2, 3), 1)

def f24(a):
    return ops.maximum(a, a)

def f25(a):
    return ops.maximum(a, Tensor(np.array([0.0, 1.0, 0.0, -2.0, 1.0, 1.0], np.float32)).astype(a.dtype))

def f26(a):
    return ops.sort(a)[0]

def f27(a):
    return ops.sort(a, descending=True)[0]

def f28(a):
    return ops.topk(a, 3)[0]

def f29(a):
    return ops.cumsum(a, 0)

def f30(a):
    return a.flip(0).cumsum(0)

def f31(a):
    return ops.cumprod(a, 0)

def f32(a):
    return ops.cumprod(a[1:], 0)

def f33(a):
    return ops.norm(a * 0)

def f34(a):
    return ops.norm(a * 0, 1)

def f35(a):
    return ops.norm(a.reshape(2, 3) * 0, dim=1)

def f36(a):
    return ops.L2Normalize()(a * 0)

def f37(a):
    return ops.sqrt(a)

def f38(a):
    return ops.log(a)

def f39(a):
    return ops.pow(a, 2)

def f40(a):
    return ops.pow(a, 0.5)

def f41(a):
    return ops.pow(a, 0.0)

def f42(a):
    return ops.pow(a, a)

def f43(a):
    return ops.rsqrt(a)

def f44(a):
    return ops.abs(a)

def f45(a):
    return a / (a * 0 + a)

def f46(a):
    return ops.xlogy(a, a)


FNS = {
    "cast16 back": f0,
    "astype16": f1,
    "astype64": f2,
    "cast int": f3,
    "gather idx": f4,
    "getitem idx": f5,
    "gather_elements": f6,
    "index_select": f7,
    "masked_fill": f8,
    "masked_fill T": f9,
    "where bc": f10,
    "where scalar": f11,
    "where bc2": f12,
    "clamp bounds": f13,
    "clamp T": f14,
    "clip_by_value": f15,
    "clip": f16,
    "max red": f17,
    "max axis": f18,
    "min red": f19,
    "amax": f20,
    "amin": f21,
    "argmax_with_value": f22,
    "reduce_max keep": f23,
    "maximum self": f24,
    "maximum ties": f25,
    "sort": f26,
    "sort desc": f27,
    "topk": f28,
    "cumsum": f29,
    "cumsum rev": f30,
    "cumprod": f31,
    "cumprod one zero": f32,
    "norm": f33,
    "norm l1": f34,
    "norm dim": f35,
    "l2 normalize zero": f36,
    "sqrt": f37,
    "log": f38,
    "pow 2": f39,
    "pow 0.5": f40,
    "pow 0": f41,
    "pow T": f42,
    "rsqrt": f43,
    "abs": f44,
    "div zero": f45,
    "xlogy": f46,
}


class IfNet(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, a):
        if a.sum() > 1:
            r = self.f(a) * 2
        else:
            r = self.f(a)
        return r


class Plain(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, a):
        return self.f(a)


for name, f in FNS.items():
    for dt in (ms.float32, ms.float16, ms.float64):
        a = Tensor(X).astype(dt)
        case("%s %s grad" % (name, dt), lambda f=f, a=a: ms.grad(Plain(f))(a))
        if dt == ms.float32:
            case("%s if" % name, lambda f=f, a=a: ms.grad(IfNet(f))(a))
            case("%s sens" % name, lambda f=f, a=a: ops.GradOperation(sens_param=True)(Plain(f))(
                a, ops.cast(Tensor(np.arange(1, 1 + Plain(f)(a).size, dtype=np.float32)).reshape(Plain(f)(a).shape), Plain(f)(a).dtype)))
