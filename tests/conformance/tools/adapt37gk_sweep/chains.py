"""Graph-kernel style op chains (st/graph_kernel, st/fusion variants): run every case, save results to an npz.

Usage: python chains.py {pynative|graph} OUT.npz [filter]   (under MindSpore or `python -m msgraph.run`)
Each case's outputs are saved as OUT[label/i]; an exception is saved as a string array "EXC:<class>".
Graph mode calls each Cell three times (values of the 3rd call saved as label/i, differences from the 1st
flagged as label/#drift).
"""
import sys
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, context, Parameter
import mindspore.ops.operations as P
from mindspore.ops.operations import _grad_ops as G

MODE = sys.argv[1]
context.set_context(mode=context.GRAPH_MODE if MODE == "graph" else context.PYNATIVE_MODE)
OUT = sys.argv[2]
FILT = sys.argv[3] if len(sys.argv) > 3 else ""
rs = np.random.RandomState(0)
res = {}

def rnd(shape, dt, lo=-2.0, hi=2.0):
    a = rs.uniform(lo, hi, shape)
    if np.dtype(dt).kind in "iu":
        return np.rint(a * 20).astype(dt)
    if np.dtype(dt) == np.bool_:
        return a > 0
    return a.astype(dt)

def run(label, net_fn, *args):
    if FILT and FILT not in label:
        return
    try:
        net = net_fn()
        targs = [Tensor(a) if isinstance(a, np.ndarray) else a for a in args]
        outs = []
        ncall = 3 if MODE == "graph" else 1
        first = None
        for k in range(ncall):
            o = net(*targs)
            o = o if isinstance(o, (tuple, list)) else (o,)
            o = [x.asnumpy() if hasattr(x, "asnumpy") else np.asarray(x) for x in o]
            if k == 0:
                first = [x.copy() for x in o]
            outs = o
        for i, x in enumerate(outs):
            res[f"{label}/{i}"] = x
        if any(a.tobytes() != b.tobytes() for a, b in zip(first, outs)):
            res[f"{label}/#drift"] = np.array("drift")
    except Exception as e:  # noqa
        res[f"{label}/0"] = np.array("EXC:" + type(e).__name__ + ":" + str(e).splitlines()[0][:80] if str(e) else "EXC:" + type(e).__name__)

def cell(fn):
    class F(nn.Cell):
        def construct(self, *a):
            return fn(*a)
    return F

DTS = [np.float32, np.float16, np.float64]
BIG = (64, 130)
# ---------------------------------------------------------------- test_fuse chain
sqrt_grad = G.SqrtGrad()
def fuse_chain(x, y, z):
    a = P.Square()(P.Mul()(P.Sub()(x, y), x))
    s = sqrt_grad(P.Add()(a, 1), z)
    t = P.Add()(s, P.Square()(s))
    t = P.Add()(t, t)
    return P.Add()(t, t)
for dt in DTS:
    for shp in [BIG, (2, 3, 4, 3), ()]:
        run(f"fuse_chain/{np.dtype(dt).name}/{shp}", cell(fuse_chain), rnd(shp, dt), rnd(shp, dt), rnd(shp, dt))
# ---------------------------------------------------------------- low precision chain with reduce
def lp_chain(x, y, z):
    t2 = P.Mul()(P.Sub()(x, y), x)
    t4 = P.Add()(P.Add()(y, t2), P.Add()(y, t2))
    return P.Add()(z + 1.0, P.ReduceSum(keep_dims=False)(t4))
for dt in DTS:
    for shp in [(8, 8, 8), (40, 40, 40)]:
        run(f"lp_chain/{np.dtype(dt).name}/{shp}", cell(lp_chain), rnd(shp, dt, 1, 2), rnd(shp, dt, 1, 2), rnd(shp, dt, 1, 2))
class Red(nn.Cell):
    def __init__(self, op, ax):
        super().__init__()
        self.op = op
        self.ax = ax
    def construct(self, x, y):
        return self.op(P.Mul()(P.Add()(x, y), 0.5) * x, self.ax)
