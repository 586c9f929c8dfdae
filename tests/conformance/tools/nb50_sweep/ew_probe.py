"""Elementwise-op probe generator.  `python ew_probe.py FAMILY > case.py` writes a script in which each case is an
op (or chain of ops) as an @ms.jit function whose result also feeds an exact Mul by ones (so msgraph fuses it into a
Numba kernel group: a single op gets no kernel), plus the same expression run op by op in PyNative.  Values are
printed exactly (tolist of the array, with its dtype).  Run the written script under MindSpore and msgraph:

    (ulimit -v 8000000; env -u PYTHONPATH /tmp/ms/bin/python case.py > ms.txt)
    MSGRAPH_NUMBA=1 MSGRAPH_SYNC_COMPILE=1 MSGRAPH_TIER_US=0 PYTHONPATH=$WT python -m msgraph.run case.py > nb.txt
    MSGRAPH_NUMBA=0 PYTHONPATH=$WT python -m msgraph.run case.py > np.txt
    MODE=pynative ...   (both: MODE=both)

FAMILY: unary | binary | cast | chain | mixed.  DTYPES=float32,int8 limits the dtypes.  SKIP=FILE: labels to skip
(resume_ms.sh reruns a script MindSpore crashed in -- SIGFPE in integer division by zero -- skipping what is done
and the case that crashed).
"""
import os
import sys

HEADER = r'''
import os
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

FLOAT = [0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 2.5, -0.5, -2.5, 3.5, float("inf"), float("-inf"), float("nan"), 1e-40,
         3.0e38, 65504.0, 65520.0, 1e10, -7.3, 100.0, 88.8, -104.0, 0.1, 7.0, -3.0, 2.0e9, -2.2e9, 4.5e18, 300.0,
         -129.0, 255.5, 1e-8]
FLOAT_Y = [1.0, 0.0, -0.0, 2.0, -3.0, 0.5, float("nan"), float("inf"), -1.0, 3.0, 2.0, -2.0, 1.0, 1e-40, 10.0, 3.0,
           -0.5, 7.0, 2.0, -4.0, 0.3, float("-inf"), 3.0, -7.0, 2.0, 1.5, 0.0, 1.0, 3.0, -2.0, 2.0, 1e30]
INTS = {
    "int8": [0, 1, -1, 127, -128, 100, -100, 7, -7, 64, 3, -3, 5, -5, 126, -127],
    "int16": [0, 1, -1, 32767, -32768, 300, -300, 7, -7, 256, 3, -3, 5, -5, 32766, -32767],
    "int32": [0, 1, -1, 2147483647, -2147483648, 65536, -65536, 7, -7, 46341, 3, -3, 16777217, -16777217, 100, 31],
    "int64": [0, 1, -1, 9223372036854775807, -9223372036854775808, 4294967296, -4294967296, 7, -7, 3037000500, 3,
              -3, 9007199254740993, -9007199254740993, 100, 63],
    "uint8": [0, 1, 255, 128, 200, 7, 3, 5, 254, 16, 100, 2, 17, 64, 127, 129],
    "uint16": [0, 1, 65535, 32768, 200, 7, 3, 5, 65534, 256, 100, 2, 17, 64, 32767, 129],
    "uint32": [0, 1, 4294967295, 2147483648, 200, 7, 3, 5, 4294967294, 65536, 100, 2, 16777217, 64, 2147483647, 129],
    "uint64": [0, 1, 18446744073709551615, 9223372036854775808, 200, 7, 3, 5, 18446744073709551614, 4294967296, 100,
               2, 9007199254740993, 64, 9223372036854775807, 129],
}
INTS_Y = {
    "int8": [1, 2, -1, 2, -1, 3, -3, 2, 2, -2, 0, 5, -2, 3, 7, 1],
    "int16": [1, 2, -1, 2, -1, 3, -3, 2, 2, -2, 0, 5, -2, 3, 7, 1],
    "int32": [1, 2, -1, 2, -1, 3, -3, 2, 2, -2, 0, 5, -2, 3, 33, 1],
    "int64": [1, 2, -1, 2, -1, 3, -3, 2, 2, -2, 0, 5, -2, 3, 65, 1],
    "uint8": [1, 2, 3, 2, 7, 3, 0, 2, 2, 9, 0, 5, 4, 3, 7, 1],
    "uint16": [1, 2, 3, 2, 7, 3, 0, 2, 2, 9, 0, 5, 4, 3, 17, 1],
    "uint32": [1, 2, 3, 2, 7, 3, 0, 2, 2, 9, 0, 5, 4, 3, 33, 1],
    "uint64": [1, 2, 3, 2, 7, 3, 0, 2, 2, 9, 0, 5, 4, 3, 65, 1],
}
BOOL = [True, False, True, False, True, True, False, False]
BOOL_Y = [True, True, False, False, True, False, True, False]


def data(dt, second=False, n=None):
    if dt in ("float16", "float32", "float64", "bfloat16"):
        v = FLOAT_Y if second else FLOAT
        if dt == "bfloat16":
            t = Tensor(np.array(v, np.float32)).astype(ms.bfloat16)
        else:
            with np.errstate(over="ignore"):
                t = Tensor(np.array(v, dt))
    elif dt == "bool":
        t = Tensor(np.array(BOOL_Y if second else BOOL))
    else:
        t = Tensor(np.array((INTS_Y if second else INTS)[dt], dt))
    return t[:n] if n else t


def show(label, r):
    if isinstance(r, (tuple, list)):
        r = r[0]
    if not isinstance(r, Tensor):
        print(label, type(r).__name__, r)
        return
    if r.dtype == ms.bfloat16:
        print(label, "bfloat16", r.astype(ms.float32).asnumpy().tolist())
        return
    a = r.asnumpy()
    print(label, a.dtype, a.tolist())


MODE = os.environ.get("MODE", "jit")
TB = os.environ.get("PROBE_TB")


SKIP = set(open(os.environ["SKIP"]).read().split()) if os.environ.get("SKIP") else set()


def case(label, jf, pf, *args):
    if label in SKIP:
        return
    for md in (["jit", "pynative"] if MODE == "both" else [MODE]):
        try:
            show(f"{md}:{label}", jf(*args) if md == "jit" else pf(*args))
        except Exception as e:  # noqa: BLE001
            print(f"{md}:{label} ERROR {type(e).__name__}")
            if TB:
                print(str(e)[:400])

'''

