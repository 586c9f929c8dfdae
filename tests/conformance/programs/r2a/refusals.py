"""Refusals and dtype rules of MindSpore 2.10's CPU kernels left by the adapt34a sweep (session 34, r2a), each
measured: Mod / FloorMod (Primitive) of two bool Tensors, Conj (Primitive, ops.conj, Tensor.conj) of bool, Xlogy
(Primitive) of two bool Tensors are TypeErrors (a bool with an int / float Tensor promotes and computes); AddN and
ops.addn of mixed dtypes, BinaryCrossEntropy with labels or weight of another dtype than the logits, EqualCount of
mixed dtypes and of float64 / int8 / uint8 / bool are TypeErrors (EqualCount computes float16 / int16 / int32 /
int64); Cholesky and CholeskyInverse compute float16 (int32 is a TypeError); Maximum / Minimum broadcasting two
Tensors, neither 0-d, into an empty output are a RuntimeError; cummin / cummax gradients are
a RuntimeError (the CPU build has no InplaceScatterAdd); ops.fmax of a bool Tensor with a Tensor of another
dtype computes in that dtype; FastGeLUGrad / HShrinkGrad of float64 are TypeErrors."""
import numpy as np
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, *a):
        return self.f(*a)


def T(v, dt):
    return Tensor(np.array(v).astype(dt))


b = T([True, False, True], np.bool_)
i = T([1, 2, 3], np.int32)
f = T([1.0, 2.0, 3.0], np.float32)
emit_error("mod_bool", Net(ops.Mod()), b, b)
emit("mod_bool_int", Net(ops.Mod())(b, i))
emit_error("floormod_bool", Net(ops.FloorMod()), b, b)
emit("floormod_bool_int", Net(ops.FloorMod())(b, i))
emit_error("conj_bool", Net(ops.Conj()), b)
emit_error("conj_fn_bool", Net(ops.conj), b)
emit("conj_int32", Net(ops.Conj())(i))
emit_error("xlogy_bool", Net(ops.Xlogy()), b, b)
emit("xlogy_bool_f32", Net(ops.Xlogy())(b, f))
emit("xlogy_fn_bool", Net(ops.xlogy)(b, b))


class AddN2(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x, y):
        return self.f((x, y))


emit_error("addn_f32_i32", AddN2(ops.AddN()), f, i)
emit_error("addn_f32_f64", AddN2(ops.AddN()), f, T([1.0, 2.0, 3.0], np.float64))
emit_error("addn_fn_mixed", AddN2(ops.addn), f, i)
emit("addn_same", AddN2(ops.AddN())(f, f))
p = T([0.2, 0.5, 0.7], np.float32)
y = T([0.0, 1.0, 1.0], np.float32)
w = T([1.0, 0.5, 2.0], np.float32)
emit_error("bce_labels_f64", Net(ops.BinaryCrossEntropy()), p, T([0.0, 1.0, 1.0], np.float64), w)
emit_error("bce_weight_f64", Net(ops.BinaryCrossEntropy()), p, y, T([1.0, 0.5, 2.0], np.float64))
emit("bce_same", Net(ops.BinaryCrossEntropy())(p, y, w))
emit_error("equalcount_mixed", Net(ops.EqualCount()), f, i)
for dt in (np.float64, np.int8, np.uint8, np.bool_):
    emit_error(f"equalcount_{np.dtype(dt).name}", Net(ops.EqualCount()), T([1, 0, 1], dt), T([1, 1, 1], dt))
for dt in (np.float16, np.int16, np.int32, np.int64):
    emit(f"equalcount_{np.dtype(dt).name}", Net(ops.EqualCount())(T([1, 0, 1], dt), T([1, 1, 1], dt)))
emit("cholesky_f16", Net(ops.Cholesky())(T([[4.0, 2.0], [2.0, 3.0]], np.float16)))
emit("cholesky_inverse_f16", Net(ops.CholeskyInverse())(T([[2.0, 0.0], [1.0, 1.5]], np.float16)))
emit_error("cholesky_int32", Net(ops.Cholesky()), T([[4, 2], [2, 3]], np.int32))
emit_error("cholesky_inverse_int32", Net(ops.CholeskyInverse()), T([[4, 2], [2, 3]], np.int32))


def Z(*s):
    return Tensor(np.zeros(s, np.float32))


# Maximum / Minimum broadcasting two Tensors (neither 0-d) into an empty output: RuntimeError; a 0-d Tensor, a Python
# number or one shape compute
for a, c in (((0, 3), (1, 3)), ((0, 3), (3,)), ((1, 0), (3, 1)), ((1, 3), (0, 3))):
    emit_error(f"maximum_empty_{a}_{c}", Net(ops.Maximum()), Z(*a), Z(*c))
    emit_error(f"minimum_empty_{a}_{c}", Net(ops.Minimum()), Z(*a), Z(*c))
emit_error("maximum_fn_empty", Net(ops.maximum), Z(0, 3), Z(1, 3))
emit("maximum_empty_0d", Net(ops.Maximum())(Z(0, 3), Z()))
emit("minimum_empty_same", Net(ops.Minimum())(Z(2, 0), Z(2, 0)))
emit("maximum_empty_number", Net(ops.maximum)(Z(0, 3), 1.0))


class CumGrad(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f
        self.grad = ops.GradOperation()

    def construct(self, x):
        return self.grad(self.f)(x)


class CumMax(nn.Cell):
    def construct(self, x):
        return ops.cummax(x, 0)[0]


class CumMin(nn.Cell):
    def construct(self, x):
        return ops.cummin(x, 0)[0]


class CumMinPrim(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.Cummin(0)

    def construct(self, x):
        return self.op(x)[0]


# cummin / cummax gradients: MindSpore 2.10's CPU bprop needs InplaceScatterAdd (no CPU kernel): RuntimeError
xs = T([1.0, 3.0, 2.0], np.float32)
emit("cummax_forward", CumMax()(xs))
emit_error("cummax_grad", CumGrad(CumMax()), xs)
emit_error("cummin_grad", CumGrad(CumMin()), xs)
emit_error("cummin_prim_grad", CumGrad(CumMinPrim()), xs)

# ops.fmax: a bool Tensor with a Tensor of another dtype promotes and computes; two bool Tensors are a TypeError
bb = T([True, False], np.bool_)
emit("fmax_bool_f32", Net(ops.fmax)(bb, T([0.5, 2.0], np.float32)))
emit("fmax_i32_bool", Net(ops.fmax)(T([1, 0], np.int32), bb))
emit_error("fmax_bool_bool", Net(ops.fmax), bb, bb)

# the Grad primitives FastGeLUGrad / HShrinkGrad take float16 / float32 only (their forwards refuse float64 too)
from mindspore.ops.operations import _grad_ops as G  # noqa: E402

d64 = T([1.0, 1.0], np.float64)
x64 = T([0.5, -2.0], np.float64)
emit("hshrinkgrad_f32", Net(G.HShrinkGrad())(T([1.0, 1.0], np.float32), T([0.25, -2.0], np.float32)))
emit_error("fastgelugrad_f64", lambda a, c: Net(G.FastGeLUGrad())(a, c).asnumpy(), d64, x64)
emit_error("hshrinkgrad_f64", lambda a, c: Net(G.HShrinkGrad())(a, c).asnumpy(), d64, x64)