# reductions at end of chains (axis, keepdims)
for red in ["ReduceSum", "ReduceMean", "ReduceMax", "ReduceMin", "ReduceProd"]:
    for dt in DTS:
        for ax, kd in [((), False), (1, True), (-1, False), (0, False), ((0, 1), True)]:
            run(f"red/{red}/{np.dtype(dt).name}/{ax}/{kd}", lambda red=red, kd=kd, ax=ax: Red(getattr(P, red)(keep_dims=kd), ax), rnd(BIG, dt, -1, 1.1), rnd(BIG, dt, -1, 1.1))
# ---------------------------------------------------------------- activations chains
def act_chain(x):
    return P.Sigmoid()(x) * P.Tanh()(x) + P.ReLU()(x) - ops.gelu(x)
def act_chain2(x):
    return ops.fast_gelu(x) * P.Exp()(-x * x) + P.Softsign()(x) + P.Erf()(x) - P.Erfc()(x)
def act_chain3(x):
    return P.Floor()(x * 3) + P.Ceil()(x * 2) + ops.trunc(x * 5) + P.Abs()(P.Neg()(x))
def act_chain4(x):
    return P.Sqrt()(P.Abs()(x)) * P.Rsqrt()(P.Abs()(x) + 1) + P.Log()(P.Abs()(x) + 0.5) + P.Reciprocal()(x + 3)
def act_chain5(x):
    return P.Pow()(P.Abs()(x), 1.7) + P.Pow()(x, 2.0) + P.Pow()(x, 3) + P.RealDiv()(x, x * x + 1)
def act_chain6(x):
    return ops.silu(x) + ops.softplus(x) + ops.elu(x) + ops.leaky_relu(x, 0.2) + ops.hardswish(x) + ops.hardsigmoid(x)
def act_chain7(x):
    return P.Sin()(x) * P.Cos()(x) + P.Atan()(x) + P.Sinh()(x * 0.5) + P.Cosh()(x * 0.5) + P.Expm1()(x) + P.Log1p()(P.Abs()(x))
for nm, fn in [("act1", act_chain), ("act2", act_chain2), ("act3", act_chain3), ("act4", act_chain4),
               ("act5", act_chain5), ("act6", act_chain6), ("act7", act_chain7)]:
    for dt in DTS:
        run(f"{nm}/{np.dtype(dt).name}", cell(fn), rnd(BIG, dt, -4, 4))
    run(f"{nm}/float32/0d", cell(fn), np.array(0.75, np.float32))
    run(f"{nm}/float32/special", cell(fn), np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1e30, -1e30, 1e-40, 88.5, -88.5, 10, -10] * 100, np.float32))
# ---------------------------------------------------------------- grads (gelu_grad, relu_grad, tanh_grad, sigmoid_grad, maximum/minimum grad)
def gg(x, dy):
    return G.GeLUGrad()(dy, x, ops.gelu(x)) + G.ReluGrad()(dy, P.ReLU()(x)) + G.TanhGrad()(P.Tanh()(x), dy) + G.SigmoidGrad()(P.Sigmoid()(x), dy)
for dt in DTS:
    run(f"gradops/{np.dtype(dt).name}", cell(gg), rnd(BIG, dt, -3, 3), rnd(BIG, dt, -1, 1))