FLOATS = ["float16", "bfloat16", "float32", "float64"]
INTDT = ["int8", "int16", "int32", "int64", "uint8"]
ALL = FLOATS + INTDT + ["bool"]

UNARY = {
    "exp": "ops.exp(x)", "log": "ops.log(x)", "sqrt": "ops.sqrt(x)", "rsqrt": "ops.rsqrt(x)",
    "sigmoid": "ops.sigmoid(x)", "tanh": "ops.tanh(x)", "relu": "ops.relu(x)", "square": "ops.square(x)",
    "reciprocal": "ops.reciprocal(x)", "abs": "ops.abs(x)", "neg": "ops.neg(x)", "floor": "ops.floor(x)",
    "ceil": "ops.ceil(x)", "round": "ops.round(x)", "sign": "ops.sign(x)", "trunc": "ops.trunc(x)",
    "sin": "ops.sin(x)", "cos": "ops.cos(x)", "expm1": "ops.expm1(x)", "log1p": "ops.log1p(x)", "erf": "ops.erf(x)",
    "softplus": "ops.softplus(x)", "relu6": "ops.relu6(x)", "isnan": "ops.isnan(x)", "isinf": "ops.isinf(x)",
    "isfinite": "ops.isfinite(x)", "logical_not": "ops.logical_not(x)", "invert": "ops.invert(x)",
    "atan": "ops.atan(x)", "asinh": "ops.asinh(x)", "log2": "ops.log2(x)", "exp2": "ops.exp2(x)",
    "elu": "ops.elu(x)", "gelu": "ops.gelu(x)", "hardsigmoid": "ops.hardsigmoid(x)",
    "hardswish": "ops.hardswish(x)", "silu": "ops.silu(x)", "mish": "ops.mish(x)", "softsign": "ops.softsign(x)",
    "selu": "ops.selu(x)", "erfc": "ops.erfc(x)", "tan": "ops.tan(x)", "asin": "ops.asin(x)", "acos": "ops.acos(x)",
    "atanh": "ops.atanh(x)", "acosh": "ops.acosh(x)", "sinh": "ops.sinh(x)", "cosh": "ops.cosh(x)",
    "log10": "ops.log10(x)", "sinc": "ops.sinc(x)", "lgamma": "ops.lgamma(x)", "digamma": "ops.digamma(x)",
    "logit": "ops.logit(x)", "deg2rad": "ops.deg2rad(x)", "rad2deg": "ops.rad2deg(x)",
    "bitwise_not": "ops.bitwise_not(x)", "signbit": "ops.signbit(x)", "frac": "ops.frac(x)",
    "hardtanh": "ops.hardtanh(x)", "celu": "ops.celu(x)", "softshrink": "ops.softshrink(x)",
    "hardshrink": "ops.hardshrink(x)", "tanhshrink": "ops.tanhshrink(x)", "logsigmoid": "ops.logsigmoid(x)",
    "rint": "ops.rint(x)", "clamp01": "ops.clamp(x, 0, 1)", "clip": "ops.clip(x, -1.0, 2.0)",
    "mint_relu": "ms.mint.nn.functional.relu(x)", "mint_round": "ms.mint.round(x)", "mint_sign": "ms.mint.sign(x)",
    "mint_clamp": "ms.mint.clamp(x, -2, 3)", "mint_exp": "ms.mint.exp(x)", "mint_sigmoid": "ms.mint.sigmoid(x)",
    "P_Round": "ops.Round()(x)", "P_Rint": "ops.Rint()(x)", "P_Sign": "ops.Sign()(x)", "P_Inv": "ops.Inv()(x)",
    "P_Invert": "ops.Invert()(x)", "P_ZerosLike": "ops.ZerosLike()(x)", "P_OnesLike": "ops.OnesLike()(x)",
    "P_Sqrt": "ops.Sqrt()(x)", "P_Square": "ops.Square()(x)", "P_Exp": "ops.Exp()(x)", "P_Neg": "ops.Neg()(x)",
    "P_Abs": "ops.Abs()(x)", "P_ReLU": "ops.ReLU()(x)", "P_Floor": "ops.Floor()(x)", "P_Ceil": "ops.Ceil()(x)",
    "P_Reciprocal": "ops.Reciprocal()(x)", "P_LogicalNot": "ops.LogicalNot()(x)",
}

