"""custom autograd: _Function (PyNative), custom_vjp, Cell bprop with Parameters, _no_grad, dict outputs of grads."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple, _Function, _no_grad
from mindspore.ops.function.grad.grad_func import custom_vjp
from _h import case
import os
MODE = os.environ.get("MODE", "graph")

x = Tensor(np.array([2.0, 3.0], np.float32))
y = Tensor(np.array([1.0, -1.0], np.float32))
GA = ops.GradOperation(get_all=True)


def mkfn(backward_ret, n_out=1):
    class F(_Function):
        @staticmethod
        def forward(ctx, a, b):
            if n_out == 1:
                return a * a + b
            return a * a + b, a * b
        @staticmethod
        def backward(ctx, *douts):
            return backward_ret(douts)
    return F


if MODE == "pynative":
    for nm, ret, n_out in [
            ("ok", lambda d: (d[0] * 3, d[0] * 4), 1),
            ("one", lambda d: d[0] * 3, 1),
            ("three", lambda d: (d[0], d[0], d[0]), 1),
            ("none second", lambda d: (d[0] * 3, None), 1),
            ("none both", lambda d: (None, None), 1),
            ("none", lambda d: None, 1),
            ("list", lambda d: [d[0] * 3, d[0] * 4], 1),
            ("int dtype", lambda d: (Tensor([1, 2], ms.int32), Tensor([3, 4], ms.int64)), 1),
            ("f16 dtype", lambda d: (d[0].astype(ms.float16), d[0].astype(ms.float64)), 1),
            ("scalar 0d", lambda d: (Tensor(2.0), Tensor(3.0)), 1),
            ("bcast reduce", lambda d: (Tensor(np.ones((3, 2), np.float32)), Tensor(np.ones((1, 2), np.float32))), 1),
            ("bad shape", lambda d: (Tensor(np.ones(3, np.float32)), d[0]), 1),
            ("number", lambda d: (1.0, 2), 1),
            ("numpy", lambda d: (np.ones(2, np.float32), d[0]), 1),
            ("two out", lambda d: (d[0] * 3 + d[1], d[0] * 4), 2),
            ("two out one", lambda d: (d[0] + d[1],), 2)]:
        F = mkfn(ret, n_out)
        case("fn %s GA" % nm, lambda F=F: GA(F.apply)(x, y))
        case("fn %s msgrad" % nm, lambda F=F: ms.grad(lambda a, b: F.apply(a, b) if n_out == 1 else F.apply(a, b)[0], (0, 1))(x, y))

    class Ctx(_Function):
        @staticmethod
        def forward(ctx, a, b):
            ctx.save_for_backward(a, b)
            return a * b
        @staticmethod
        def backward(ctx, d):
            a, b = ctx.saved_tensors
            return d * b, d * a
    case("ctx saved", lambda: GA(Ctx.apply)(x, y))
    class Need(_Function):
        @staticmethod
        def forward(ctx, a, b):
            return a * b
        @staticmethod
        def backward(ctx, d):
            return (d if ctx.needs_input_grad[0] else None, d * 2 if ctx.needs_input_grad[1] else None)
    case("needs_input_grad 0", lambda: ms.grad(Need.apply, 0)(x, y))
    case("needs_input_grad all", lambda: GA(Need.apply)(x, y))
    class NonDiff(_Function):
        @staticmethod
        def forward(ctx, a, b):
            o1, o2 = a * b, a + b
            ctx.mark_non_differentiable(o2)
            return o1, o2
        @staticmethod
        def backward(ctx, d1, d2):
            return d1 * 10 + (d2 if d2 is not None else 0), d1
    case("non diff", lambda: GA(lambda a, b: sum(NonDiff.apply(a, b)))(x, y))
    class NoMat(_Function):
        @staticmethod
        def forward(ctx, a, b):
            ctx.set_materialize_grads(False)
            return a * b, a + b
        @staticmethod
        def backward(ctx, d1, d2):
            return (d1 if d2 is None else d1 + d2), (Tensor(7.0) if d2 is None else d2)
    case("no materialize", lambda: GA(lambda a, b: NoMat.apply(a, b)[0])(x, y))
    case("no materialize both", lambda: GA(lambda a, b: NoMat.apply(a, b))(x, y))
    class NumIn(_Function):
        @staticmethod
        def forward(ctx, a, k):
            return a * k
        @staticmethod
        def backward(ctx, d):
            return d * 5, None
    case("number input", lambda: GA(NumIn.apply)(x, 3.0))
    case("number input msgrad", lambda: ms.grad(NumIn.apply, (0, 1))(x, 3.0))


# custom_vjp (both modes)
@custom_vjp
def cv(a, b):
    return 2 * a + b
def cv_bprop(a, b, out, dout):
    return 2 * dout, 2 * b
cv.defbwd(cv_bprop)

@custom_vjp
def cv_bad(a, b):
    return a * b
def cv_bad_bprop(a, b, out, dout):
    return (dout,)
cv_bad.defbwd(cv_bad_bprop)

@custom_vjp
def cv_nobprop(a, b):
    return a * b

case("custom_vjp vjp", lambda: ops.vjp(cv, x, y)[1](Tensor(np.ones(2, np.float32))))
case("custom_vjp GA", lambda: GA(cv)(x, y))
case("custom_vjp int", lambda: ops.vjp(cv, Tensor(1, ms.int32), Tensor(2, ms.int32))[1](Tensor(1, ms.int32)))
case("custom_vjp bad count", lambda: GA(cv_bad)(x, y))
case("custom_vjp no bprop", lambda: GA(cv_nobprop)(x, y))
case("custom_vjp in jit", lambda: ms.jit(lambda a, b: GA(cv)(a, b))(x, y))


# Cell bprop with Parameters
class PB(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([3.0, 4.0], np.float32)), name="w")
    def construct(self, a):
        return a * self.w
    def bprop(self, a, out, dout):
        return (dout * 100,)
class PBOuter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.pb = PB()
        self.v = Parameter(Tensor(np.array([2.0, 2.0], np.float32)), name="v")
    def construct(self, a):
        return self.pb(a) * self.v
def pbw():
    m = PBOuter()
    return ops.GradOperation(get_all=True, get_by_list=True)(m, ParameterTuple(m.trainable_params()))(x)
case("bprop params outer", pbw)
def pbw_used():
    class PB2(PB):
        def bprop(self, a, out, dout):
            return (dout * self.w * 10,)
    m = PB2()
    return ops.GradOperation(get_all=True, get_by_list=True)(m, ParameterTuple(m.trainable_params()))(x)
case("bprop reads param", pbw_used)
class BOut(nn.Cell):
    def construct(self, a):
        return a * 2
    def bprop(self, a, out, dout):
        return (out * dout,)
case("bprop uses out", lambda: GA(BOut())(x))
class BKw(nn.Cell):
    def construct(self, a, b=2.0):
        return a * b
    def bprop(self, a, b, out, dout):
        return dout * 9, 0.0
case("bprop default arg", lambda: GA(BKw())(x))
case("bprop default arg given", lambda: GA(BKw())(x, y))


# _no_grad
class NG(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([5.0], ms.float32), name="w")
    def construct(self, a):
        b = self.w * a
        with _no_grad():
            m = b * self.w
        return m * b
if MODE == "pynative":
    case("no_grad block", lambda: ops.GradOperation(get_all=True, get_by_list=True)(NG(), ParameterTuple(NG().trainable_params()))(x))
    def ngw():
        m = NG()
        return ms.grad(m, 0, m.trainable_params())(x)
    case("no_grad block w", ngw)


# grads returned in containers from graph code
class GDict(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(get_all=True)
    def construct(self, a, b):
        g = self.g(self.net)(a, b)
        return {"ga": g[0], "gb": g[1], "n": len(g)}
class Mul(nn.Cell):
    def construct(self, a, b):
        return {"o": a * b}["o"]
case("grad in dict", lambda: GDict(Mul())(x, y))
class MulDict(nn.Cell):
    def construct(self, a, b):
        d = {"p": a * b, "q": a + b}
        d["p"] = d["p"] * 2
        return d["p"] + d["q"]
case("dict setitem fwd", lambda: GA(MulDict())(x, y))
class RetDict(nn.Cell):
    def construct(self, a, b):
        return {"p": a * b, "q": a + b}
case("return dict GA", lambda: GA(RetDict())(x, y))
case("return dict sens", lambda: ops.GradOperation(get_all=True, sens_param=True)(RetDict())(x, y, {"p": x, "q": y}))
case("return dict sens tuple", lambda: ops.GradOperation(get_all=True, sens_param=True)(RetDict())(x, y, (x, y)))
