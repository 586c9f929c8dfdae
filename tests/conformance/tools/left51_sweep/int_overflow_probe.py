"""Integer-overflow probe of fused chains (left51).  `python int_overflow_probe.py > case.py` writes a script in which
each case is a chain of 1-4 integer ops that can overflow, as an @ms.jit function whose result also feeds an exact Mul
by ones (so msgraph fuses the chain into one Numba kernel group), on values at the dtype's limits.  Output lines as
nb50's ew_probe (`jit:LABEL DTYPE VALUES`), so ../nb50_sweep/cmp_probe.py compares them.

    python int_overflow_probe.py > c_int.py
    ../nb50_sweep/resume_ms.sh c_int.py ms_int.txt                  # MindSpore (Graph mode via @ms.jit)
    MSGRAPH_NUMBA=1 MSGRAPH_SYNC_COMPILE=1 MSGRAPH_TIER_US=0 PYTHONPATH=$WT python -m msgraph.run c_int.py > nb.txt
    MSGRAPH_NUMBA=0 PYTHONPATH=$WT python -m msgraph.run c_int.py > np.txt
    python ../nb50_sweep/cmp_probe.py ms_int.txt nb.txt --errors

DTYPES=int64,uint64 limits the dtypes; CHAINS=a,b the chains.
"""
import os

HEADER = r'''
import os
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

def lim(dt):
    i = np.iinfo(dt)
    lo, hi = int(i.min), int(i.max)
    v = [lo, lo + 1, hi, hi - 1, 0, 1, -1, 2, -2, hi // 2, hi // 2 + 1, lo // 2, lo // 2 - 1, 3, 7, -7,
         hi // 3, lo // 3, 100, -100]
    return np.array([x % (1 << (8 * np.dtype(dt).itemsize)) if lo == 0 else x for x in v], dtype=object).astype(dt)

def lim_y(dt):
    i = np.iinfo(dt)
    lo, hi = int(i.min), int(i.max)
    v = [-1, 2, 1, -1, lo, hi, 3, hi, lo, 2, 2, 2, -2, -1, 3, 5, 3, 3, -1, 7]
    return np.array([x % (1 << (8 * np.dtype(dt).itemsize)) if lo == 0 else x for x in v], dtype=object).astype(dt)

def data(dt, second=False):
    return Tensor(lim_y(dt) if second else lim(dt))

def show(label, r):
    if isinstance(r, (tuple, list)):
        r = r[0]
    if not isinstance(r, Tensor):
        print(label, type(r).__name__, r)
        return
    a = r.asnumpy()
    print(label, a.dtype, a.tolist())

SKIP = set(open(os.environ["SKIP"]).read().split()) if os.environ.get("SKIP") else set()

def case(label, jf, *args):
    if label in SKIP:
        return
    try:
        show(f"jit:{label}", jf(*args))
    except Exception as e:  # noqa: BLE001
        print(f"jit:{label} ERROR {type(e).__name__}")
'''

DTYPES = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"]

CHAINS = {
    # one op (fused with the Mul by ones)
    "add": "x + y", "sub": "x - y", "mul": "x * y", "neg": "-x", "abs": "ops.abs(x)", "square": "ops.square(x)",
    "add_s": "x + 1", "sub_s": "x - 1", "mul_s": "x * 2", "rsub_s": "1 - x", "mul3": "x * 3",
    "floordiv": "ops.floor_div(x, y)", "floormod": "ops.floor_mod(x, y)", "truncdiv": "ops.truncate_div(x, y)",
    "truncmod": "ops.truncate_mod(x, y)", "addn": "ops.addn([x, y, x])", "mint_add_alpha": "ms.mint.add(x, y, alpha=2)",
    "mint_sub_alpha": "ms.mint.sub(x, y, alpha=3)", "lshift1": "ops.bitwise_left_shift(x, ops.ones_like(x))",
    # wrap then compare / cast / fold
    "mul2_bool": "ops.cast(x * 2, ms.bool_)", "mul2_ne0": "(x * 2) != 0", "add1_gt": "(x + 1) > x",
    "sub1_lt": "(x - 1) < x", "add_sub": "(x + 1) - 1", "mul_div_floor": "(x * 4) // 4",
    "sq_ge0": "ops.square(x) >= 0", "mulxx_ge0": "x * x >= 0", "abs_ge0": "ops.abs(x) >= 0",
    "abs_sub_mul": "ops.abs(x - 1) * 2", "neg_mul": "-x * 3", "neg_eq": "ops.neg(x) == x",
    "mod3": "(x * 3) % 3", "max_add": "ops.maximum(x + 1, x)", "min_sub": "ops.minimum(x - 1, x)",
    "sign_mul": "ops.sign(x * 2)", "relu_mul": "ops.relu(x * 2)", "cast_f64": "ops.cast(x + 1, ms.float64)",
    "cast_i32": "ops.cast(x * 3, ms.int32)", "cast_u8": "ops.cast(x + x, ms.uint8)",
    "clamp_add": "ops.clamp(x + 1, -5, 5)", "where_add": "ops.where(x + 1 > 0, x, -x)",
    "abs_neg": "ops.abs(-x) == ops.abs(x)", "sq_sub": "ops.square(x - 1) - ops.square(x)",
    "add_y_gt": "(x + y) > x", "sub_y_lt": "(x - y) < x", "mul_y_div": "(x * y) // y",
    "add_add_sub": "(x + y) + y - y", "mul_neg_abs": "ops.abs(-(x * 2)) + 1", "sq_abs": "ops.abs(ops.square(x) * 3)",
    "div_float": "(x * 2) / 2", "eq_mul": "(x * 2) == (x + x)", "lt_neg": "(-x) < 0",
    "sum_add": "(x + x).sum()", "sum_mul": "(x * 3).sum(axis=0)", "sum_sq": "ops.square(x).sum()",
    "prod_": "(x + 1).prod()", "max_red": "(x + 1).max()", "min_red": "(x - 1).min()",
    "mean_add": "(x + x).mean()", "sum_ne0": "(x * 2).sum() != 0",
    "addcmul": "ops.addcmul(x, x, y, Tensor(2, x.dtype))",
}


def main():
    dts = os.environ.get("DTYPES")
    dts = dts.split(",") if dts else DTYPES
    chains = os.environ.get("CHAINS")
    chains = {k: CHAINS[k] for k in chains.split(",")} if chains else CHAINS
    out = [HEADER]
    k = 0
    for dt in dts:
        for name, e in chains.items():
            k += 1
            out.append(f"@ms.jit\ndef j{k}(x, y):\n    r = {e}\n    return r, r * ops.ones_like(r)\n\n")
            out.append(f"case({f'int:{name}:{dt}'!r}, j{k}, data({dt!r}), data({dt!r}, True))\n\n")
    print("".join(out))


if __name__ == "__main__":
    main()
