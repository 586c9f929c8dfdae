"""The mixing rule: a uint16 / uint32 / uint64 Tensor (2, 3) with each other operand kind -- a (2, 3) Tensor and a 0-d
Tensor of each of 12 dtypes, a Python int / float / bool -- through Tensor operators (both orders) and ops functions.
e_<op>_<uint>_<other> eagerly; j_... under @ms.jit (JIT=1; OPS= selects ops by name)."""
import os
import mindspore as ms
from _h import case, gen, mk, DT, UINTS

EX = {
    "add": "x + y", "radd": "y + x", "sub": "x - y", "rsub": "y - x", "mul": "x * y", "rmul": "y * x",
    "div": "x / y", "rdiv": "y / x", "fdiv": "x // y", "rfdiv": "y // x", "mod": "x % y", "rmod": "y % x",
    "pow": "x ** y", "rpow": "y ** x", "eq": "x == y", "ne": "x != y", "lt": "x < y", "le": "x <= y",
    "gt": "x > y", "ge": "x >= y", "rlt": "y < x", "and": "x & y", "or": "x | y", "xor": "x ^ y",
    "Fadd": "ops.add(x, y)", "Fsub": "ops.sub(x, y)", "Fmul": "ops.mul(x, y)", "Fdiv": "ops.div(x, y)",
    "Ffdiv": "ops.floor_divide(x, y)", "Frem": "ops.remainder(x, y)", "Fpow": "ops.pow(x, y)",
    "Feq": "ops.eq(x, y)", "Fne": "ops.ne(x, y)", "Flt": "ops.lt(x, y)", "Fge": "ops.ge(x, y)",
    "Fmax": "ops.maximum(x, y)", "Fmin": "ops.minimum(x, y)", "Fband": "ops.bitwise_and(x, y)",
    "Fwhere": "ops.where(C, x, y)", "Fequal": "ops.equal(x, y)",
}
sel = os.environ.get("OPS")
names = [n for n in EX if not sel or n in sel.split(",")]
F = dict(zip(names, gen("rule", [EX[n] for n in names])))
jit = os.environ.get("JIT")
uints = os.environ.get("UINTS", ",".join(UINTS)).split(",")
others = [(d, lambda d=d: mk(d, (2, 3), 1)) for d in DT] + [("0d" + d, lambda d=d: mk(d, (), 2)) for d in DT] + \
    [("sint", lambda: 2), ("sfloat", lambda: 1.5), ("sbool", lambda: True)]
for n in names:
    f = ms.jit(F[n]) if jit else F[n]
    for u in uints:
        for on, mko in others:
            case(f"{'j' if jit else 'e'}_{n}_{u}_{on}", f, mk(u), mko())