BINARY = {
    "add": "ops.add(x, y)", "sub": "ops.sub(x, y)", "mul": "ops.mul(x, y)", "div": "ops.div(x, y)",
    "floor_div": "ops.floor_div(x, y)", "floor_mod": "ops.floor_mod(x, y)", "remainder": "ops.remainder(x, y)",
    "fmod": "ops.fmod(x, y)", "maximum": "ops.maximum(x, y)", "minimum": "ops.minimum(x, y)", "pow": "ops.pow(x, y)",
    "eq": "ops.equal(x, y)", "ne": "ops.ne(x, y)", "lt": "ops.lt(x, y)", "le": "ops.le(x, y)", "gt": "ops.gt(x, y)",
    "ge": "ops.ge(x, y)", "bitwise_and": "ops.bitwise_and(x, y)", "bitwise_or": "ops.bitwise_or(x, y)",
    "bitwise_xor": "ops.bitwise_xor(x, y)", "atan2": "ops.atan2(x, y)", "truncate_div": "ops.truncate_div(x, y)",
    "truncate_mod": "ops.truncate_mod(x, y)", "squared_difference": "ops.SquaredDifference()(x, y)",
    "xdivy": "ops.xdivy(x, y)", "xlogy": "ops.xlogy(x, y)", "logical_and": "ops.logical_and(x, y)",
    "logical_or": "ops.logical_or(x, y)", "logical_xor": "ops.logical_xor(x, y)",
    "div_trunc": "ops.div(x, y, rounding_mode='trunc')", "div_floor": "ops.div(x, y, rounding_mode='floor')",
    "left_shift": "ops.bitwise_left_shift(x, y)", "right_shift": "ops.bitwise_right_shift(x, y)",
    "copysign": "ops.copysign(x, y)", "hypot": "ops.hypot(x, y)", "nextafter": "ops.nextafter(x, y)",
    "fmax": "ops.fmax(x, y)", "fmin": "ops.fmin(x, y)", "heaviside": "ops.heaviside(x, y)",
    "logaddexp": "ops.logaddexp(x, y)", "ldexp": "ops.ldexp(x, y)", "mint_remainder": "ms.mint.remainder(x, y)",
    "mint_div_floor": "ms.mint.div(x, y, rounding_mode='floor')", "mint_div_trunc": "ms.mint.div(x, y, rounding_mode='trunc')",
    "mint_fmod": "ms.mint.fmod(x, y)", "mint_maximum": "ms.mint.maximum(x, y)", "mint_minimum": "ms.mint.minimum(x, y)",
    "mint_floor_divide": "ms.mint.floor_divide(x, y)", "mint_pow": "ms.mint.pow(x, y)", "mint_div": "ms.mint.div(x, y)",
    "realdiv": "ops.RealDiv()(x, y)", "div_no_nan": "ops.DivNoNan()(x, y)", "mul_no_nan": "ops.MulNoNan()(x, y)",
    "where_gt": "ops.where(x > y, x, y)", "mint_add_alpha": "ms.mint.add(x, y, alpha=2)",
    "mint_sub_alpha": "ms.mint.sub(x, y, alpha=3)", "lerp_half": "ops.lerp(x, y, 0.5)",
    "P_Div": "ops.Div()(x, y)", "P_FloorDiv": "ops.FloorDiv()(x, y)", "P_FloorMod": "ops.FloorMod()(x, y)",
    "P_Mod": "ops.Mod()(x, y)", "P_Maximum": "ops.Maximum()(x, y)", "P_Minimum": "ops.Minimum()(x, y)",
    "P_Pow": "ops.Pow()(x, y)", "P_TruncateDiv": "ops.TruncateDiv()(x, y)", "P_TruncateMod": "ops.TruncateMod()(x, y)",
    "P_Xdivy": "ops.Xdivy()(x, y)", "P_BitwiseAnd": "ops.BitwiseAnd()(x, y)", "P_Atan2": "ops.Atan2()(x, y)",
    "P_LeftShift": "ops.LeftShift()(x, y)", "P_RightShift": "ops.RightShift()(x, y)",
    "op_mod": "x % y", "op_floordiv": "x // y", "op_truediv": "x / y", "op_pow": "x ** y",
    "op_and": "x & y", "op_or": "x | y", "op_xor": "x ^ y", "op_lshift": "x << y", "op_rshift": "x >> y",
}

