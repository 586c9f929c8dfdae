"""More fused-chain variants (adapt37gk): non-contiguous / broadcast / 0-d / empty inputs, NaN in Maximum/compare
chains, mixed-dtype promotion inside a group, bool chains, reductions as fusion sinks at jit_level O2.
Usage as chains.py: python chains2.py {pynative|graph} OUT.npz [filter] [O2]
"""
import sys
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, context
import mindspore.ops.operations as P

MODE = sys.argv[1]
context.set_context(mode=context.GRAPH_MODE if MODE == "graph" else context.PYNATIVE_MODE)
if len(sys.argv) > 4 and sys.argv[4] == "O2":
    context.set_context(jit_config={"jit_level": "O2"})
OUT = sys.argv[2]
FILT = sys.argv[3] if len(sys.argv) > 3 else ""
rs = np.random.RandomState(1)
res = {}


def run(label, net, *args):
    if FILT and FILT not in label:
        return
    try:
        targs = [Tensor(a) if isinstance(a, np.ndarray) else a for a in args]
        for _ in range(3 if MODE == "graph" else 1):
            o = net(*targs)
        o = o if isinstance(o, (tuple, list)) else (o,)
        for i, x in enumerate(o):
            res[f"{label}/{i}"] = x.asnumpy() if hasattr(x, "asnumpy") else np.asarray(x)
    except Exception as e:  # noqa
        res[f"{label}/0"] = np.array("EXC:" + type(e).__name__ + ":" + (str(e).splitlines() or [""])[0][:80])


def cell(fn):
    class C(nn.Cell):
        def construct(self, *a):
            return fn(*a)
    return C()


def nc_chain(x, y):
    xt = P.Transpose()(x, (1, 0))
    return P.Sigmoid()(xt * 2 + y) - xt
def slice_chain(x):
    a = x[::2, 1::3]
    return P.Exp()(a * 0.1) + a * a
def bmid(x, c):
    return P.ReLU()(x * c + 1) * c
def zero_d(x, y):
    return P.Exp()(x * y + 1) - P.Sqrt()(P.Abs()(x))
def empty(x, y):
    return P.Sigmoid()(x * y + 1) + x
def nan_max(x, y):
    return P.Maximum()(x * 2, y) + P.Minimum()(x, y * 3)
def nan_cmp(x, y):
    return (P.Cast()(P.Greater()(x * 2, y), ms.float32) + P.Cast()(P.Equal()(x, x), ms.float32) + P.Cast()(P.NotEqual()(y, y), ms.float32))
def mixed_f16_f32(x16, y32):
    return x16 * y32 + x16 - P.Exp()(y32 * 0.1)
def mixed_int_f32(i, y):
    return i * y + i - y / 3
def mixed_int_f16(i, y):
    return i * y + i
def mixed_i8_i32(a, b):
    return a * b + a - b
def u8_ovf(a, b):
    return a * b + a - b
def bool_chain(x, y):
    return P.LogicalAnd()(x > 0, P.LogicalNot()(y > 0.5)) | (x < -1)
def select_chain(x, y):
    return P.Select()(x > y, P.Exp()(x * 0.2), y * y) + 1
def sign_chain(x):
    return P.Sign()(x) * x + P.Floor()(x) - P.Ceil()(x) + P.Cast()(P.IsNan()(x), ms.float32) + P.Cast()(P.IsInf()(x), ms.float32)
def sum_sink(x):
    return P.ReduceSum(keep_dims=False)(x * 1.1 + 0.01, 1)
def mean_sink(x):
    return P.ReduceMean(keep_dims=True)(x * x + 0.5, -1)
def max_sink(x):
    return P.ReduceMax(keep_dims=False)(x * 2 - 1, 0)
def sum_all_sink(x):
    return P.ReduceSum(keep_dims=False)(P.Exp()(x * 0.1))
def prod_sink(x):
    return P.ReduceProd(keep_dims=False)(x * 0.01 + 1, 1)
def sum_sink_int(x):
    return P.ReduceSum(keep_dims=False)(x * 3 + 1, 1)