class MaxG(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op
        self.g = ops.GradOperation(get_all=True, sens_param=True)
    def construct(self, x, y, s):
        return self.g(lambda a, b: self.op(a * 1.5, b) * a)(x, y, s)
for dt in DTS:
    x = rnd(BIG, dt, -1, 1); y = x.copy(); y[::3] = rnd(y[::3].shape, dt, -1, 1)
    run(f"maxgrad/{np.dtype(dt).name}", lambda: MaxG(P.Maximum()), x, y, rnd(BIG, dt))
    run(f"mingrad/{np.dtype(dt).name}", lambda: MaxG(P.Minimum()), x, y, rnd(BIG, dt))
    run(f"maxgrad_bcast/{np.dtype(dt).name}", lambda: MaxG(P.Maximum()), x, rnd((130,), dt, -1, 1), rnd(BIG, dt))
# ---------------------------------------------------------------- layernorm / softmax / logsoftmax (+chains)
for dt in DTS:
    x = rnd((32, 16, 40), dt); g = rnd((40,), dt); b = rnd((40,), dt)
    def _fn1(x, g, b):
        return P.LayerNorm(-1, -1)(x * 2 + 1, g, b)
    run(f"layernorm/{np.dtype(dt).name}", cell(_fn1), x, g, b)
    def _fn2(x, g, b):
        return P.LayerNorm(1, 1)(x, ops.ones((16, 40), x.dtype), ops.zeros((16, 40), x.dtype))
    run(f"layernorm_ax1/{np.dtype(dt).name}", cell(_fn2), x, g, b)
    def _fn3(x):
        return P.Softmax(-1)(x * 3) + P.LogSoftmax(1)(x)
    run(f"softmax/{np.dtype(dt).name}", cell(_fn3), x)
    def _fn4(x):
        return P.Softmax(0)(x - 1)
    run(f"softmax_ax0/{np.dtype(dt).name}", cell(_fn4), x)
    def lnmanual(x, g, b):
        m = P.ReduceMean(True)(x, -1)
        v = P.ReduceMean(True)(P.Square()(x - m), -1)
        return (x - m) * P.Rsqrt()(v + 1e-5) * g + b
    run(f"ln_manual/{np.dtype(dt).name}", cell(lnmanual), x, g, b)
    class LNG(nn.Cell):
        def __init__(self):
            super().__init__()
            self.ln = nn.LayerNorm((40,), -1, -1, dtype=ms.float32 if dt != np.float16 else ms.float16) if False else P.LayerNorm(-1, -1)
        def construct(self, x, g, b):
            return ops.grad(lambda x, g, b: self.ln(x, g, b)[0].sum() if False else (self.ln(x, g, b)[0] * x).sum(), (0, 1, 2))(x, g, b)
    run(f"layernorm_grad/{np.dtype(dt).name}", LNG, x, g, b)
    def _fn5(x):
        return ops.grad(lambda t: (P.Softmax(-1)(t) * t).sum())(x)
    run(f"softmax_grad/{np.dtype(dt).name}", cell(_fn5), x)
    def _fn6(x):
        return ops.grad(lambda t: (P.LogSoftmax(-1)(t) * t).sum())(x)
    run(f"logsoftmax_grad/{np.dtype(dt).name}", cell(_fn6), x)
# ---------------------------------------------------------------- casts inside chains
def cast1(x):
    h = P.Cast()(x * 1.1, ms.float16)
    return P.Cast()(h + 1, ms.float32) * x
def cast2(x):
    i = P.Cast()(x * 10, ms.int32)
    return P.Cast()(i // 3 + i % 7, ms.float32) + x
def cast3(x):
    b = P.Cast()(x > 0, ms.float32)
    return b * x + P.Cast()(P.Cast()(x, ms.float16), ms.float32)
def cast4(x):
    return P.Cast()(P.Cast()(x, ms.int8), ms.float32) + P.Cast()(P.Cast()(x * 40, ms.uint8), ms.float32)
def cast5(x):
    return P.Cast()(P.Exp()(P.Cast()(x, ms.float16)), ms.float32) + P.Cast()(P.Cast()(x, ms.float64) * 1.3, ms.float32)
def cast6(x):
    return P.Cast()(P.Cast()(x, ms.bool_), ms.float32) + P.Cast()(P.Cast()(x * 1e5, ms.int16), ms.float32)
for nm, fn in [("cast1", cast1), ("cast2", cast2), ("cast3", cast3), ("cast4", cast4), ("cast5", cast5), ("cast6", cast6)]:
    run(f"{nm}/big", cell(fn), rnd(BIG, np.float32, -4, 4))
    run(f"{nm}/special", cell(fn), np.array([0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, 127.7, -128.9, 300.0, -300.0, 1e10, np.inf, -np.inf, np.nan] * 50, np.float32))
# ---------------------------------------------------------------- integer chains
def int1(x, y):
    return (x * y + x - y) * 3 // (P.Abs()(y) + 1) + x % (P.Abs()(y) + 1)
def int2(x, y):
    return P.Maximum()(x, y) - P.Minimum()(x, y) * 2 + P.Neg()(x) + P.Square()(y)
def int3(x, y):
    return P.Select()(x > y, x * 2, y - 1) + P.Cast()(P.Equal()(x, y), x.dtype)
def int4(x, y):
    return P.ReduceSum(keep_dims=True)(x * y + 1, 1) + x
for nm, fn in [("int1", int1), ("int2", int2), ("int3", int3), ("int4", int4)]:
    for dt in [np.int32, np.int64, np.int8, np.uint8, np.int16]:
        run(f"{nm}/{np.dtype(dt).name}", cell(fn), rnd(BIG, dt), rnd(BIG, dt))
# int division by zero, overflow
def _fn7(x, y):
    return x // y + x % y
run("intdiv0/int32", cell(_fn7), np.arange(-50, 50, dtype=np.int32).reshape(10, 10), np.tile(np.array([0, 1, -1, 3, -3], np.int32), 20).reshape(10, 10))
def _fn8(x):
    return x * x * 3 + 7
run("intovf/int32", cell(_fn8), np.arange(-50000, 50000, 7, dtype=np.int32))
def _fn9(x):
    return x * x * 3 + 7
run("intovf/int8", cell(_fn9), np.arange(-128, 128, dtype=np.int32).astype(np.int8))
# ---------------------------------------------------------------- broadcasting chains
for dt in DTS:
    def _fn10(x, b, c):
        return P.ReLU()(P.BiasAdd()(x, b) * c) - b
    run(f"bcast1/{np.dtype(dt).name}", cell(_fn10), rnd((16, 32, 10), dt), rnd((32,), dt), rnd((16, 1, 10), dt))
    def _fn11(x, s):
        return (x * s + s) / (s + 3)
    run(f"bcast2/{np.dtype(dt).name}", cell(_fn11), rnd(BIG, dt), rnd((), dt))
    def _fn12(x, c):
        return P.Sqrt()(P.SquaredDifference()(x, c)) + c
    run(f"bcast3/{np.dtype(dt).name}", cell(_fn12), rnd(BIG, dt), rnd((64, 1), dt))
    def _fn13(d):
        return G.BiasAddGrad()(P.ReLU()(d) * 2)
    run(f"biasadd_grad/{np.dtype(dt).name}", cell(_fn13), rnd((16, 32, 10, 4), dt))
    def _fn14(x, y):
        return P.AddN()((x, y, x * y, y)) * 2
    run(f"addn/{np.dtype(dt).name}", cell(_fn14), rnd(BIG, dt), rnd(BIG, dt))
    def _fn15(x, y, z, v):
        return ops.addcmul(x, y, z, v) - x
    run(f"addcmul/{np.dtype(dt).name}", cell(_fn15), rnd(BIG, dt), rnd(BIG, dt), rnd(BIG, dt), rnd((1,), dt))
    def _fn16(x, y):
        return P.SquareSumAll()(x * 2, y + 1)
    run(f"sqsumall/{np.dtype(dt).name}", cell(_fn16), rnd(BIG, dt), rnd(BIG, dt))
    def _fn17(x, y):
        return P.SigmoidCrossEntropyWithLogits()(x * 3, y) * 2
    run(f"sigce/{np.dtype(dt).name}", cell(_fn17), rnd(BIG, dt, -5, 5), rnd(BIG, dt, 0, 1))
    def _fn18(x, y):
        return P.SoftmaxCrossEntropyWithLogits()(x * 3, y)
    run(f"smce/{np.dtype(dt).name}", cell(_fn18), rnd(BIG, dt, -5, 5), np.eye(64, 130).astype(dt))
    def _fn19(x):
        return P.Transpose()(x * 2, (1, 0)) + 1
    run(f"transpose_chain/{np.dtype(dt).name}", cell(_fn19), rnd(BIG, dt))
    def _fn20(x):
        return x[:, 1:100:3] * 2 + x[:, :33]
    run(f"slice_chain/{np.dtype(dt).name}", cell(_fn20), rnd(BIG, dt))
    def _fn21(x, w, b):
        return P.ReLU()(P.BiasAdd()(P.MatMul()(x, w), b) * 0.5 + 1)
    run(f"matmul_chain/{np.dtype(dt).name}", cell(_fn21), rnd((64, 48), dt), rnd((48, 40), dt), rnd((40,), dt))
    def _fn22(x, w):
        return P.Exp()(P.MatMul()(x, w) * 0.1) + 1
    run(f"matmul_exp/{np.dtype(dt).name}", cell(_fn22), rnd((64, 48), dt), rnd((48, 40), dt))
    def _fn23(x, y):
        return (P.Greater()(x, y), P.LessEqual()(x * 2, y), P.Cast()(P.IsFinite()(x / y), ms.int32))
    run(f"compare/{np.dtype(dt).name}", cell(_fn23), rnd(BIG, dt), rnd(BIG, dt))
    def _fn24(x, y, z, w):
        return P.Select()(x > 0, P.Sqrt()(x), x) / z * y + w
    run(f"clipnorm/{np.dtype(dt).name}", cell(_fn24), rnd(BIG, dt), rnd(BIG, dt), rnd(BIG, dt), rnd(BIG, dt))
# ---------------------------------------------------------------- in-place updates
class Upd(nn.Cell):
    def __init__(self, dt):
        super().__init__()
        self.p = Parameter(Tensor(np.ones(BIG, dt)), name="p")
        self.m = Parameter(Tensor(np.zeros(BIG, dt)), name="m")
    def construct(self, g):
        ops.assign(self.m, self.m * 0.9 + g * 0.1)
        ops.assign_add(self.p, -0.01 * self.m)
        y = self.p * 2 + self.m
        return y, self.p + 0, self.m + 0
for dt in DTS:
    run(f"inplace/{np.dtype(dt).name}", lambda dt=dt: Upd(dt), rnd(BIG, dt))
class Mom(nn.Cell):
    def __init__(self, dt):
        super().__init__()
        self.p = Parameter(Tensor(np.ones(BIG, dt)), name="p")
        self.m = Parameter(Tensor(np.full(BIG, 0.5, dt)), name="m")
        self.op = P.ApplyMomentum()
    def construct(self, g, lr):
        self.op(self.p, self.m, lr, g * 2, 0.9)
        return self.p * 1, self.m * 1
for dt in [np.float32, np.float16]:
    run(f"momentum/{np.dtype(dt).name}", lambda dt=dt: Mom(dt), rnd(BIG, dt), np.array(0.1, dt))
# ---------------------------------------------------------------- gradients of chains
for dt in DTS:
    def _fn25(x, y):
        return ops.grad(lambda a, b: (P.Sigmoid()(a * b) * P.Tanh()(a) + P.Square()(b - a)).sum(), (0, 1))(x, y)
    run(f"grad_chain1/{np.dtype(dt).name}", cell(_fn25), rnd(BIG, dt), rnd(BIG, dt))
    def _fn26(x):
        return ops.grad(lambda a: (P.Sqrt()(P.Abs()(a) + 1) / (a * a + 2) + ops.gelu(a)).mean())(x)
    run(f"grad_chain2/{np.dtype(dt).name}", cell(_fn26), rnd(BIG, dt))
    def _fn27(x, b):
        return ops.grad(lambda a, c: P.ReduceMax()(P.ReLU()(a + c) * 2, 1).sum(), (0, 1))(x, b)
    run(f"grad_chain3/{np.dtype(dt).name}", cell(_fn27), rnd(BIG, dt), rnd((130,), dt))
    def _fn28(x):
        return ops.value_and_grad(lambda a: (P.Exp()(a * 0.3) * P.Log()(P.Abs()(a) + 1)).sum())(x)
    run(f"vag_chain/{np.dtype(dt).name}", cell(_fn28), rnd(BIG, dt))
np.savez(OUT, **res)
try:
    from msgraph.codegen import backend
    print("STATS", backend.stats())
except Exception:
    pass
print("cases", len(res))