CHAINS = {
    "exp_log": "ops.log(ops.exp(x))", "sq_sqrt": "ops.sqrt(ops.square(x))", "mul_add": "x * 3 + 1",
    "div_mul": "x / 3 * 3", "sig_tanh_relu": "ops.relu(ops.tanh(ops.sigmoid(x) * 2 - 1))",
    "recip_neg_abs": "ops.abs(ops.neg(ops.reciprocal(x)))", "floor_round": "ops.round(ops.floor(x * 1.5) / 2)",
    "max_min": "ops.minimum(ops.maximum(x, 0.5), 2.5)", "pow_rsqrt": "ops.rsqrt(ops.pow(x, 2) + 1)",
    "where_cast": "ops.where(x > 0, ops.cast(x, ms.int32), ops.cast(-x, ms.int32))",
    "sq_half": "ops.square(x) * 0.5", "add3": "x + x + x", "sub_half": "(x - 0.5) * 2",
    "sigmoid_log": "ops.log(ops.sigmoid(x))", "exp_sub": "ops.exp(x) - 1",
    "mul_int_scalar": "x * 3", "add_int_scalar": "x + 100", "div_int_scalar": "x / 3",
    "floordiv_scalar": "x // 3", "mod_scalar": "x % 3", "pow_scalar": "x ** 2", "rsub_scalar": "1 - x",
    "mul_float_scalar": "x * 1.5", "add_float_scalar": "x + 0.5", "neg_neg": "-(-x)",
    "mul_bool": "x * (x > 1)", "where_nan": "ops.where(x != x, ops.zeros_like(x), x) * 2",
    "clamp_chain": "ops.clamp(x * 2, -100, 100) + 1", "abs_sub": "ops.abs(x - 1) * 2",
    "cast_f32_add": "ops.cast(x, ms.float32) + 0.5", "cast_i32_mul": "ops.cast(x * 2, ms.int32) * 3",
    "cast_u8_add": "ops.cast(x * 2, ms.uint8) + 1", "cast_i8_add": "ops.cast(x * 2, ms.int8) + 1",
    "cast_bool_mul": "ops.cast(x * 2, ms.bool_) * 1", "cast_f64_mul": "ops.cast(x, ms.float64) * 3",
    "cast_u32": "ops.cast(x * 2, ms.uint32)", "cast_u64": "ops.cast(x * 2, ms.uint64)",
    "cast_i64": "ops.cast(x * 2, ms.int64)", "cast_u16": "ops.cast(x * 2, ms.uint16)",
    "cast_i16": "ops.cast(x * 2, ms.int16)", "cast_f16": "ops.cast(x * 2, ms.float16)",
}