def bias_grad_like(d, m):
    return P.ReduceSum(keep_dims=False)(P.Select()(m, d * 2, P.ZerosLike()(d)), 0)
def square_sum(x):
    return P.ReduceSum(keep_dims=False)(P.Square()(x - 0.5), -1)


for dt in [np.float32, np.float64, np.float16]:
    n = np.dtype(dt).name
    run(f"nc_chain/{n}", cell(nc_chain), rs.uniform(-2, 2, (130, 64)).astype(dt), rs.uniform(-2, 2, (64, 130)).astype(dt))
    run(f"slice_chain/{n}", cell(slice_chain), rs.uniform(-2, 2, (128, 130)).astype(dt))
    run(f"bmid/{n}", cell(bmid), rs.uniform(-2, 2, (16, 32, 20)).astype(dt), rs.uniform(-2, 2, (16, 1, 20)).astype(dt))
    run(f"zero_d/{n}", cell(zero_d), np.array(0.7, dt), np.array(-1.3, dt))
    run(f"zero_d_bcast/{n}", cell(zero_d), rs.uniform(-2, 2, (64, 130)).astype(dt), np.array(-1.3, dt))
    run(f"empty/{n}", cell(empty), np.zeros((0, 130), dt), np.zeros((0, 130), dt))
    x = rs.uniform(-2, 2, (64, 130)).astype(dt); y = rs.uniform(-2, 2, (64, 130)).astype(dt)
    x[::5] = np.nan; y[::7, ::3] = np.nan; x[1, :10] = np.inf; y[2, :10] = -np.inf
    run(f"nan_max/{n}", cell(nan_max), x, y)
    run(f"nan_cmp/{n}", cell(nan_cmp), x, y)
    run(f"select_chain/{n}", cell(select_chain), x, y)
    run(f"sign_chain/{n}", cell(sign_chain), np.concatenate([x.ravel(), np.array([0.0, -0.0, 1e-40, -1e-40, 0.5, -0.5], dt)]))
    for nm, f in [("sum_sink", sum_sink), ("mean_sink", mean_sink), ("max_sink", max_sink), ("sum_all_sink", sum_all_sink),
                  ("prod_sink", prod_sink), ("square_sum", square_sum)]:
        run(f"{nm}/{n}", cell(f), rs.uniform(-2, 2, (64, 1030)).astype(dt))
    run(f"max_sink_nan/{n}", cell(max_sink), x)
    run(f"bias_grad_like/{n}", cell(bias_grad_like), rs.uniform(-2, 2, (512, 130)).astype(dt), rs.uniform(-1, 1, (512, 130)) > 0)
run("mixed_f16_f32", cell(mixed_f16_f32), rs.uniform(-2, 2, (64, 130)).astype(np.float16), rs.uniform(-2, 2, (64, 130)).astype(np.float32))
for idt in [np.int32, np.int64, np.int8, np.uint8, np.bool_]:
    i = (rs.uniform(-100, 100, (64, 130)).astype(np.int64)).astype(idt)
    run(f"mixed_int_f32/{np.dtype(idt).name}", cell(mixed_int_f32), i, rs.uniform(-2, 2, (64, 130)).astype(np.float32))
    run(f"mixed_int_f16/{np.dtype(idt).name}", cell(mixed_int_f16), i, rs.uniform(-2, 2, (64, 130)).astype(np.float16))
    run(f"sum_sink_int/{np.dtype(idt).name}", cell(sum_sink_int), i)
run("mixed_i8_i32", cell(mixed_i8_i32), rs.uniform(-128, 127, (64, 130)).astype(np.int8), rs.uniform(-1e6, 1e6, (64, 130)).astype(np.int32))
run("u8_ovf", cell(u8_ovf), rs.uniform(0, 255, (64, 130)).astype(np.uint8), rs.uniform(0, 255, (64, 130)).astype(np.uint8))
run("bool_chain", cell(bool_chain), rs.uniform(-2, 2, (64, 130)).astype(np.float32), rs.uniform(-2, 2, (64, 130)).astype(np.float32))
np.savez(OUT, **res)
try:
    from msgraph.codegen import backend
    print("STATS", backend.stats())
except Exception:
    pass
print("cases", len(res))