def main():
    fam = sys.argv[1]
    dts = os.environ.get("DTYPES")
    dts = dts.split(",") if dts else ALL
    out = [HEADER]
    k = 0

    def emit(label, expr, argnames, argvals):
        nonlocal k
        k += 1
        a = ", ".join(argnames)
        out.append(f"@ms.jit\ndef j{k}({a}):\n    r = {expr}\n    return r, r * ops.ones_like(r)\n\n")
        out.append(f"def p{k}({a}):\n    return {expr}\n\n")
        out.append(f"case({label!r}, j{k}, p{k}, {', '.join(argvals)})\n\n")

    if fam == "unary":
        for dt in dts:
            for name, e in UNARY.items():
                emit(f"unary:{name}:{dt}", e, ["x"], [f"data({dt!r})"])
    elif fam == "binary":
        for dt in dts:
            for name, e in BINARY.items():
                emit(f"binary:{name}:{dt}", e, ["x", "y"], [f"data({dt!r})", f"data({dt!r}, True)"])
    elif fam == "chain":
        for dt in dts:
            for name, e in CHAINS.items():
                emit(f"chain:{name}:{dt}", e, ["x"], [f"data({dt!r})"])
    elif fam == "mixed":
        for a in dts:
            for b in ALL:
                if a == b:
                    continue
                n = "8" if "bool" in (a, b) else "16"
                for name in ("add", "sub", "mul", "div", "maximum", "pow", "floor_div", "eq", "lt", "floor_mod",
                             "op_truediv", "op_pow", "where_gt"):
                    emit(f"mixed:{name}:{a}:{b}", BINARY[name], ["x", "y"],
                         [f"data({a!r}, n={n})", f"data({b!r}, True, n={n})"])
    print("".join(out))


if __name__ == "__main__":
    main()
